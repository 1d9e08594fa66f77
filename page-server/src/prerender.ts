/**
 * `npm run prerender -- --out <dir> --config <config.json> --origin <shell origin> [--site-origin <o>]
 * [--listings N]`: the pages nginx serves rendered. nginx cannot run code, so the public pages are
 * rendered ahead — every page of the sections' lists, post and agent, and the N newest listings,
 * as the listing page shows them (DEFAULT_PRERENDER_LISTINGS, or BETOCH_PRERENDER_LISTINGS; all of today's 60),
 * the rest left to nginx's page and the browser, as a page that fails is —
 * with the same code as `npm start`'s server (`createPageRenderer`: the shell's server bundle,
 * the remotes' server entries fetched over HTTP from the origins `config.json` names, data and
 * translations from `--origin`) and written as a file nginx finds with `try_files`:
 *
 * - `/theme/classic` → `<out>/theme/classic/index.html`
 * - `/property/image-box?id=b01&lang=am` → `<out>/property/image-box/id=b01&lang=am.html` (the
 *   query exactly as nginx's `$args` holds it)
 * - `<out>/theme/classic/low~index.html`: each page as a visitor saving data gets it (no hero
 *   picture, the smallest photos: docs/low-data.md), which nginx serves them; `--no-low-data`
 *   leaves these out
 * - `<out>/_sections/<sha256>.css`: the sections' stylesheets, linked from the pages on the shell's
 *   origin (page-server/src/section-styles.ts), so painting never waits for a remote's origin
 * - `<out>/sitemap.xml`, `<out>/robots.txt`, and past 50,000 addresses `<out>/sitemaps/<n>.xml`
 *   (sitemap.xml is then their index; docs/seo.md#the-sitemap-at-scale)
 * - `<out>/style-src-attr.map`: per file, the CSP sources of its `style="…"` attributes, which the
 *   generated nginx configuration (scripts/nginx.ts) includes into a `map` (a page gets exactly
 *   its own hashes, as from the Node server; a reload picks new ones up, no regeneration)
 * - `<out>/prerender.json`: when, from which config and origins, the pages written, the failures.
 *
 * A page that fails (no answer, a redirect, or parts that could not render on the server) is left
 * out and reported: nginx then serves the browser-rendered index.html for it. So is a page whose
 * file name would be too long for the file system (an over-long id: a name over 255 bytes, a path
 * over 4095), listed as skipped. The whole folder is written beside `<out>` and renamed into place,
 * so nginx never serves a mix of two runs and a page failing now does not leave an older copy
 * behind; a run that fails removes its staging folder and leaves `<out>` as it was. Run it again after a deploy or a promotion
 * (`npm run promote -- … --prerender <out>` does), then `nginx -s reload`.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlibConstants,
  gzip,
  gzipSync,
} from 'node:zlib';
import { LANGUAGES } from '@betoch/shared/domain/constants';
import { NOT_FOUND_PATH } from '@betoch/shared/domain/paths';
import { parseInternalListingsUrl, type RuntimeConfig } from '@betoch/shared/config/runtime-config';
import { REPO_ROOT } from '@betoch/shared/build/layout';
import {
  robotsTxt,
  siteEntries,
  sitemapDocument,
  sitemapFileNumbers,
  sitemapFilePath,
  localizedPath,
  type SitemapEntry,
} from './seo';
import { sitemapListings } from './sitemap-listings';
import type { ListedPage } from '@betoch/shared/pages';
import { lowDataFile, trustedConfig } from './nginx';
import type { DataMode } from '@betoch/shared/domain/data-mode';
import { createPageRenderer, type PageRenderer, type SiteMap } from './page-render';
import { allowedRemoteOrigins } from './serve';

/** The file of the style-attribute map (nginx includes `<out>/*.map`). */
export const STYLE_MAP_FILE = 'style-src-attr.map';
/** A page's wait for its section's stylesheets: longer than the manifest's and the file's limits. */
const PRERENDER_STYLE_WAIT_MS = 5000;
/**
 * A page's whole budget in the prerender. A visitor's is 2.5 s (`RENDER_DEADLINE_MS`), but nobody
 * waits for the prerender, and a page past its budget is left out of every visitor's hosting until
 * the next run: on a busy 2-core machine a cold worker's first page took longer than 2.5 s. A
 * hung remote still costs only its files' own limits (0.8–1.5 s), and a spinning one this bound.
 */
