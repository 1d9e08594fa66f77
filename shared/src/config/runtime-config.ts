import type { ExposedModule, RemoteModule, RemoteName } from '../../build/apps';

/**
 * Names of the remotes the shell composes: the `mfe-*` apps of `shared/build/apps.ts`. The shell's
 * own type: the singleton contract names no remote (a new section leaves the contract as it is).
 */
export type { RemoteName };

/**
 * The modules each remote exposes, as types read from `shared/build/apps.ts`: a route to a module
 * no remote exposes fails `tsc`.
 */
export type { ExposedModule, RemoteModule };

/** One module of one remote, as the shell names it when it renders it: `{ remote, module }`. */
export type RemoteTarget = {
  [R in RemoteName]: { remote: R; module: ExposedModule<R> };
}[RemoteName];

/**
 * What the page's apps read of the runtime configuration: the shell gives it to the singleton
 * contract (`setRuntimeConfig`), every remote reads it there (`getRuntimeConfig`). It names no
 * remote, so adding a section does not change the contract.
 */
export interface PageConfig {
  /** Base URL of the reference API (log-in). */
  apiBaseUrl: string;
  /** Base URL of the static JSON assets (`assets/data/`). */
  dataBaseUrl: string;
  /** Map tile URL template for Leaflet; tiles are optional (no internet on test machines). */
  tileUrl?: string;
  /**
   * Base URL of the listings search service (docs/listings-service.md), e.g.
   * `http://localhost:3006`. Absent: the listing page reads the static JSON (`dataBaseUrl`).
   */
  listingsApiUrl?: string;
  /**
   * The listings service's address as the visitor's browser reaches it, where `listingsApiUrl` is
   * another: a server render asks the service at `LISTINGS_SERVICE_INTERNAL_URL`, and the page it
   * writes names the service's photos (docs/publishing.md#photos) at config.json's address. Set by
   * the server render only; absent, `listingsApiUrl` is both.
   */
  listingsPublicUrl?: string;
}

/**
 * The runtime configuration the shell reads from `config.json` on its own origin: the page's
 * config and, for the shell alone, where each remote is.
 */
export interface RuntimeConfig extends PageConfig {
  /** Manifest URL (`.../mf-manifest.json`) of each remote. */
  remotes: Record<RemoteName, string>;
  /**
   * Remotes that must not be loaded, with the reason: set by the server (origin not allowed for
   * the environment) or by `parseRuntimeConfig` (not `https:` outside localhost). Never registered.
   */
  refused?: Partial<Record<RemoteName, string>>;
  /**
   * Why config.json's `listingsApiUrl` is not used (not `https:` outside localhost); the page then
   * reads the static JSON, as without a service. Set by `parseRuntimeConfig`.
   */
  listingsApiRefused?: string;
}

/**
 * One key per remote of `shared/build/apps.ts`: `tsc` fails on a missing or an extra one. Written
 * out rather than read from apps.ts, which would put every app's folder, port and exposed files
 * into the browser's bundle.
 */
const REMOTE_KEYS: Record<RemoteName, true> = {
  listings: true,
  property: true,
  content: true,
  account: true,
};

export const REMOTE_NAMES = Object.keys(REMOTE_KEYS) as readonly RemoteName[];

// The configuration in force is page state, one per page: `getRuntimeConfig` and
// `setRuntimeConfig` live in the singleton contract (`@betoch/shared/singleton`), which holds the
// page's part of it (`pageConfig`); the remotes' URLs stay with the shell.

/** The part of a runtime configuration the page's apps read: what the shell gives the singleton. */
export function pageConfig({
  apiBaseUrl,
  dataBaseUrl,
  tileUrl,
  listingsApiUrl,
}: PageConfig): PageConfig {
  return {
    apiBaseUrl,
    dataBaseUrl,
    ...(tileUrl === undefined ? {} : { tileUrl }),
    ...(listingsApiUrl === undefined ? {} : { listingsApiUrl }),
  };
}

