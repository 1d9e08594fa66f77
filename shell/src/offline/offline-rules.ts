/**
 * What the service worker keeps for a visitor without a connection, and how it answers then
 * (docs/offline.md). Pure rules, read by the worker (`service-worker.ts`) and by the page (the
 * offline page and its gate), so both sides name the same caches and the same pages.
 */
import { isImmutablePath } from '@betoch/shared/domain/cache-rules';
import { decodeHtmlEntities, escapeHtml } from '@betoch/shared/domain/html-text';
import {
  COMPARE_PATH,
  FAVORITES_MODULE_PATH,
  FAVORITES_PATH,
  isPropertyLayout,
} from '@betoch/shared/domain/paths';

/**
 * The worker's caches. A new suffix is a new cache: the worker deletes every `betoch-` cache it
 * does not name when it takes over, so a change of what a cache holds never reads an old one.
 */
export const OFFLINE_CACHES = Object.freeze({
  /** The visitor's own pages (wishlist, compare) and the page template. */
  pages: 'betoch-pages-v1',
  /** The last property pages viewed, whole (their data is in the rendered page). */
  properties: 'betoch-properties-v1',
  /** Content-hashed files of the shell and the sections: kept by name, never asked again. */
  code: 'betoch-code-v1',
  /** Files that name other files or hold texts: the network's copy first, this one offline. */
  fresh: 'betoch-fresh-v1',
  /** Pictures and the sellers' photos, as they were loaded (the smallest of a kept page). */
  photos: 'betoch-photos-v1',
});

/** The prefix of every cache the worker owns (and may delete). */
export const OFFLINE_CACHE_PREFIX = 'betoch-';

/** How many property pages are kept: the last ones viewed (issue 29). */
export const KEPT_PROPERTY_PAGES = 20;

/** Bounds of the other caches, so a long visit never fills the phone. */
export const KEPT_CODE_FILES = 400;
export const KEPT_FRESH_FILES = 300;
export const KEPT_PHOTOS = 300;

/** The service worker's address; its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The page template (no render in it): what the browser draws a visitor's own page from. */
export const TEMPLATE_PATH = '/index.html';

/** The `<meta name>` the worker writes into the template when it answers with the offline page. */
export const OFFLINE_MARK = 'betoch-offline';

/**
 * What a page asks the worker to keep: a property page it drew without loading it (a navigation
 * inside the site), or the files it loaded before the worker took it over (its first visit).
 */
export type KeepMessage =
  { type: 'keep-page'; url: string } | { type: 'keep-files'; urls: string[] };

export function isKeepMessage(value: unknown): value is KeepMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  if (message.type === 'keep-page') return typeof message.url === 'string';
  return (
    message.type === 'keep-files' &&
    Array.isArray(message.urls) &&
    message.urls.every((url) => typeof url === 'string')
  );
}

/**
 * What a page of the site is to the worker: a property's page (kept, the last 20), the visitor's
 * own page drawn from their storage (the wishlist, the compare list: always available), or any
 * other page (the network's, else the offline page).
 */
export type PageKind = 'property' | 'visitor' | 'other';

const VISITOR_PATHS: readonly string[] = [FAVORITES_PATH, FAVORITES_MODULE_PATH, COMPARE_PATH];

export function pageKind(pathname: string, search: string): PageKind {
  if (VISITOR_PATHS.includes(pathname.replace(/\/+$/, ''))) return 'visitor';
  const layout = /^\/property\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (layout && isPropertyLayout(layout) && new URLSearchParams(search).get('id')?.trim()) {
    return 'property';
  }
  return 'other';
}

/** What the worker does with a file the page asks for; null: nothing (the browser's own way). */
export type FileKind = 'code' | 'fresh' | 'photo';

const FRESH_FILE = /(^|\/)(config\.json|mf-manifest\.json|remoteEntry\.js)$/;
const TEXT_FILE = /\/assets\/(i18n|data)\/.+\.json$/;
const PHOTO_FILE = /(^|\/)(photos|assets\/images)\/.+\.(webp|jpe?g|png|svg|avif)$/;

