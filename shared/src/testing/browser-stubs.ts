/** jsdom has no IntersectionObserver: a silent one, so lazily loaded parts (maps) stay unloaded. */
export function stubIntersectionObserver(): void {
  globalThis.IntersectionObserver = class {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
}
