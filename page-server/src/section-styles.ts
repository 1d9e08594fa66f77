/**
 * A section's stylesheets, served from the shell's own origin. The rendered page needs the
 * section's CSS in its head to be styled at first paint, and a `<link rel="stylesheet">` there
 * blocks painting until it arrives: linked from the remote's origin, a remote that accepts the
 * connection and never answers kept the whole page (header and footer included) from ever painting.
 * So the page server fetches each of a section's stylesheets once, with a time limit, keeps it by
 * the hash of what it serves (immutable), and links it at `/_sections/<sha256>.css` on the shell's
 * origin; its `url(…)`s are made absolute, so fonts and pictures still come from the remote (they
 * never block painting). A stylesheet not there in time is left out of that page's head: the
 * section's own code loads it in the browser, as without server rendering. Inlining was measured
 * and left out (docs/targets.md): no faster, bigger pages, CSP hashes the static hosting cannot
 * carry, and a second download by the federation runtime.
 */
import { createHash } from 'node:crypto';
import type http from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { readCappedText } from './capped-body';
import { cacheControl } from '@betoch/shared/domain/cache-rules';
import { acceptedEncoding } from '@betoch/shared/build/content-encoding';

/** Where the shell serves section stylesheets (the Node server and nginx alike). */
export const SECTION_STYLES_DIR = '_sections';
/** The only paths served there: a SHA-256 in hex and `.css`, so never a path outside. */
const SECTION_STYLE_PATH = /^\/_sections\/([0-9a-f]{64})\.css$/;
/** The same rule for nginx's `location` (a regular expression in quotes: `{64}` opens a block). */
export const SECTION_STYLE_LOCATION = '~ "^/_sections/[0-9a-f]{64}\\.css$"';

/**
 * The time limit of a stylesheet's fetch from the remote (the whole answer, body included). A
 * stylesheet is a few kilobytes and takes milliseconds on loopback or a data-centre network, as
 * the remote's other files (`SERVER_FILE_TIMEOUT_MS`, 0.8 s): this cuts off only a hung origin.
 */
export const SECTION_STYLE_FETCH_MS = 1500;
/**
 * How long a page waits for its section's stylesheets before it goes out without them, counted
 * from the start of its render (they are asked for then). The fetch goes on in the background
 * (within its own limit) and the next page has them; a hung origin never adds more than this to a
 * page, and nothing to one whose render already took as long.
 */
export const SECTION_STYLE_WAIT_MS = 500;
/** A bigger answer is not a stylesheet of a section (the largest is 40 KB): refused, not kept. */
const MAX_STYLESHEET_BYTES = 1_000_000;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/** Stylesheets kept (least recently used first out): every release of every section, and more. */
const MAX_KEPT = 256;
/** A file whose name has no content hash may change under the same URL: fetched again after this. */
const UNHASHED_TTL_MS = 10_000;
/** Webpack's content-hashed file names (`__federation_expose_routes.71630239.css`). */
const HASHED_FILE = /\.[0-9a-f]{8}\.css$/;

/** The served path of a stylesheet's hash. */
export function sectionStylePath(hash: string): string {
  return `/${SECTION_STYLES_DIR}/${hash}.css`;
}

/** The hash a request path names, or null for any path that is not one of ours. */
export function hashOfSectionStylePath(pathname: string): string | null {
  return SECTION_STYLE_PATH.exec(pathname)?.[1] ?? null;
}

/** SHA-256 in hex of what is served (after rewriting): the name it is served under. */
export function stylesheetHash(css: string): string {
  return createHash('sha256').update(css).digest('hex');
}

/** A URL as a CSS string: quoted, with what would end or break the string escaped. */
function cssString(url: string): string {
  return `"${url.replace(/["\\\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;
}

/** An absolute URL for a reference of the stylesheet at `base`, or null to leave it as it is. */
function absolute(reference: string, base: string): string | null {
  // A fragment (`url(#default#VML)`, an SVG filter) names something in the document, and data:
  // URLs are already whole.
  if (reference === '' || reference.startsWith('#') || /^data:/i.test(reference)) return null;
  try {
    const url = new URL(reference, base);
    return url.href === reference ? null : url.href;
  } catch {
    return null;
  }
}

/**
 * The stylesheet at `base` with its relative `url(…)`s and `@import` strings made absolute on its
 * own origin: served from the shell's origin, `url(static/marker.png)` would otherwise name a file
 * the shell does not have. Fragments, data: URLs and absolute URLs are left as they are. Webpack's
 * output has no `url(` inside comments or strings, so the patterns need no CSS parser.
 */
export function rewriteStylesheetUrls(css: string, base: string): string {
  return css
    .replace(
      /url\(\s*(?:"([^"]*)"|'([^']*)'|([^'")\s]*))\s*\)/gi,
      (whole, double?: string, single?: string, bare?: string) => {
        const raw = double ?? single ?? bare ?? '';
        // Escapes in the reference would need CSS unescaping first; webpack writes none.
        if (raw.includes('\\')) return whole;
        const url = absolute(raw, base);
        return url === null ? whole : `url(${cssString(url)})`;
      },
    )
    .replace(/@import\s+(?:"([^"]*)"|'([^']*)')/gi, (whole, double?: string, single?: string) => {
      const raw = double ?? single ?? '';
      if (raw.includes('\\')) return whole;
      const url = absolute(raw, base);
      return url === null ? whole : `@import ${cssString(url)}`;
    });
}

