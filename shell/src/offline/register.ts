import { SERVICE_WORKER_PATH, type KeepMessage, pageKind } from './offline-rules';

/**
 * Registers the service worker (docs/offline.md) once the page has loaded and the browser is
 * idle, so it never competes with the page's first visit. Production builds only: in
 * development a kept file would hide the change just made.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  // The page the visitor is on was loaded before the worker took it over: its files (from the
  // browser's cache, but for those that name other files) and itself are kept then.
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.startsWith('http'));
      post({ type: 'keep-files', urls });
      keepPropertyPage(window.location.pathname, window.location.search);
    },
    { once: true },
  );
  const register = () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_PATH, { scope: '/' })
      .catch((error: unknown) => {
        console.warn('[betoch] the offline service worker could not be registered:', error);
      });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Asks the worker to keep a property page the visitor opened inside the site (the page was drawn
 * here, so the worker never saw it load). Nothing happens without a worker or for another page.
 */
export function keepPropertyPage(pathname: string, search: string): void {
  if (pageKind(pathname, search) === 'property') {
    post({ type: 'keep-page', url: `${pathname}${search}` });
  }
}

/** Sends the worker that controls this page a message; nothing without one. */
function post(message: KeepMessage): void {
  const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  worker?.postMessage(message);
}
