import { useSyncExternalStore } from 'react';
import { OFFLINE_MARK } from './offline-rules';

/**
 * Whether the page is without a connection: the browser says so (`navigator.onLine`, its
 * `offline`/`online` events), or the service worker answered this page with the offline page
 * (its mark) and no `online` event has come since.
 */
let markSeen = false;

/** The address the worker marked as not kept (the page it answered offline), if any. */
export function offlineMarkAddress(doc: Document = document): string | null {
  return doc.querySelector(`meta[name="${OFFLINE_MARK}"]`)?.getAttribute('content') ?? null;
}

function subscribe(onChange: () => void): () => void {
  const online = () => {
    markSeen = true; // the connection is back: the mark no longer tells anything
    onChange();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', onChange);
  };
}

function isOffline(): boolean {
  return !navigator.onLine || (!markSeen && offlineMarkAddress() !== null);
}

/** True while the page has no connection; false on the server and while a page is taken over. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
