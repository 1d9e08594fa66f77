/** Names of the remotes the shell composes; each maps to one `mfe-*` app. */
export type RemoteName = 'listings' | 'property' | 'content' | 'account';

/** The runtime configuration the shell reads from `config.json` on its own origin. */
export interface RuntimeConfig {
  /** Manifest URL (`.../mf-manifest.json`) of each remote. */
  remotes: Record<RemoteName, string>;
  /** Base URL of the reference API (log-in). */
  apiBaseUrl: string;
  /** Base URL of the static JSON assets (`assets/data/`). */
  dataBaseUrl: string;
  /** Map tile URL template for Leaflet; tiles are optional (no internet on test machines). */
  tileUrl?: string;
}

export const REMOTE_NAMES: readonly RemoteName[] = ['listings', 'property', 'content', 'account'];

let current: RuntimeConfig = {
  remotes: { listings: '', property: '', content: '', account: '' },
  apiBaseUrl: 'http://localhost:3005',
  dataBaseUrl: '/assets/data/',
};

/** Returns the runtime configuration in force (set once at start-up by the host). */
export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** Replaces the runtime configuration; called by the shell (or a standalone remote) at start-up. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
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
  if (errors.length > 0) return { errors };
  return {
    remotes: remotes as Record<RemoteName, string>,
    apiBaseUrl: v.apiBaseUrl as string,
    dataBaseUrl: (v.dataBaseUrl as string | undefined) ?? '/assets/data/',
    ...(typeof v.tileUrl === 'string' ? { tileUrl: v.tileUrl } : {}),
  };
}