export const PRERENDER_DEADLINE_MS = 15_000;
/**
 * Each remote file's limit in the prerender's workers (a section's Node entry, chunks, `./pages`).
 * A visitor's is 0.8 s (`SERVER_FILE_TIMEOUT_MS`), so that a hung origin fails inside a page's
 * 2.5 s; a deploy can wait for a section that is still cold: on a busy two-core machine a
 * section's list of pages took longer than 1 s, and its pages were left out (issue 25).
 */
export const PRERENDER_FILE_TIMEOUT_MS = 10_000;
/**
 * How many times the prerender asks for the sections' lists of pages while one does not answer,
 * and how long it waits between two asks. A section still silent then stops the run: a site
 * published with a section's pages missing would be served until the next run.
 */
export const PRERENDER_LIST_TRIES = 3;
const PRERENDER_LIST_PAUSE_MS = 2000;
/**
 * Pages rendered at once. Each section renders in a worker of its own (its lane), so pages of
 * different sections render side by side, and a page's render overlaps the writing of another's
 * (stitching, gzip and brotli in this process); within a lane they wait their turn as before.
 */
export const PRERENDER_CONCURRENCY = 4;
/** The record of a run. */
export const RECORD_FILE = 'prerender.json';
/**
 * How many listings the prerender renders by default: the newest, the listing page's first
 * (docs/seo.md#what-the-prerender-renders). Every listing at today's 60; at 1,000,000 the rest are
 * rendered by the browser from nginx's page, as a page that failed to prerender is.
 */
export const DEFAULT_PRERENDER_LISTINGS = 1000;

/**
 * The file (relative to the output folder, with a leading slash) nginx looks up for a page:
 * `<path>/index.html` without a query, `<path>/<query>.html` with one. nginx's `$uri` is the
 * decoded path, its `$args` the raw query. Null for an address no file can stand for.
 */
export function pageFile(url: string): string | null {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath).replace(/\/+$/, '');
  } catch {
    return null;
  }
  const segments = pathname.split('/').slice(1);
  if (!pathname.startsWith('/') || segments.some((s) => s === '' || s === '.' || s === '..')) {
    return null;
  }
  // nginx's map sends a query holding a slash, or the bare query `index`, to no file.
  if (query.includes('/') || query === 'index' || query.includes('\0')) return null;
  return `${pathname}/${query === '' ? 'index' : query}.html`;
}

/**
 * Every address a visitor or a crawler lands on, in both languages: the sitemap's pages (their
 * canonical addresses: home variants, listings, each property, post and agent, the fixed pages)
 * and the other layouts of the same content and the pages left out of the sitemap (coming-soon,
 * not-found), which nginx would otherwise serve unrendered; the sections' own lists of pages
 * (`pages`, each section's `./pages`). A visitor's own pages (log-in, favourites, compare …) stay
 * with the browser: a render of them would be empty anyway.
 */
export function publicUrls(
  entries: readonly { path: string }[],
  pages: readonly ListedPage[],
): string[] {
  const paths = new Set(entries.map((entry) => entry.path));
  for (const page of pages) {
    if (!page.visitorsOwn) paths.add(page.path);
  }
  return [...paths].flatMap((p) => LANGUAGES.map((language) => localizedPath(p, language)));
}

/** The longest file or folder name most file systems take (ext4, XFS, APFS, NTFS: 255 bytes). */
export const MAX_NAME_BYTES = 255;
/** The longest path Linux takes (PATH_MAX, 4096 bytes with its terminating NUL). */
export const MAX_PATH_BYTES = 4095;

/**
 * Why `file` (a page's file, `pageFile`'s answer) cannot be written under `dir`, or null when it
 * can: a name of it over MAX_NAME_BYTES or the whole path over MAX_PATH_BYTES (UTF-8 bytes, as
 * the file system counts them), which the file system would refuse with ENAMETOOLONG.
 */
export function fileNameProblem(file: string, dir: string): string | null {
  for (const name of file.split('/')) {
    const bytes = Buffer.byteLength(name);
    if (bytes > MAX_NAME_BYTES) {
      return `its file name would be too long (${bytes} bytes, over ${MAX_NAME_BYTES})`;
    }
  }
  const bytes = Buffer.byteLength(path.join(dir, file));
  return bytes > MAX_PATH_BYTES
    ? `its file path would be too long (${bytes} bytes, over ${MAX_PATH_BYTES})`
    : null;
}