/** Validates a parsed `config.json`; returns the config or a list of what is wrong. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig | { errors: string[] } {
  const errors: string[] = [];
  if (typeof value !== 'object' || value === null)
    return { errors: ['config.json is not an object'] };
  const v = value as Record<string, unknown>;
  const remotes = v.remotes as Record<string, unknown> | undefined;
  if (typeof remotes !== 'object' || remotes === null) errors.push('remotes is missing');
  for (const name of REMOTE_NAMES) {
    if (typeof remotes?.[name] !== 'string') errors.push(`remotes.${name} is not a URL`);
  }
  if (typeof v.apiBaseUrl !== 'string') errors.push('apiBaseUrl is not a URL');
  if (v.dataBaseUrl !== undefined && typeof v.dataBaseUrl !== 'string')
    errors.push('dataBaseUrl is not a URL');
  if (v.tileUrl !== undefined && typeof v.tileUrl !== 'string') errors.push('tileUrl is not a URL');
  if (v.listingsApiUrl !== undefined && typeof v.listingsApiUrl !== 'string')
    errors.push('listingsApiUrl is not a URL');
  const refused = v.refused as Record<string, unknown> | undefined;
  if (refused !== undefined && (typeof refused !== 'object' || refused === null))
    errors.push('refused is not an object');
  for (const name of REMOTE_NAMES) {
    const reason = refused?.[name];
    if (reason !== undefined && typeof reason !== 'string')
      errors.push(`refused.${name} is not a reason`);
  }
  if (errors.length > 0) return { errors };
  // The client applies the https rule itself too: a statically hosted config.json has no server
  // to check it.
  const listings = listingsApi(v.listingsApiUrl as string | undefined);
  return refuseUntrustedRemotes({
    remotes: remotes as Record<RemoteName, string>,
    apiBaseUrl: v.apiBaseUrl as string,
    dataBaseUrl: (v.dataBaseUrl as string | undefined) ?? '/assets/data/',
    ...(typeof v.tileUrl === 'string' ? { tileUrl: v.tileUrl } : {}),
    ...listings,
    ...(refused ? { refused: refused as Partial<Record<RemoteName, string>> } : {}),
  });
}

/**
 * The listings service's part of a config: its URL without a trailing slash when it passes the
 * rule of the remotes' URLs (absolute, `https:` outside localhost), else why it is not used. An
 * empty or absent URL names no service.
 */
function listingsApi(
  url: string | undefined,
): Pick<RuntimeConfig, 'listingsApiUrl' | 'listingsApiRefused'> {
  if (url === undefined || url.trim() === '') return {};
  const problem = remoteUrlProblem(url.trim());
  if (problem !== null) {
    return { listingsApiRefused: `listingsApiUrl: ${problem}; the static listings are used` };
  }
  return { listingsApiUrl: url.trim().replace(/\/+$/, '') };
}

/**
 * The listings service's address as a server reaches it (`LISTINGS_SERVICE_INTERNAL_URL`: a
 * private network, a container's name), checked once where the server starts: an absolute
 * `http:` or `https:` URL, without its trailing slashes; undefined when unset or blank.
 */
export function parseInternalListingsUrl(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    throw new Error(`LISTINGS_SERVICE_INTERNAL_URL "${trimmed}" is not an absolute URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`LISTINGS_SERVICE_INTERNAL_URL "${trimmed}" is not an http: or https: URL`);
  }
  return trimmed.replace(/\/+$/, '');
}

/**
 * Where a server (the render, the sitemap, the prerender) reaches the listings service:
 * `internalUrl` when config.json names a service, else config.json's own address; none when
 * config.json names none (the pages are drawn from the static JSON). The page the browser gets
 * keeps config.json's address.
 */
export function serverListingsUrl(
  config: Pick<PageConfig, 'listingsApiUrl'>,
  internalUrl: string | undefined,
): string | undefined {
  if (!config.listingsApiUrl) return undefined;
  return internalUrl ?? config.listingsApiUrl;
}

/** Hosts where a remote may be served over plain `http:` (development and tests). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a remote's manifest URL must not be loaded, or null when it may: it must be absolute,
 * `https:` outside localhost, and — when the environment lists them — on an allowed origin.
 */
export function remoteUrlProblem(url: string, allowedOrigins?: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `"${url}" is not an absolute URL`;
  }
  const local = LOCAL_HOSTS.has(parsed.hostname);
  const shown = parsed.origin === 'null' ? parsed.protocol : parsed.origin;
  if (parsed.protocol !== 'https:' && !(local && parsed.protocol === 'http:'))
    return `${shown} is not https: (plain http: is allowed on localhost only)`;
  if (allowedOrigins && !allowedOrigins.includes(parsed.origin))
    return `${parsed.origin} is not an allowed remote origin`;
  return null;
}

/**
 * Marks every remote whose URL fails `remoteUrlProblem` as refused and blanks its URL, so nothing
 * can load it by mistake; remotes refused already keep their reason.
 */
export function refuseUntrustedRemotes(
  config: RuntimeConfig,
  allowedOrigins?: readonly string[],
): RuntimeConfig {
  const refused: Partial<Record<RemoteName, string>> = {};
  const remotes = { ...config.remotes };
  for (const name of REMOTE_NAMES) {
    const reason = config.refused?.[name] ?? remoteUrlProblem(remotes[name], allowedOrigins);
    if (reason === null) continue;
    refused[name] = reason;
    remotes[name] = '';
  }
  const { refused: _previous, ...rest } = config;
  return Object.keys(refused).length > 0 ? { ...rest, remotes, refused } : { ...rest, remotes };
}
