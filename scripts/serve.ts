/**
 * Serves the production builds: the shell on 3000 (SPA fallback), each remote on its own port
 * with CORS, hashed files cached as immutable, entry files never cached, precompressed
 * brotli/gzip served when the browser accepts them, and a Content-Security-Policy on the shell's
 * page built from the remotes listed in its config.json.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { buildAppFromEnv } from '../api/src/from-env';
import { parseRuntimeConfig, type RuntimeConfig } from '../shared/src/config/runtime-config';
import { ALL_APPS, API_PORT, type AppDefinition } from '../shared/build/apps';
import { REPO_ROOT } from '../shared/build/webpack-config';

/** Files that name other files: a stale copy would point at code that no longer exists. */
const NEVER_CACHED =
  /(^|\/)(index\.html|config\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;
/** Webpack's content-hashed output (`main.1a2b3c4d.js`, `static/logo.1a2b3c4d.svg`). */
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|webp|woff2?)$/;

/** The page itself: index.html, or any extension-less path the SPA fallback answers with it. */
function isDocument(pathname: string): boolean {
  return pathname.endsWith('.html') || !/\.[a-z0-9]+$/i.test(pathname);
}

function cacheControl(pathname: string): string {
  if (NEVER_CACHED.test(pathname) || isDocument(pathname)) return 'no-store';
  if (HASHED.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function readConfig(distDir: string): unknown {
  return JSON.parse(readFileSync(path.join(distDir, 'config.json'), 'utf8')) as unknown;
}

/** The shell page's CSP: its own origin, the remotes and API of config.json, the inline theme script. */
export function contentSecurityPolicy(
  distDir: string,
  configJson: unknown = readConfig(distDir),
): string {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
  const parsed = parseRuntimeConfig(configJson);
  const config = 'errors' in parsed ? null : parsed;
  const remotes = config ? Object.values(config.remotes).map(originOf) : [];
  const api = config ? [originOf(config.apiBaseUrl)] : [];
  const tiles = config?.tileUrl ? [originOf(config.tileUrl.replace(/\{s\}\./, 'a.'))] : [];
  const list = (items: (string | null)[]) => [...new Set(items.filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${list([...remotes, ...inline])}`,
    `style-src 'self' 'unsafe-inline' ${list(remotes)}`,
    `img-src 'self' data: blob: ${list([...remotes, ...tiles])}`,
    `font-src 'self' ${list(remotes)}`,
    `connect-src 'self' ${list([...remotes, ...api])}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export interface AppServerOptions {
  /** For a host: a `config.json` served instead of the build's own (as if the file were edited). */
  config?: RuntimeConfig;
}

/** Creates (but does not start) the HTTP server of one app's `dist/`. */
export function createAppServer(
  app: AppDefinition,
  { config }: AppServerOptions = {},
  distDir = path.join(REPO_ROOT, app.dir, 'dist'),
): http.Server {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${app.dir} has no production build in ${distDir}: run npm run build`);
  }
  const isHost = Object.keys(app.exposes).length === 0;
  const serve = sirv(distDir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    single: isHost,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (isHost && isDocument(pathname)) {
        res.setHeader(
          'Content-Security-Policy',
          contentSecurityPolicy(distDir, config ?? readConfig(distDir)),
        );
        res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
      }
    },
  });
  return http.createServer((req, res) => {
    // Remotes are fetched cross-origin by the shell's page (scripts, manifests, CSS, fonts).
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.writeHead(204).end();
      return;
    }
    if (isHost && config && req.url?.split('?')[0] === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(config));
      return;
    }
    serve(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    });
  });
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

export interface RunningSite {
  close(): Promise<void>;
}

export interface SiteOptions {
  host?: string;
  /** Extra servers, e.g. a second copy of a remote on another port for the config tests. */
  extra?: ({ app: AppDefinition; port: number } & AppServerOptions)[];
  api?: boolean;
}

/** Starts the shell, every remote and (unless disabled) the reference API. */
export async function startSite({
  host = 'localhost',
  extra = [],
  api = true,
}: SiteOptions = {}): Promise<RunningSite> {
  const servers: http.Server[] = [];
  const closers: (() => Promise<void>)[] = [];
  const targets = [...ALL_APPS.map((app) => ({ app, port: app.port })), ...extra];
  for (const { app, port, ...options } of targets) {
    const server = createAppServer(app, options);
    await listen(server, port, host);
    servers.push(server);
  }
  if (api) closers.push(await startApi(host));
  return {
    async close() {
      await Promise.all(closers.map((close) => close()));
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}

async function startApi(host: string): Promise<() => Promise<void>> {
  // The same settings as `api/src/main.ts` (secret, CORS origins, trusted proxies), errors logged.
  const app = buildAppFromEnv(process.env);
  await app.listen({ port: API_PORT, host });
  return async () => {
    await app.close();
  };
}
