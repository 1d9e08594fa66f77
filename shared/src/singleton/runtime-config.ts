import type { RuntimeConfig } from '../config/runtime-config';

// One per page: the shell sets it from config.json, every remote's data client reads it.
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