/** A stylesheet as kept and served. */
export interface SectionStyle {
  /** Its URL on the remote's origin: the page's `data-href`, by which the section's CSS loader
   * recognises it as loaded. */
  href: string;
  hash: string;
  /** The served path on the shell's origin. */
  path: string;
  css: string;
}

interface Kept extends SectionStyle {
  gzip: Buffer;
  br: Buffer;
}

export interface SectionStyles {
  /**
   * The stylesheets of `hrefs` that are here within `waitMs` (each fetched once, within its own
   * limit), in their order; the others are left out (and still fetched, for the next page).
   */
  get(hrefs: readonly string[], waitMs?: number): Promise<SectionStyle[]>;
  /** Answers a request for a path under `/_sections/`: the kept stylesheet, or 404. */
  serve(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): void;
}

export interface SectionStylesOptions {
  log: (line: string) => void;
  fetchMs?: number;
  /** The page's wait (default `SECTION_STYLE_WAIT_MS`); a prerender waits for the whole fetch. */
  waitMs?: number;
  fetch?: typeof fetch;
}

export function createSectionStyles({
  log,
  fetchMs = SECTION_STYLE_FETCH_MS,
  waitMs: defaultWaitMs = SECTION_STYLE_WAIT_MS,
  fetch: fetchFile = fetch,
}: SectionStylesOptions): SectionStyles {
  /** By remote URL: the fetch under way or done (a failed one is forgotten: the next page asks). */
  const byUrl = new Map<string, { at: number; style: Promise<Kept | null> }>();
  /** By hash: what is served. */
  const byHash = new Map<string, Kept>();

  function keep(style: Kept): void {
    byHash.delete(style.hash);
    byHash.set(style.hash, style);
    for (const [hash, old] of byHash) {
      if (byHash.size <= MAX_KEPT) break;
      byHash.delete(hash);
      byUrl.delete(old.href);
    }
  }

  async function load(href: string): Promise<Kept> {
    const response = await fetchFile(href, { signal: AbortSignal.timeout(fetchMs) });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !/^text\/css\b/i.test(type)) {
      // Nothing of a refused answer is read: its connection is let go at once.
      await response.body?.cancel();
      if (!response.ok) throw new Error(`${href} answered ${response.status}`);
      throw new Error(`${href} is not CSS (${type || 'no type'})`);
    }
    const body = await readCappedText(response, MAX_STYLESHEET_BYTES, href);
    const css = rewriteStylesheetUrls(body, href);
    const hash = stylesheetHash(css);
    const raw = Buffer.from(css);
    // Compressed once per stylesheet, hard (it is kept), on libuv's threads: up to 1 MB at these
    // levels would hold the server's one event loop, and every page with it.
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(raw, { level: 9 }),
      brotliAsync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
    ]);
    return { href, hash, path: sectionStylePath(hash), css, gzip: gzipped, br: brotli };
  }

  function styleOf(href: string): Promise<Kept | null> {
    const known = byUrl.get(href);
    if (
      known &&
      (HASHED_FILE.test(new URL(href).pathname) || Date.now() - known.at < UNHASHED_TTL_MS)
    ) {
      return known.style;
    }
    const style = load(href).then(
      (kept) => {
        keep(kept);
        return kept;
      },
      (error: unknown) => {
        byUrl.delete(href);
        log(
          `section stylesheet ${href}: ${error instanceof Error ? error.message : String(error)}`,
        );
        return null;
      },
    );
    byUrl.set(href, { at: Date.now(), style });
    return style;
  }

  return {
    async get(hrefs, waitMs = defaultWaitMs) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), waitMs);
      });
      try {
        const styles = await Promise.all(hrefs.map((href) => Promise.race([styleOf(href), late])));
        return styles
          .filter((style): style is Kept => style !== null)
          .map((style) => {
            // In use again: the last to be dropped, so a page just sent finds its stylesheet.
            keep(style);
            const { href, hash, path, css } = style;
            return { href, hash, path, css };
          });
      } finally {
        clearTimeout(timer);
      }
    },

    serve(req, res, pathname) {
      const hash = hashOfSectionStylePath(pathname);
      const style = hash === null ? undefined : byHash.get(hash);
      if (!style || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const encoding = acceptedEncoding(req.headers['accept-encoding']);
      const body = encoding ? style[encoding] : Buffer.from(style.css);
      res.writeHead(200, {
        'Content-Type': 'text/css; charset=utf-8',
        // Named by its content, it never changes: immutable (cache-rules.ts, nginx's too).
        'Cache-Control': cacheControl(pathname),
        'Content-Length': String(body.length),
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  };
}
