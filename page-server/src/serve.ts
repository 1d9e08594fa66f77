/**
 * Serves the production builds: the shell on 3000 (its page for every extension-less path), each
 * remote on its own port with CORS, hashed files cached as immutable, entry files never cached,
 * precompressed brotli/gzip served when the browser accepts them. Every HTML response carries the
 * page headers (CSP, no framing, no-store); the shell's CSP names only the remotes of its
 * config.json that the environment trusts. config.json and index.html are checked at start and
 * whenever they change: a broken edit is logged and the last good copy served, and no request,
 * whatever happens on disk, can bring the process (which serves every app) down.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import sirv from 'sirv';
import {
  parseInternalListingsUrl,
  parseRuntimeConfig,
  REMOTE_NAMES,
  refuseUntrustedRemotes,
  type RuntimeConfig,
} from '@betoch/shared/config/runtime-config';
import {
  ALL_APPS,
  API_PORT,
  LISTINGS_SERVICE_PORT,
  MAIL_CATCHER_PORT,
  MAIL_CATCHER_SMTP_PORT,
  REMOTES,
  type AppDefinition,
} from '@betoch/shared/build/apps';
import { addressForChoice, languageOfCookieHeader } from '@betoch/shared/domain/language-address';
import { dataModeOfRequest } from '@betoch/shared/domain/data-mode';
import { REPO_ROOT } from '@betoch/shared/build/layout';
import {
  acceptedEncoding,
  encodeBodyAsync,
  type ContentEncoding,
} from '@betoch/shared/build/content-encoding';
import { REQUEST_ID_HEADER, soundRequestId } from '@betoch/shared/server/request-id';
import { robotsTxt, sitemapDocument, sitemapFileNumber } from './seo';
import { sitemapListings } from './sitemap-listings';
import { startApiProcess } from './api-process';
import { canRunListingsService, startListingsProcess } from './listings-process';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { takeServiceSecrets } from './service-process';
import { cacheControl } from '@betoch/shared/domain/cache-rules';
import { createPageRenderer, type PageAnswer } from './page-render';
import { releasesRoot } from './releases';
import { SECTION_STYLES_DIR } from './section-styles';

/** Where the server reports what it refused or what failed; one line each. */
export type ServerLog = (line: string) => void;

const consoleLog: ServerLog = (line) => console.error(`[serve] ${line}`);

/** Paths whose last segment has an extension name files: they are never answered with the page. */
function hasExtension(pathname: string): boolean {
  return /\.[^/.]+$/.test(pathname);
}

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The origins remotes may be loaded from: BETOCH_REMOTE_ORIGINS (comma-separated, set at deploy
 * time), or by default the remotes' own ports on localhost. */
export function allowedRemoteOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = (env.BETOCH_REMOTE_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (listed.length === 0) {
    return REMOTES.flatMap((app) => [
      `http://localhost:${app.port}`,
      `http://127.0.0.1:${app.port}`,
    ]);
  }
  return listed.map((entry) => {
    const origin = originOf(entry);
    if (!origin) throw new Error(`BETOCH_REMOTE_ORIGINS: "${entry}" is not an origin`);
    return origin;
  });
}

/** An HTML page held in memory, ready to send in each encoding. */
interface Page {
  /** The page as text: the template server-rendered pages are written into. */
  text: string;
  body: Buffer;
  /** The body in an encoding: compressed at its first request, off the event loop, then kept. */
  encoded(encoding: ContentEncoding): Promise<Buffer>;
  /** CSP sources of its inline scripts. */
  inlineScripts: string[];
}

/** `body`'s encodings, each compressed once, when first asked for (encodeBodyAsync). */
function encodedOnce(body: Buffer): Page['encoded'] {
  const kept = new Map<ContentEncoding, Promise<Buffer>>();
  return (encoding) => {
    let encoded = kept.get(encoding);
    if (!encoded) kept.set(encoding, (encoded = encodeBodyAsync(body, encoding)));
    return encoded;
  };
}

