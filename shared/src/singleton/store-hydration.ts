import { pageWasServerRendered } from './rendered-data';

/**
 * The persisted stores of the page and when they read the visitor's storage. On a page rendered
 * by the server they start from their defaults, as the server's render did, so that the browser's
 * first render matches the HTML it takes over; the shell then calls `rehydrateStores` once the
 * page is taken over and the visitor's own state (session, lists, currency, language, theme)
 * appears. On a page rendered only in the browser they read storage at once, as always.
 */
const rehydrators: (() => Promise<void> | void)[] = [];

/** Whether a persisted store must wait for `rehydrateStores` (see above). */
export function waitsForTakeOver(): boolean {
  return pageWasServerRendered();
}

/** Called by each persisted store with its `persist.rehydrate`. */
export function registerPersistedStore(rehydrate: () => Promise<void> | void): void {
  rehydrators.push(rehydrate);
}

/** Reads every persisted store from the visitor's storage (once the page is taken over). */
export async function rehydrateStores(): Promise<void> {
  await Promise.all(rehydrators.map((rehydrate) => rehydrate()));
}
