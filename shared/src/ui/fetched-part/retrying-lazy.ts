import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * How long a part's failed load stands before a render fetches its code again. React renders a
 * part once more after its load fails, to throw the error where it belongs (a boundary, or the
 * server's report of the render); that render must meet the failure, not start a new load.
 */
export const PART_RETRY_MS = 1000;

/** A lazily loaded component whose failed load is not kept for good (see `retryingLazy`). */
export interface RetryingLazy<P extends object> {
  /** The component to render now. */
  current(): LazyExoticComponent<ComponentType<P>>;
  /** Loads afresh at the next render (a visitor's "Try again"), failed or not. */
  renew(): void;
}

/**
 * `React.lazy` keeps a rejected load for the life of the component it made, and a part made at a
 * module's top level lives as long as the page, or, on the server, as long as the render worker:
 * one chunk that timed out on a busy origin failed every later render of that page at once,
 * without asking again (ci69: ten of the content remote's home pages left to the browser for the
 * rest of the run). Here a failed load is replaced by a fresh one `PART_RETRY_MS` after it failed.
 */
export function retryingLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): RetryingLazy<P> {
  let renewal: ReturnType<typeof setTimeout> | undefined;
  const make = (): LazyExoticComponent<ComponentType<P>> => {
    const made = lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        clearTimeout(renewal);
        renewal = setTimeout(() => {
          if (now === made) now = make();
        }, PART_RETRY_MS);
        // Nothing waits for it: a server process that is done must not stay up for it.
        if (typeof renewal === 'object' && typeof renewal.unref === 'function') renewal.unref();
        throw error;
      }
    });
    return made;
  };
  let now = make();
  return {
    current: () => now,
    renew() {
      clearTimeout(renewal);
      now = make();
    },
  };
}
