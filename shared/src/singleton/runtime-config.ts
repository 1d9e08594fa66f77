import type { PageConfig } from '../config/runtime-config';

// One per page: the shell sets it from config.json (the remotes' URLs stay with the shell), every
// app's data client reads it.
let current: PageConfig = {
  apiBaseUrl: 'http://localhost:3005',
  dataBaseUrl: '/assets/data/',
};

/** Returns the page's configuration in force (set once at start-up by the host). */
export function getRuntimeConfig(): PageConfig {
  return current;
}

/** Replaces the page's configuration; called by the shell (or a standalone remote) at start-up. */
export function setRuntimeConfig(config: PageConfig): void {
  current = config;
}