/** CSP sources (`'sha256-…'`) of a page's inline scripts. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

/** Checks an index.html (a truncated or emptied file is refused) and prepares it for sending. */
function parsePage(html: string): Page {
  if (!/<div id="root"><\/div>/.test(html) || !/<\/html>\s*$/i.test(html)) {
    throw new Error('index.html is incomplete (no #root or no closing </html>)');
  }
  const body = Buffer.from(html);
  return { text: html, body, encoded: encodedOnce(body), inlineScripts: inlineScriptSources(html) };
}

/**
 * A page's CSP: its own origin, the trusted remotes, the API, the listings service (its answers,
 * and its sellers' photos: docs/publishing.md#photos) and the tiles of `config`, its inline
 * scripts.
 */
export function contentSecurityPolicy(
  inlineScripts: readonly string[],
  config: RuntimeConfig,
): string {
  const remotes = REMOTE_NAMES.filter((name) => config.refused?.[name] === undefined).map((name) =>
    originOf(config.remotes[name]),
  );
  // The listings service is read by the browser too (docs/listings-service.md), and serves the
  // photos of its sellers' listings.
  const listings = config.listingsApiUrl ? [originOf(config.listingsApiUrl)] : [];
  const api = [originOf(config.apiBaseUrl), ...listings];
  const tiles = config.tileUrl ? [originOf(config.tileUrl.replace(/\{s\}\./, 'a.'))] : [];
  const list = (items: (string | null)[]) =>
    [...new Set(items.filter(Boolean))].map((item) => ` ${item}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${list([...remotes, ...inlineScripts])}`,
    `style-src 'self'${list(remotes)}`,
    `img-src 'self' data: blob:${list([...remotes, ...tiles, ...listings])}`,
    `font-src 'self'${list(remotes)}`,
    `connect-src 'self'${list([...remotes, ...api])}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The headers of every HTML response: never framed, never cached, no powerful features. */
export function documentHeaders(csp: string): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * Reads `file` now (it must be good: there is no older copy to fall back on) and again whenever
 * its size, time or inode changes; a copy that `parse` rejects is logged once and the last good
 * one kept.
 */
function watchedFile<T>(file: string, parse: (text: string) => T, log: ServerLog): () => T {
  const stamp = () => {
    try {
      const stats = statSync(file);
      return `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
    } catch {
      return 'missing';
    }
  };
  let seen = stamp();
  let good = parse(readFileSync(file, 'utf8'));
  return () => {
    const now = stamp();
    if (now === seen) return good;
    seen = now;
    try {
      good = parse(readFileSync(file, 'utf8'));
      log(`${file} changed: now serving the new copy`);
    } catch (error) {
      log(`${file} refused, still serving the last good copy: ${describe(error)}`);
    }
    return good;
  };
}

/** The config.json of a host as served: valid, with untrusted remotes refused (and logged). */
function trustedConfig(value: unknown, allowedOrigins: readonly string[], log: ServerLog) {
  const parsed = parseRuntimeConfig(value);
  if ('errors' in parsed) throw new Error(`config.json is invalid: ${parsed.errors.join('; ')}`);
  const config = refuseUntrustedRemotes(parsed, allowedOrigins);
  for (const [name, reason] of Object.entries(config.refused ?? {})) {
    log(`config.json: remote "${name}" refused: ${reason}`);
  }
  if (config.listingsApiRefused) log(`config.json: ${config.listingsApiRefused}`);
  return config;
}

/** What a remote's standalone page may reach: its own origin and the local reference API. */
export const STANDALONE_CONFIG: RuntimeConfig = {
  remotes: Object.fromEntries(REMOTES.map((app) => [app.name, ''])) as RuntimeConfig['remotes'],
  apiBaseUrl: `http://localhost:${API_PORT}`,
  dataBaseUrl: '/assets/data/',
};

