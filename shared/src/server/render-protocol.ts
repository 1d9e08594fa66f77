/**
 * The render protocol: the messages between the page server (`page-server/src/render-pool.ts`)
 * and a render worker (the shell's `src/server/render-worker.ts`), and the names both sides agree
 * on. The page server sends one `WorkerRequest` per page; the worker says `ready` once its bundle
 * has started, then answers each request by its id. Both sides are TypeScript of this repository,
 * but the worker runs a remote's code, so the page server checks every answer's shape before it
 * uses it. Pure: the page server imports it without React or the page's stores.
 */
import type { RemoteName, RuntimeConfig } from '../config/runtime-config';
import type { Language } from '../domain/constants';
import type { DataMode } from '../domain/data-mode';
import {
  isHeadParts,
  isListedPages,
  isSitePath,
  type HeadParts,
  type ListedPage,
  type LocalizedSiteData,
  type SiteData,
} from '../pages';

/** The id of the `<script type="application/json">` that carries a rendered page's data. */
export const RENDERED_STATE_ID = 'betoch-state';

/**
 * The worker's flag naming a deploy's limit for each remote file, in ms (the prerender's; a
 * visitor's render uses the worker's default).
 */
export const FILE_TIMEOUT_FLAG = 'file-timeout-ms';

export interface RenderRequest {
  /** Path and query of the page, e.g. `/property/image-box?id=b01`. */
  url: string;
  /** The `config.json` in force (already checked and with untrusted remotes refused). */
  config: RuntimeConfig;
  /** The shell's own origin as the server reaches it (data and translations are read from it). */
  origin: string;
  language: Language;
  /**
   * The visitor's data mode (`dataModeOfRequest`: their switch's cookie, else `Save-Data`); normal
   * when not given. A low-data page leaves out hero pictures, shrinks card photos and asks before
   * drawing a gallery or a map (docs/low-data.md).
   */
  dataMode?: DataMode;
  /**
   * The listings service as the page server reaches it, when not at config.json's address
   * (`LISTINGS_SERVICE_INTERNAL_URL`, read by the page server: a worker's environment holds none of
   * its settings).
   */
  listingsInternalUrl?: string;
  /**
   * A section whose own render of this page failed in its worker (spinning, killed, hung): the
   * shell renders the page around it, with the section's message in its place, and runs none of
   * its code.
   */
  failedSection?: RemoteName;
  /**
   * The whole render's budget in ms, counted from this call (a wait behind an earlier render
   * included): past it the answer is `{ kind: 'client', late: true }`, the page the browser renders
   * alone.
   * `DEFAULT_DEADLINE_MS` when not given.
   */
  deadlineMs?: number;
}

export type RenderResult =
  | { kind: 'redirect'; location: string }
  /**
   * A page the browser draws alone: the visitor's own state, or (`late`) a render given up at its
   * deadline. Send the unrendered page.
   */
  | { kind: 'client'; late?: true }
  | {
      kind: 'page';
      status: number;
      /** The markup of `#root`. */
      html: string;
      /** JSON for `<script type="application/json" id="betoch-state">` (already escaped). */
      state: string;
      /** Messages of parts that could not render on the server (they render in the browser). */
      errors: string[];
      /** The remote section the page shows (its stylesheets belong in the head). */
      section: { remote: string; module: string } | null;
    };

/**
 * A render's whole budget by default. A healthy render takes 20–90 ms, a first one that fetches a
 * remote's entry a few hundred; each file a render waits for has a time limit of its own well
 * under it (1.5 s: remote files, data, translations), so that a hung one fails inside the render
 * and the page still goes out with that part left to the browser.
 */
export const DEFAULT_DEADLINE_MS = 2500;
/** What the page server gives for a page's head: the site's origin and the page's data. */
export interface HeadRequest {
  /** The public origin of canonical addresses and JSON-LD (BETOCH_SITE_ORIGIN). */
  siteOrigin: string;
  /** The site's data in the page's language; absent when it could not be read. */
  data?: LocalizedSiteData;
}

/** The site's data as it crosses the IPC channel: its dates as ISO strings. */
export interface SiteDataMessage {
  byLanguage: SiteData['byLanguage'];
  modified: Record<keyof SiteData['modified'], string>;
}

/** A page to render and, when `head` is given, the head its section describes for it. */
export interface PageRequest extends RenderRequest {
  head?: HeadRequest;
  /**
   * The page request's id (`request-id.ts`): the page server sends it with the fetches the render
   * makes, so the listings service logs them under it.
   */
  requestId?: string;
}

/** A rendered page and its head: the section's, or why there is none (the generic head then). */
export type PageResult = RenderResult & { head?: HeadParts | { error: string } };

/** What a section's list of pages is asked with. */
export interface PagesRequest {
  /** The config.json in force, whose release of `remote` is asked. */
  config: RenderRequest['config'];
  remote: string;
  /** The site's data, for the pages' dates; absent when it could not be read. */
  data?: SiteDataMessage;
}

/**
 * A worker's request for the network (`brokered-fetch.ts`), numbered by the worker; the page
 * server answers it or refuses it (`page-server/src/network-broker.ts`).
 */
export type FetchCall =
  | { type: 'fetch'; id: number; url: string; method: string; headers: Record<string, string> }
  /** The worker gave up on it (its signal aborted): its answer is not wanted. */
  | { type: 'fetch-abort'; id: number };

