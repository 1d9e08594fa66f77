/**
 * The service worker (`/sw.js`, docs/offline.md): offline favourites for a phone whose connection
 * drops. It keeps what the visitor used — the shell, the sections' code, the translations, the
 * last 20 property pages with their smallest photos — and never pins an old release: config.json,
 * manifests, entries and pages are the network's first; only content-hashed files are answered
 * from the cache, by their name. Without a connection, the wishlist, the compare page and the
 * kept properties open; any other page is the offline page, in the visitor's language.
 *
 * Workbox's routing, strategies and expiration (they handle navigation preload, cache bounds and
 * quota errors); the rules are `offline-rules.ts`, shared with the page.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from 'workbox-strategies';
import {
  fileKind,
  isKeepMessage,
  isLowDataPage,
  KEPT_CODE_FILES,
  KEPT_FRESH_FILES,
  KEPT_PHOTOS,
  KEPT_PROPERTY_PAGES,
  OFFLINE_CACHE_PREFIX,
  OFFLINE_CACHES,
  offlinePage,
  pageKind,
  photoFamily,
  photoWidth,
  smallestPhotos,
  TEMPLATE_PATH,
  type FileKind,
} from './offline-rules';

/** The parts of the worker's global scope used here (the DOM library has no worker types). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
declare const self: WorkerScope;

/**
 * The shell build this worker belongs to (the hash of its template, written in by the build): a
 * new shell is a new worker, which keeps the new template.
 */
declare const __SHELL_BUILD__: string;

const onlyWhole = () => new CacheableResponsePlugin({ statuses: [200] });
const bounded = (maxEntries: number) =>
  new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true });

const visitorPages = new NetworkFirst({ cacheName: OFFLINE_CACHES.pages, plugins: [onlyWhole()] });
const propertyPages = new NetworkFirst({
  cacheName: OFFLINE_CACHES.properties,
  plugins: [onlyWhole(), bounded(KEPT_PROPERTY_PAGES)],
});
const otherPages = new NetworkOnly();
const files: Record<FileKind, Strategy> = {
  code: new CacheFirst({
    cacheName: OFFLINE_CACHES.code,
    plugins: [onlyWhole(), bounded(KEPT_CODE_FILES)],
  }),
  fresh: new NetworkFirst({
    cacheName: OFFLINE_CACHES.fresh,
    plugins: [onlyWhole(), bounded(KEPT_FRESH_FILES)],
  }),
  photo: new CacheFirst({
    cacheName: OFFLINE_CACHES.photos,
    plugins: [onlyWhole(), bounded(KEPT_PHOTOS)],
  }),
};

/**
 * A file of another origin (a section's, the listings service's photos) asked with CORS: its
 * servers allow it, and an opaque answer could neither be checked nor kept at its size.
 */
function readableRequest(request: Request): Request {
  if (new URL(request.url).origin === self.location.origin || request.mode === 'cors') {
    return request;
  }
  return new Request(request.url, { mode: 'cors', credentials: 'omit' });
}