/** Sends the page, compressed when the browser accepts it (never failing: uncompressed then). */
async function sendPage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  page: Page,
  csp: string,
): Promise<void> {
  const accepted = acceptedEncoding(req.headers['accept-encoding']);
  const encoded = accepted ? await page.encoded(accepted).catch(() => null) : null;
  const encoding = encoded ? accepted : null;
  const body = encoded ?? page.body;
  if (res.headersSent || res.destroyed) return;
  res.writeHead(200, {
    ...documentHeaders(csp),
    'Content-Length': String(body.length),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(body);
}

/** A rendered page (compressed for this response), a redirect, or the browser-rendered page. */
async function sendAnswer(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  answer: PageAnswer | null,
  template: Page,
  csp: string,
): Promise<void> {
  if (answer === null) return sendPage(req, res, template, csp);
  if (answer.kind === 'redirect') {
    res.writeHead(302, { Location: answer.location, 'Cache-Control': 'no-store' }).end();
    return;
  }
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  const raw = Buffer.from(answer.html);
  // The page is compressed per response (a quick brotli level), off the event loop.
  const body = encoding ? await encodeBodyAsync(raw, encoding) : raw;
  if (res.headersSent || res.destroyed) return;
  const styleAttributes =
    answer.styleSources.length > 0
      ? `; style-src-attr 'unsafe-hashes' ${answer.styleSources.join(' ')}`
      : '';
  res.writeHead(answer.status, {
    ...documentHeaders(`${csp}${styleAttributes}`),
    'Content-Length': String(body.length),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Where a form the browser sent itself (before the page is live, or without JavaScript) goes
 * next: the same address, path and query as requested, never anything of the body. An address
 * that a browser would read as another site (`//host`, `/\host`) becomes `/`. The nginx
 * configuration writes the same rule (scripts/nginx.ts, docs/rules.md#forms).
 */
export function addressAfterPost(url = '/'): string {
  return /^\/(?![/\\\t\n\r])/.test(url) ? url : '/';
}

/** A 303 to the page's own address: the browser then GETs it, and its Back never re-posts. */
function seeSameAddress(req: http.IncomingMessage, res: http.ServerResponse): void {
  // The body (a password, perhaps) is never read, so it cannot reach a log or the answer.
  res.writeHead(303, {
    Location: addressAfterPost(req.url),
    'Cache-Control': 'no-store',
    'Content-Length': '0',
  });
  res.end();
}

/**
 * A visitor who chose Amharic or Afaan Oromo (the `betoch_lang` cookie) and asks for an English
 * address goes to the one in their language before anything is rendered, so the first paint is in their language; nobody
 * else is sent anywhere (`addressForChoice`, docs/seo.md). nginx's configuration writes the same
 * rule (nginx.ts). Never stored: the answer depends on the cookie.
 */
function chosenLanguageAddress(req: http.IncomingMessage): string | null {
  return addressForChoice(req.url ?? '/', languageOfCookieHeader(req.headers.cookie));
}

/** The request's path as sirv sees it (percent-decoded when that is possible). */
function requestPath(url = '/'): string {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** Wraps a handler so that any error, thrown or from a file stream, ends as a 500 and a log line. */
function guarded(
  label: string,
  log: ServerLog,
  handle: http.RequestListener,
): http.RequestListener {
  return (req, res) => {
    const fail = (error: unknown) => {
      log(`${label}: ${req.method} ${req.url} failed: ${describe(error)}`);
      if (!res.headersSent) {
        res.writeHead(500, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        res.end('Internal error');
      } else {
        res.destroy();
      }
    };
    // sirv pipes files from disk: one deleted since start must end this response, not the process.
    res.on('pipe', (source: Readable) => source.on('error', fail));
    try {
      handle(req, res);
    } catch (error) {
      fail(error);
    }
  };
}

export interface AppServerOptions {
  /** For a host: a `config.json` served instead of the build's own (as if the file were edited). */
  config?: RuntimeConfig;
  /** For a host: the origins its remotes may come from (default: `allowedRemoteOrigins()`). */
  remoteOrigins?: readonly string[];
  /** Where refusals and failures are reported (default: the console). */
  log?: ServerLog;
  /** For a remote: its releases, served under `/releases/` (default: `releases/<app>/`). */
  releasesDir?: string;
  /** For a host: where it reaches itself (server rendering reads data and translations there). */
  selfOrigin?: string;
  /** For a host: whether pages arrive rendered by the server (default: yes, when it is built). */
  serverRender?: boolean;
  /**
   * For a host: the listings service as this server reaches it, for its renders and its sitemap
   * (default: `LISTINGS_SERVICE_INTERNAL_URL`; else config.json's address).
   */
  listingsInternalUrl?: string;
}

/** A file inside a release (`/releases/1.2.0/…`); never the log, a lock or a half-copied release. */
const RELEASE_FILE = /^\/releases\/\d+\.\d+\.\d+[^/]*\/(?!.*\/\.)[^.]/;

/** An app's HTTP server, which also says when it can render pages at once. */
export interface AppServer extends http.Server {
  /**
   * Settles once the server listens and, for a shell that renders pages, its render workers have
   * started (the first page then waits for none of them).
   */
  ready(): Promise<void>;
}

/** Creates (but does not start) the HTTP server of one app's `dist/`. */
export function createAppServer(
  app: AppDefinition,
  {
    config,
    remoteOrigins = allowedRemoteOrigins(),
    log = consoleLog,
    releasesDir = path.join(releasesRoot(), app.name),
    selfOrigin = `http://localhost:${app.port}`,
    serverRender = true,
    listingsInternalUrl = parseInternalListingsUrl(process.env.LISTINGS_SERVICE_INTERNAL_URL),
  }: AppServerOptions = {},
  distDir = path.join(REPO_ROOT, app.dir, 'dist'),
): AppServer {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${app.dir} has no production build in ${distDir}: run npm run build`);
  }
  const isHost = Object.keys(app.exposes).length === 0;
  const page = watchedFile(path.join(distDir, 'index.html'), parsePage, log);
  const hostConfig = !isHost
    ? () => STANDALONE_CONFIG
    : config
      ? (() => {
          const fixed = trustedConfig(config, remoteOrigins, log);
          return () => fixed;
        })()
      : watchedFile(
          path.join(distDir, 'config.json'),
          (text) => trustedConfig(JSON.parse(text) as unknown, remoteOrigins, log),
          log,
        );
  const csp = () => contentSecurityPolicy(page().inlineScripts, hostConfig());
  const siteOrigin = process.env.BETOCH_SITE_ORIGIN?.replace(/\/$/, '') ?? selfOrigin;
  const renderer =
    isHost && serverRender
      ? createPageRenderer({ distDir, selfOrigin, siteOrigin, log, listingsInternalUrl })
      : null;
  const serve = sirv(distDir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    // No guessing: `/x` is never `/x.html`, and only extension-less paths get the page (below).
    extensions: [],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
      // Any other HTML file of the build is a page too, with the same protection.
      if (/\.html?$/i.test(pathname)) {
        for (const [name, value] of Object.entries(documentHeaders(csp()))) {
          res.setHeader(name, value);
        }
      }
    },
  });
  // Looked up on disk per request (`dev`): releases appear while the server runs.
  const releases = isHost
    ? null
    : sirv(releasesDir, {
        dev: true,
        etag: true,
        gzip: true,
        brotli: true,
        extensions: [],
        setHeaders(res, pathname) {
          res.setHeader('Cache-Control', cacheControl(pathname));
        },
      });
  const notFound = (res: http.ServerResponse) => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  };
  const server = http.createServer(
    guarded(app.dir, log, (req, res) => {
      // Remotes are fetched cross-origin by the shell's page (scripts, manifests, CSS, fonts).
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        res.writeHead(204).end();
        return;
      }
      const pathname = requestPath(req.url);
      if (releases && pathname.startsWith('/releases/')) {
        if (!RELEASE_FILE.test(pathname)) return notFound(res);
        req.url = (req.url ?? '').replace(/^\/releases(?=\/)/, '');
        releases(req, res, () => notFound(res));
        return;
      }
      const sitemapFile = sitemapFileNumber(pathname);
      if (
        renderer &&
        (pathname === '/sitemap.xml' || pathname === '/robots.txt' || sitemapFile !== undefined)
      ) {
        // The sections' pages from the releases in force (page-server/src/section-pages.ts), the
        // listings from the service config.json names or the data (sitemap-listings.ts).
        const config = hostConfig();
        renderer
          .siteMap(config)
          .then(async ({ data, pages }) => {
            if (pathname === '/robots.txt') {
              res.writeHead(200, {
                'Content-Type': 'text/plain; charset=utf-8',
                'Cache-Control': 'public, max-age=300',
              });
              res.end(robotsTxt(siteOrigin, pages));
              return;
            }
            if (!data) return notFound(res);
            const listings = sitemapListings(config, data, { internalUrl: listingsInternalUrl });
            let pieces: Iterable<string> | undefined;
            try {
              pieces = await sitemapDocument(
                { origin: siteOrigin, data, pages, listings },
                sitemapFile,
              );
            } catch (error) {
              // Never a sitemap that has lost the listings: the crawler comes back.
              log(`${pathname}: ${describe(error)}`);
              res.writeHead(503, { 'Retry-After': '60', 'Cache-Control': 'no-store' }).end();
              return;
            }
            if (!pieces) return notFound(res);
            res.writeHead(200, {
              'Content-Type': 'application/xml; charset=utf-8',
              'Cache-Control': 'public, max-age=300',
            });
            // A file of 50,000 addresses is written entry by entry as the socket takes them,
            // never joined into one string.
            Readable.from(pieces).pipe(res);
          })
          .catch((error: unknown) => {
            log(`${pathname} failed: ${describe(error)}`);
            if (!res.headersSent) res.writeHead(500).end();
          });
        return;
      }
      // A section's stylesheet, kept by its hash (section-styles.ts): never a file on disk.
      if (renderer && pathname.startsWith(`/${SECTION_STYLES_DIR}/`)) {
        return renderer.serveSectionStyle(req, res, pathname);
      }
      if (isHost && pathname === '/config.json') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify(hostConfig()));
        return;
      }
      // The shell's page answers every route (SPA); a remote's standalone page only its root.
      const isPage =
        pathname === '/index.html' || (isHost ? !hasExtension(pathname) : pathname === '/');
      if (isPage) {
        if (req.method === 'POST') return seeSameAddress(req, res);
        const chosen = isHost && pathname !== '/index.html' ? chosenLanguageAddress(req) : null;
        if (chosen) {
          res.writeHead(302, {
            Location: chosen,
            'Cache-Control': 'no-store',
            'Content-Length': '0',
          });
          res.end();
          return;
        }
        const template = page();
        const wantsRender =
          renderer && pathname !== '/index.html' && (req.method === 'GET' || req.method === 'HEAD');
        if (!wantsRender) return void sendPage(req, res, template, csp());
        // Answered with the page and sent with the render's fetches (the listings service's log).
        const requestId = soundRequestId(req.headers[REQUEST_ID_HEADER]) ?? randomUUID();
        res.setHeader('X-Request-Id', requestId);
        renderer
          .render(req.url ?? '/', hostConfig(), template.text, {
            requestId,
            dataMode: dataModeOfRequest(req.headers),
          })
          .then((answer) => sendAnswer(req, res, answer, template, csp()))
          .catch((error: unknown) => {
            log(`server render of ${req.url} failed: ${describe(error)}`);
            return res.headersSent ? undefined : sendPage(req, res, template, csp());
          });
        return;
      }
      serve(req, res, () => notFound(res));
    }),
  );
  // Workers start with the server: a cold one takes ~0.4 s before it can render a first page.
  // The shell's lane renders once too: it draws the pages of a section that fails.
  const started = new Promise<void>((resolve) => {
    server.once('listening', () => {
      let config: RuntimeConfig | undefined;
      try {
        config = hostConfig();
      } catch {
        config = undefined; // a config.json that cannot be read is reported where it is served
      }
      void (renderer?.warm(config) ?? Promise.resolve()).then(resolve, resolve);
    });
  });
  server.on('close', () => renderer?.close());
  return Object.assign(server, { ready: () => started });
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

export interface RunningSite {
  /** The mail catcher's page, when one was started (docs/accounts.md). */
  mailCatcher?: string | undefined;
  close(): Promise<void>;
}

export interface SiteOptions {
  host?: string;
  /** Extra servers, e.g. a second copy of a remote on another port for the config tests. */
  extra?: ({ app: AppDefinition; port: number } & AppServerOptions)[];
  api?: boolean;
  /** The listings service (docs/listings-service.md); on unless disabled, with the API. */
  listings?: boolean;
}

/** Starts the shell, every remote and (unless disabled) the reference API and the listings service. */
export async function startSite({
  host = 'localhost',
  extra = [],
  api = true,
  listings = api,
}: SiteOptions = {}): Promise<RunningSite> {
  // Before anything starts: the services' secrets leave this process's environment.
  const serviceEnv = takeServiceSecrets();
  const servers: AppServer[] = [];
  const closers: (() => Promise<void>)[] = [];
  const targets = [...ALL_APPS.map((app) => ({ app, port: app.port })), ...extra];
  for (const { app, port, ...options } of targets) {
    const server = createAppServer(app, { selfOrigin: `http://localhost:${port}`, ...options });
    await listen(server, port, host);
    servers.push(server);
  }
  // Ready means a page renders at once: the shells' render workers have started.
  await Promise.all(servers.map((server) => server.ready()));
  const catcher = api ? await startCatcher(host, serviceEnv) : undefined;
  if (catcher) {
    closers.push(() => catcher.close());
    serviceEnv.BETOCH_SMTP_URL = catcher.smtpUrl;
  }
  const [apiCloser, listingsCloser] = await Promise.all([
    api ? startApi(host, serviceEnv) : undefined,
    listings ? startListings(host, serviceEnv) : undefined,
  ]);
  if (apiCloser) closers.push(apiCloser);
  if (listingsCloser) closers.push(listingsCloser);
  return {
    mailCatcher: catcher?.pageUrl,
    async close() {
      await Promise.all(closers.map((close) => close()));
      await closeServers(servers);
    },
  };
}

/**
 * The local mail catcher the API sends to, unless the environment names an SMTP server
 * (BETOCH_SMTP_URL) or is production's; a catcher whose ports are taken is a warning, as then
 * e-mail is off (the API says so when it is asked to send).
 */
async function startCatcher(
  host: string,
  env: NodeJS.ProcessEnv,
): Promise<MailCatcher | undefined> {
  if (env.BETOCH_SMTP_URL?.trim() || env.NODE_ENV === 'production') return undefined;
  try {
    return await startMailCatcher({
      host,
      smtpPort: MAIL_CATCHER_SMTP_PORT,
      httpPort: MAIL_CATCHER_PORT,
    });
  } catch (error) {
    console.warn(
      `mail catcher not started: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}

/** Closes servers now: their open connections (kept alive, or waiting) are ended, not awaited. */
export async function closeServers(servers: readonly http.Server[]): Promise<void> {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
}

async function startApi(host: string, env: NodeJS.ProcessEnv): Promise<() => Promise<void>> {
  // Its own process, with the same settings as `api/src/main.ts` (secret, CORS origins, trusted
  // proxies), read from this environment as it was before the secrets were taken out of it.
  return startApiProcess({ host, port: API_PORT, env });
}

/**
 * The listings service, when this Node can run it. No page reads it yet, and a page must work
 * without it (the static JSON stays the fallback), so a service that cannot start is a warning.
 */
async function startListings(
  host: string,
  env: NodeJS.ProcessEnv,
): Promise<(() => Promise<void>) | undefined> {
  if (!canRunListingsService()) {
    console.warn(`listings service not started: it needs Node 22.13+ (this is ${process.version})`);
    return undefined;
  }
  try {
    return await startListingsProcess({ host, port: LISTINGS_SERVICE_PORT, env });
  } catch (error) {
    console.warn(
      `listings service not started: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}