/** One entry of the style-attribute map: the file as nginx's `$uri` holds it once it is found. */
export function styleMapLine(file: string, sources: readonly string[]): string {
  if (/["\\$\n;{}]/.test(file)) throw new Error(`cannot write ${file} into nginx's map`);
  return `"${file}" "; style-src-attr 'unsafe-hashes' ${sources.join(' ')}";`;
}

/**
 * `BETOCH_PRERENDER_LISTINGS` when set (so `promote` and `rollback`'s prerender follow it too),
 * else DEFAULT_PRERENDER_LISTINGS.
 */
function listingsFromEnvironment(): number {
  const raw = process.env.BETOCH_PRERENDER_LISTINGS;
  return raw === undefined || raw === '' ? DEFAULT_PRERENDER_LISTINGS : Number(raw);
}

export interface PrerenderOptions {
  /** Where the files go (replaced as a whole). */
  outDir: string;
  /** The deployed config.json (as nginx serves it). */
  configFile: string;
  /** The shell as nginx serves it: data and translations are read there. */
  origin: string;
  /** The public origin of canonical URLs, Open Graph and the sitemap (default: `origin`). */
  siteOrigin?: string;
  /** The shell's build (its index.html, assets/data, and ../dist-server/server.js). */
  distDir?: string;
  /** Origins remotes may come from (default: BETOCH_REMOTE_ORIGINS or the local ports). */
  remoteOrigins?: readonly string[];
  log?: (line: string) => void;
  /** The renderer (tests): by default the shell's server bundle, as `npm start` renders. */
  createRenderer?: typeof createPageRenderer;
  /** How many listings are rendered, the newest first (DEFAULT_PRERENDER_LISTINGS). */
  listings?: number;
  /** How the listings service is asked (tests): the global fetch by default. */
  fetch?: typeof fetch;
  /**
   * The listings service as the prerender reaches it (default: `LISTINGS_SERVICE_INTERNAL_URL`;
   * else config.json's address), for the pages and the sitemap alike.
   */
  listingsInternalUrl?: string;
  /**
   * Whether each page is also written as a visitor saving data gets it (docs/low-data.md), beside
   * its normal file (`lowDataFile`); true by default. Without it, such a visitor on nginx gets the
   * normal page, which turns to low data once live, after its pictures were asked for.
   */
  lowData?: boolean;
}

export interface PrerenderRecord {
  finishedAt: string;
  durationMs: number;
  config: string;
  remotes: RuntimeConfig['remotes'];
  origin: string;
  siteOrigin: string;
  /** The most listings rendered (the option), and the sitemap's files beside sitemap.xml. */
  listingLimit: number;
  sitemapFiles: number;
  pages: { url: string; file: string; status: number; ms: number }[];
  failures: { url: string; reason: string }[];
  /** Pages no file can be written for (a name too long): the browser renders them. */
  skipped: { url: string; reason: string }[];
  /**
   * The pages as a visitor saving data gets them, for each page written above (none with
   * `lowData: false`); a page whose low-data render failed is served its normal file.
   */
  lowData: { pages: PrerenderRecord['pages']; failures: PrerenderRecord['failures'] };
}

/** A file and, as the builds have, its .gz and .br copies (nginx's gzip_static, brotli_static). */
function writeFile(file: string, text: string): void {
  const body = Buffer.from(text);
  writeFileSync(file, body);
  if (body.length < 1024) return;
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
  );
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * A page or a section's stylesheet and its .gz and .br copies, compressed on libuv's threads
 * while other pages render. Written once for every visitor, so brotli at its best, quality 11: on
 * the home page's 99 KB it takes what quality 9 did (97 ms) and gives 15.4 KB instead of 17.4 KB.
 */
async function writePageFile(file: string, text: string): Promise<void> {
  const body = Buffer.from(text);
  writeFileSync(file, body);
  if (body.length < 1024) return;
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  writeFileSync(`${file}.gz`, gz);
  writeFileSync(`${file}.br`, br);
}

/**
 * The site's data and every section's list of pages, each from the release `config` names: a
 * section that does not answer is asked again (`PRERENDER_LIST_TRIES`); one that never does stops
 * the run, naming it, rather than publishing the site without its pages (or with the list of
 * another release).
 */
async function everySectionAnswered(
  renderer: PageRenderer,
  config: RuntimeConfig,
  log: (line: string) => void,
): Promise<SiteMap> {
  for (let attempt = 1; ; attempt++) {
    const siteMap = await renderer.siteMap(config);
    const silent = siteMap.unanswered.join(', ');
    if (silent === '') return siteMap;
    if (attempt >= PRERENDER_LIST_TRIES) {
      throw new Error(
        `the pages of ${silent}: no answer in ${PRERENDER_LIST_TRIES} tries, so the prerender stops ` +
          `and the last run stays served (a section's pages are never left out unsaid)`,
      );
    }
    log(
      `the pages of ${silent}: no answer (try ${attempt} of ${PRERENDER_LIST_TRIES}); asked again`,
    );
    await new Promise((resolve) => setTimeout(resolve, PRERENDER_LIST_PAUSE_MS));
  }
}

/**
 * Runs `work` on each item, at most `limit` at a time, in the items' order. The first error is
 * thrown once every started item has settled, and no item starts after it: nothing is still
 * writing into the staging folder when the run removes it.
 */
export async function eachAtMost<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const runner = async () => {
    while (failure === null && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  if (failure !== null) throw (failure as { error: unknown }).error;
}

/**
 * The pages in turns of their first path segment (`/theme/…`, `/property/…`, `/listing/…`), so
 * that the pages rendered at once mostly belong to different sections, each with its own worker.
 */
export function bySectionInTurn<T extends { url: string }>(pages: readonly T[]): T[] {
  const groups = new Map<string, T[]>();
  for (const page of pages) {
    const key = page.url.split(/[/?]/)[1] ?? '';
    const group = groups.get(key);
    if (group) group.push(page);
    else groups.set(key, [page]);
  }
  const queues = [...groups.values()];
  const turns: T[] = [];
  for (let round = 0; turns.length < pages.length; round++) {
    for (const queue of queues) {
      const page = queue[round];
      if (page) turns.push(page);
    }
  }
  return turns;
}

/** The folder a run is written in before it is renamed to `outDir`. */
function stagingDir(outDir: string): string {
  return `${outDir}.staging-${process.pid}`;
}

/**
 * Renders every public page into `outDir`; returns what it wrote in `prerender.json`. A run that
 * fails leaves `outDir` as it was and no staging folder behind.
 */
export async function prerender(options: PrerenderOptions): Promise<PrerenderRecord> {
  try {
    return await renderRun(options);
  } catch (error) {
    rmSync(stagingDir(options.outDir), { recursive: true, force: true });
    throw error;
  }
}

async function renderRun({
  outDir,
  configFile,
  origin,
  siteOrigin = origin,
  distDir = path.join(REPO_ROOT, 'shell', 'dist'),
  remoteOrigins = allowedRemoteOrigins(),
  log = (line) => console.error(`[prerender] ${line}`),
  createRenderer = createPageRenderer,
  listings: listingLimit = listingsFromEnvironment(),
  fetch: fetchImpl = fetch,
  listingsInternalUrl = parseInternalListingsUrl(process.env.LISTINGS_SERVICE_INTERNAL_URL),
  lowData = true,
}: PrerenderOptions): Promise<PrerenderRecord> {
  if (!Number.isInteger(listingLimit) || listingLimit < 0) {
    throw new Error(
      `the number of listings to prerender must be a whole number ≥ 0, not ${listingLimit}`,
    );
  }
  const started = Date.now();
  // nginx's configuration refuses such a config.json too: nothing would serve those pages.
  const config = trustedConfig(configFile, remoteOrigins);
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const renderer = createRenderer({
    distDir,
    selfOrigin: origin,
    siteOrigin,
    log,
    // Written once for every visitor: each page waits for its section's stylesheets (within the
    // fetches' own limits) rather than going out without them.
    sectionStyleWaitMs: PRERENDER_STYLE_WAIT_MS,
    deadlineMs: PRERENDER_DEADLINE_MS,
    fileTimeoutMs: PRERENDER_FILE_TIMEOUT_MS,
    listingsInternalUrl,
  });
  let siteMap: SiteMap;
  try {
    siteMap = await everySectionAnswered(renderer, config, log);
  } catch (error) {
    renderer.close();
    throw error;
  }
  const { data, pages: sectionPages } = siteMap;
  if (!data) {
    renderer.close();
    throw new Error(`the site data in ${distDir}/assets/data cannot be read`);
  }

  // The listings from the service config.json names, else the data: asked before any render, so
  // a service that does not answer stops the run and nginx keeps the last one.
  const listings = sitemapListings(config, data, {
    fetchImpl,
    internalUrl: listingsInternalUrl,
  });
  const sitemap = { origin: siteOrigin, data, pages: sectionPages, listings };
  let bounded: SitemapEntry[];
  let sitemapFiles: number[];
  try {
    const { fixed, posts, agents } = siteEntries(data, sectionPages);
    bounded = [...fixed, ...(await listings.newest(listingLimit)), ...posts, ...agents];
    sitemapFiles = await sitemapFileNumbers(sitemap);
  } catch (error) {
    renderer.close();
    throw error;
  }

  const staging = stagingDir(outDir);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const pages: PrerenderRecord['pages'] = [];
  const failures: PrerenderRecord['failures'] = [];
  const low: PrerenderRecord['lowData'] = { pages: [], failures: [] };
  const skipped: PrerenderRecord['skipped'] = [];
  const skip = (url: string, reason: string) => {
    skipped.push({ url, reason });
    log(`${url}: skipped, the browser renders it (${reason})`);
  };
  const styleLines: string[] = [];
  const stylesWritten = new Set<string>();
  /**
   * Renders one page into the staging folder; the reason it was left out, or null. `retry`: the
   * render itself failed (no answer, or parts of the page did not render), which a busy machine
   * or a remote's passing hiccup can cause, so it is worth a second try.
   */
  const renderInto = async (
    url: string,
    file: string,
    dataMode: DataMode = 'normal',
  ): Promise<{ reason: string; retry: boolean } | null> => {
    const pageStarted = Date.now();
    const answer = await renderer.render(url, config, template, { dataMode });
    if (answer === null) {
      return { reason: 'the server render failed (see the log above)', retry: true };
    }
    if (answer.kind === 'redirect') {
      return { reason: `redirects to ${answer.location}`, retry: false };
    }
    if (answer.errors.length > 0) {
      return { reason: `parts did not render: ${answer.errors.join('; ')}`, retry: true };
    }
    if (answer.status !== (url.split('?')[0] === NOT_FOUND_PATH ? 404 : 200)) {
      return { reason: `answered ${answer.status}`, retry: false };
    }
    const target = path.join(staging, file);
    try {
      mkdirSync(path.dirname(target), { recursive: true });
      await writePageFile(target, answer.html);
    } catch (error) {
      // A file system with shorter limits than MAX_NAME_BYTES and MAX_PATH_BYTES.
      if ((error as NodeJS.ErrnoException).code !== 'ENAMETOOLONG') throw error;
      skip(url, 'its file name is too long for this file system (ENAMETOOLONG)');
      return null;
    }
    // The section's stylesheets, served by nginx from the shell's origin (page-render.ts links
    // them at `/_sections/<hash>.css`); named by their hash, so written once.
    for (const style of answer.sectionStyles) {
      // Claimed before the write: another page rendered meanwhile may link the same file.
      if (stylesWritten.has(style.path)) continue;
      stylesWritten.add(style.path);
      const styleFile = path.join(staging, style.path);
      mkdirSync(path.dirname(styleFile), { recursive: true });
      await writePageFile(styleFile, style.css);
    }
    if (answer.styleSources.length > 0) styleLines.push(styleMapLine(file, answer.styleSources));
    (dataMode === 'low' ? low.pages : pages).push({
      url,
      file,
      status: answer.status,
      ms: Date.now() - pageStarted,
    });
    return null;
  };
  const leaveOut = (url: string, reason: string) => {
    failures.push({ url, reason });
    log(`${url}: left out, the browser renders it (${reason})`);
  };
  const urls = publicUrls(bounded, sectionPages);
  try {
    const again: { url: string; file: string }[] = [];
    const first: { url: string; file: string }[] = [];
    for (const url of urls) {
      const file = pageFile(url);
      if (!file) {
        failures.push({ url, reason: 'no file name nginx would look up' });
        continue;
      }
      const tooLong = fileNameProblem(file, staging);
      if (tooLong) skip(url, tooLong);
      else first.push({ url, file });
    }
    await eachAtMost(bySectionInTurn(first), PRERENDER_CONCURRENCY, async ({ url, file }) => {
      const failed = await renderInto(url, file);
      if (failed?.retry) {
        log(`${url}: not rendered (${failed.reason}); tried again after the other pages`);
        again.push({ url, file });
      } else if (failed) leaveOut(url, failed.reason);
    });
    // Once more, after the rest: what failed by a passing cause renders now; what fails again is
    // left out (a section whose server code throws, a remote that stays hung).
    await eachAtMost(again, PRERENDER_CONCURRENCY, async ({ url, file }) => {
      const failed = await renderInto(url, file);
      if (failed) leaveOut(url, failed.reason);
    });
    // Then each written page as a visitor saving data gets it, tried twice as well; one that
    // fails leaves that visitor the normal file (nginx's try_files), so it is no failure above.
    if (lowData) {
      const lowAgain: { url: string; file: string }[] = [];
      const lowItems = pages.map(({ url, file }) => ({ url, file: lowDataFile(file) }));
      const leaveLowOut = (url: string, reason: string) => {
        low.failures.push({ url, reason });
        log(`${url}: its low-data page left out, such visitors get the normal one (${reason})`);
      };
      await eachAtMost(bySectionInTurn(lowItems), PRERENDER_CONCURRENCY, async (item) => {
        const failed = await renderInto(item.url, item.file, 'low');
        if (failed?.retry) lowAgain.push(item);
        else if (failed) leaveLowOut(item.url, failed.reason);
      });
      await eachAtMost(lowAgain, PRERENDER_CONCURRENCY, async ({ url, file }) => {
        const failed = await renderInto(url, file, 'low');
        if (failed) leaveLowOut(url, failed.reason);
      });
    }
    // In the order of the addresses, whichever render finished first.
    const order = new Map(urls.map((url, index) => [url, index]));
    const byAddress = (a: { url: string }, b: { url: string }) =>
      (order.get(a.url) ?? 0) - (order.get(b.url) ?? 0);
    pages.sort(byAddress);
    failures.sort(byAddress);
    low.pages.sort(byAddress);
    low.failures.sort(byAddress);
    styleLines.sort();
  } finally {
    // The render workers would keep the process alive.
    renderer.close();
  }
  // sitemap.xml, and past 50,000 addresses its files, one file in memory at a time.
  const sitemapText = async (file?: number) =>
    [...((await sitemapDocument(sitemap, file)) ?? [])].join('');
  writeFile(path.join(staging, 'sitemap.xml'), await sitemapText());
  for (const file of sitemapFiles) {
    const target = path.join(staging, sitemapFilePath(file));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFile(target, await sitemapText(file));
  }
  writeFile(path.join(staging, 'robots.txt'), robotsTxt(siteOrigin, sectionPages));
  writeFileSync(
    path.join(staging, STYLE_MAP_FILE),
    [
      '# Generated by scripts/prerender.ts: the CSP sources of each prerendered file',
      "# `style` attributes; scripts/nginx.ts's configuration includes it into a map.",
      ...styleLines,
      '',
    ].join('\n'),
  );
  const record: PrerenderRecord = {
    finishedAt: new Date().toISOString(),
    durationMs: Date.now() - started,
    config: path.resolve(configFile),
    remotes: config.remotes,
    origin,
    siteOrigin,
    listingLimit,
    sitemapFiles: sitemapFiles.length,
    pages,
    failures,
    skipped,
    lowData: low,
  };
  writeFileSync(path.join(staging, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
  // Swap the folders: nginx sees the old run or the new one, never a mix.
  const old = `${outDir}.old-${process.pid}`;
  rmSync(old, { recursive: true, force: true });
  let hadOld = true;
  try {
    renameSync(outDir, old);
  } catch {
    hadOld = false;
  }
  try {
    renameSync(staging, outDir);
  } catch (error) {
    // Put the previous run back: nginx keeps serving it.
    if (hadOld) renameSync(old, outDir);
    throw error;
  }
  if (hadOld) rmSync(old, { recursive: true, force: true });
  return record;
}