/** The template with the offline mark for `address`; a line of text when none was kept. */
async function offlineAnswer(address: string): Promise<Response> {
  const template = await caches.match(TEMPLATE_PATH, { cacheName: OFFLINE_CACHES.pages });
  if (!template) {
    return new Response('You are offline, and this page was not kept.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const headers = new Headers(template.headers);
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  return new Response(offlinePage(await template.text(), address), { status: 200, headers });
}

/** Keeps the smallest file of each picture of a property page (not for a visitor saving data). */
async function keepPhotosOf(page: Response, event: ExtendableEvent): Promise<void> {
  const html = await page.text();
  if (isLowDataPage(html)) return;
  await Promise.allSettled(
    smallestPhotos(html, page.url || self.location.origin).map((url) =>
      files.photo.handle({
        event,
        request: readableRequest(new Request(url, { mode: 'no-cors' })),
      }),
    ),
  );
}

/** A page of the site: the network's; without one, the kept copy, the template or the offline page. */
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  async ({ request, url, event }) => {
    const kind = pageKind(url.pathname, url.search);
    const address = `${url.pathname}${url.search}`;
    try {
      if (kind === 'property') {
        const page = await propertyPages.handle({ event, request });
        if (page.ok) event.waitUntil(keepPhotosOf(page.clone(), event));
        return page;
      }
      if (kind === 'visitor') return await visitorPages.handle({ event, request });
      return await otherPages.handle({ event, request });
    } catch {
      // No answer and no kept copy. The visitor's own page is drawn from their storage.
      if (kind === 'visitor') {
        const template = await caches.match(TEMPLATE_PATH, { cacheName: OFFLINE_CACHES.pages });
        if (template) return template;
      }
      return offlineAnswer(address);
    }
  },
);

/** A file of the shell or a section: hashed ones kept by name, the rest the network's first. */
registerRoute(
  ({ request, url }) => request.method === 'GET' && fileKind(url.pathname) !== null,
  async ({ request, url, event }) => {
    const kind = fileKind(url.pathname) ?? 'fresh';
    try {
      return await files[kind].handle({ event, request: readableRequest(request) });
    } catch (error) {
      // A server of another origin that refuses CORS: the browser's own request, not kept.
      const asAsked = await fetch(request).catch(() => null);
      if (asAsked) return asAsked;
      if (kind !== 'photo') throw error;
      // Offline, a photo at another width: the widest of the same photo that was kept.
      const family = photoFamily(url.href);
      const cache = await caches.open(OFFLINE_CACHES.photos);
      const kept = (await cache.keys())
        .filter((key) => photoFamily(key.url) === family)
        .sort((a, b) => (photoWidth(b.url) ?? 0) - (photoWidth(a.url) ?? 0));
      const widest = kept[0] ? await cache.match(kept[0]) : undefined;
      if (widest) return widest;
      throw error;
    }
  },
);

self.addEventListener('install', (event) => {
  // The template of this shell build, for the visitor's own pages and the offline page.
  event.waitUntil(
    (async () => {
      const template = await fetch(`${TEMPLATE_PATH}?build=${__SHELL_BUILD__}`, {
        cache: 'no-store',
      });
      if (!template.ok) throw new Error(`${TEMPLATE_PATH} answered ${template.status}`);
      await (await caches.open(OFFLINE_CACHES.pages)).put(TEMPLATE_PATH, template);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  const ours = new Set<string>(Object.values(OFFLINE_CACHES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX) && !ours.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

/** A property page the visitor opened inside the site (no page load): kept as a load would. */
async function keepPage(address: string, event: ExtendableEvent): Promise<void> {
  const url = new URL(address, self.location.origin);
  if (url.origin !== self.location.origin || pageKind(url.pathname, url.search) !== 'property') {
    return;
  }
  const cache = await caches.open(OFFLINE_CACHES.properties);
  if (await cache.match(url.href)) return;
  const page = await propertyPages.handle({
    event,
    request: new Request(url.href, { credentials: 'same-origin' }),
  });
  if (page.ok) await keepPhotosOf(page, event);
}

/**
 * The files a page loaded before this worker took it over, kept as if it had seen them: hashed
 * ones and pictures come from the browser's cache; those that name other files (config.json,
 * manifests, entries) are asked again, as they are at every visit.
 */
async function keepFiles(urls: readonly string[], event: ExtendableEvent): Promise<void> {
  await Promise.allSettled(
    urls.map((address) => {
      const kind = fileKind(new URL(address).pathname);
      if (!kind) return Promise.resolve();
      const request = readableRequest(new Request(address, { mode: 'no-cors' }));
      return files[kind].handle({ event, request });
    }),
  );
}

self.addEventListener('message', (event) => {
  const message = event.data;
  if (!isKeepMessage(message)) return;
  const kept =
    message.type === 'keep-page' ? keepPage(message.url, event) : keepFiles(message.urls, event);
  event.waitUntil(kept.catch(() => undefined));
});

enableNavigationPreload();
clientsClaim();