/** The page server's answer to a `fetch` call: the response, its body in base64, or why none. */
export type FetchAnswer =
  | { type: 'fetched'; id: number; status: number; headers: [string, string][]; body: string }
  | { type: 'fetch-failed'; id: number; message: string };

export type WorkerRequest =
  | { type: 'render'; id: number; request: PageRequest }
  | { type: 'pages'; id: number; request: PagesRequest }
  /** Between pages: a worker whose event loop is free answers `pong` at once. */
  | { type: 'ping'; id: number }
  | FetchAnswer;

export type WorkerAnswer =
  /**
   * Started; `ping`: it answers pings (a worker built before them does not, and is not asked);
   * `brokered`: its `fetch` goes through the page server.
   */
  | { type: 'ready'; ping?: boolean; brokered?: boolean }
  | { type: 'pong'; id: number }
  | { type: 'result'; id: number; result: PageResult }
  | { type: 'pages'; id: number; pages: ListedPage[] }
  | { type: 'error'; id: number; message: string }
  | FetchCall;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The longest address a worker may ask for. */
const MAX_FETCH_URL = 8 * 1024;

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((v) => typeof v === 'string');
}

/** A fetch call of a worker, as the page server receives it. */
function isFetchCall(value: Record<string, unknown>): boolean {
  if (value.type === 'fetch-abort') return true;
  return (
    value.type === 'fetch' &&
    typeof value.url === 'string' &&
    value.url.length <= MAX_FETCH_URL &&
    typeof value.method === 'string' &&
    isStringRecord(value.headers)
  );
}

/** A fetch answer, as the worker receives it. */
export function isFetchAnswer(value: unknown): value is FetchAnswer {
  if (!isRecord(value) || typeof value.id !== 'number') return false;
  if (value.type === 'fetch-failed') return typeof value.message === 'string';
  return (
    value.type === 'fetched' &&
    typeof value.status === 'number' &&
    typeof value.body === 'string' &&
    Array.isArray(value.headers) &&
    value.headers.every(
      (pair) =>
        Array.isArray(pair) &&
        pair.length === 2 &&
        typeof pair[0] === 'string' &&
        typeof pair[1] === 'string',
    )
  );
}

/** A request, as the worker receives it. */
export function isWorkerRequest(value: unknown): value is WorkerRequest {
  if (!isRecord(value) || typeof value.id !== 'number') return false;
  if (value.type === 'ping') return true;
  if (value.type === 'fetched' || value.type === 'fetch-failed') return isFetchAnswer(value);
  if (!isRecord(value.request)) return false;
  if (value.type === 'pages') {
    return typeof value.request.remote === 'string' && isRecord(value.request.config);
  }
  return value.type === 'render' && typeof value.request.url === 'string';
}

/** A head of the expected shape, or the reason there is none. */
function isHeadAnswer(value: unknown): boolean {
  return (
    value === undefined ||
    isHeadParts(value) ||
    (isRecord(value) && Object.keys(value).length === 1 && typeof value.error === 'string')
  );
}

/**
 * The statuses a rendered page may go out with: the page, the site's not-found page (or a page
 * of an unknown thing), or the page of a thing that is gone (a withdrawn listing,
 * domain/not-found-mark.ts). Anything else a worker says (a 301 with no Location, a 401 that asks
 * for a password, a 1xx) is its section's failure, not the visitor's answer.
 */
export const PAGE_STATUSES: readonly number[] = [200, 404, 410];

/**
 * A render result of the expected shape (anything else from a worker is treated as a failure): a
 * redirect only to a path on the site's own origin (a section must not make the shell's origin an
 * open redirect), a page only with a status of `PAGE_STATUSES`.
 */
export function isRenderResult(value: unknown): value is RenderResult {
  if (!isRecord(value)) return false;
  if (value.kind === 'client') return true;
  if (value.kind === 'redirect') return isSitePath(value.location);
  if (value.kind !== 'page') return false;
  const section = value.section;
  return (
    typeof value.status === 'number' &&
    PAGE_STATUSES.includes(value.status) &&
    typeof value.html === 'string' &&
    typeof value.state === 'string' &&
    Array.isArray(value.errors) &&
    value.errors.every((e) => typeof e === 'string') &&
    (section === null ||
      (isRecord(section) &&
        typeof section.remote === 'string' &&
        typeof section.module === 'string'))
  );
}

/** An answer of a worker, as the page server receives it. */
export function isWorkerAnswer(value: unknown): value is WorkerAnswer {
  if (!isRecord(value)) return false;
  if (value.type === 'ready') {
    return (
      (value.ping === undefined || typeof value.ping === 'boolean') &&
      (value.brokered === undefined || typeof value.brokered === 'boolean')
    );
  }
  if (typeof value.id !== 'number') return false;
  if (value.type === 'pong') return true;
  if (value.type === 'fetch' || value.type === 'fetch-abort') return isFetchCall(value);
  if (value.type === 'error') return typeof value.message === 'string';
  if (value.type === 'pages') return isListedPages(value.pages);
  return (
    value.type === 'result' &&
    isRenderResult(value.result) &&
    isHeadAnswer((value.result as Record<string, unknown>).head)
  );
}