export function fileKind(pathname: string): FileKind | null {
  if (pathname === SERVICE_WORKER_PATH) return null;
  if (isImmutablePath(pathname)) return 'code';
  if (FRESH_FILE.test(pathname) || TEXT_FILE.test(pathname)) return 'fresh';
  if (PHOTO_FILE.test(pathname)) return 'photo';
  return null;
}

const WIDTH_SUFFIX = /-(\d+)(\.[a-z0-9]+)$/i;

/**
 * The address of a photo with its width left out (`…/1-640.webp` → `…/1-*.webp`): the widths of
 * one photo share it. A picture without a width is its own family.
 */
export function photoFamily(url: string): string {
  return url.replace(WIDTH_SUFFIX, '-*$2');
}

/** The width in a photo's name (`…/1-640.webp` → 640), if it has one. */
export function photoWidth(url: string): number | null {
  const width = WIDTH_SUFFIX.exec(url)?.[1];
  return width === undefined ? null : Number(width);
}

/**
 * The smallest file of each picture a page draws: of every `srcset`, its narrowest candidate;
 * the `src` of every other `<img>` that is a picture. Addresses made absolute on `base`, each once.
 */
export function smallestPhotos(html: string, base: string): string[] {
  const found = new Set<string>();
  const add = (src: string) => {
    try {
      const url = new URL(decodeHtmlEntities(src.trim()), base);
      if (fileKind(url.pathname) === 'photo') found.add(url.href);
    } catch {
      // an address that cannot be read is no picture to keep
    }
  };
  for (const match of html.matchAll(/\ssrcset="([^"]*)"/gi)) {
    const candidates = (match[1] ?? '')
      .split(',')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts): parts is [string, ...string[]] => Boolean(parts[0]))
      .map(([src, descriptor]) => ({ src, width: Number.parseFloat(descriptor ?? '') || 0 }));
    const smallest = candidates.reduce<(typeof candidates)[number] | undefined>(
      (least, candidate) => (!least || candidate.width < least.width ? candidate : least),
      undefined,
    );
    if (smallest) add(smallest.src);
  }
  // An image with a srcset draws one of its candidates (above); its src is for old browsers.
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    if (/\ssrcset="/i.test(tag)) continue;
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1];
    if (src) add(src);
  }
  return [...found];
}

/** A page's `<title>`, its entities read; null when it has none. */
export function pageTitle(html: string): string | null {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1];
  const text = title === undefined ? '' : decodeHtmlEntities(title).trim();
  return text === '' ? null : text;
}

/** Whether a rendered page was drawn for a visitor saving data (`<html data-data-mode="low">`). */
export function isLowDataPage(html: string): boolean {
  return /<html\b[^>]*\sdata-data-mode="low"/i.test(html);
}

/**
 * The offline page: the template with a mark naming the address it stands for. The page's own
 * code reads the mark and draws the offline page there, in the visitor's language.
 */
export function offlinePage(template: string, address: string): string {
  const mark = `<meta name="${OFFLINE_MARK}" content="${escapeHtml(address)}" />`;
  return /<head[^>]*>/i.test(template)
    ? template.replace(/<head[^>]*>/i, (head) => `${head}${mark}`)
    : `${mark}${template}`;
}

/**
 * Whether the page at `pathname` + `search` opens without a connection: the visitor's own pages
 * always; a property's page when it is among the kept ones (`kept`: their paths with their query;
 * null while they are being read, when it cannot be told yet); no other page.
 */
export function opensOffline(
  pathname: string,
  search: string,
  kept: readonly string[] | null,
): boolean | undefined {
  const kind = pageKind(pathname, search);
  if (kind === 'visitor') return true;
  if (kind === 'other') return false;
  return kept === null ? undefined : kept.includes(`${pathname}${search}`);
}
