import {
  loadRemote,
  preloadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig, SectionModule } from '@betoch/shared';
import { REMOTE_NAMES } from '@betoch/shared';
import { REMOTE_FILE_TIMEOUT_MS, SECTION_LOAD_TIMEOUT_MS, withTimeout } from './load-timeout';
import { adoptServerStylesheets } from './server-stylesheets';

/** Remotes whose last load failed; the next load re-registers them so nothing stale is reused. */
const failed = new Set<string>();
let manifests: Partial<Record<RemoteName, string>> = {};
/** Sections already loaded, by `remote/module`: rendered at once, without suspending. */
const loaded = new Map<string, SectionModule>();
/** Counts forced re-registrations: code loaded under an older one must not be rendered again. */
let generation = 0;

/** The registration generation (changes when `config.json` replaced the remotes). */
export function sectionGeneration(): number {
  return generation;
}

const sectionErrorPlugin: ModuleFederationRuntimePlugin = {
  name: 'betoch-section-error',
  errorLoadRemote({ id, error, lifecycle }) {
    const remote = id.split('/')[0] ?? id;
    failed.add(remote);
    console.warn(`[betoch] remote "${id}" could not be loaded (${lifecycle}):`, error);
    // Returning nothing lets loadRemote reject; the section's error boundary shows the message.
    return undefined;
  },
};

/**
 * Fetches a remote's file within `timeoutMs`. A file that answers with an error status is a
 * failure, never code: a 404 or 500 body must not be evaluated as a remote's entry or chunk (on
 * the server the Node runtime would run it).
 */
export async function fetchRemoteFile(
  url: string,
  timeoutMs: number,
  init: RequestInit = {},
): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/** Every remote file fetched or loaded by the runtime, with a time limit. */
function remoteFilesPlugin(timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'betoch-remote-files',
    // A manifest (and, on the server, a remote's chunk) that never answers is aborted, so the
    // runtime reports it and forgets the attempt.
    fetch: (url, init) => fetchRemoteFile(url, timeoutMs, init),
    // The runtime's script loader (remoteEntry.js) gives up after 20 s unless told otherwise.
    // Scripts with attributes of their own (preloads) keep the runtime's default element.
    createScript({ attrs }) {
      if (attrs && Object.keys(attrs).length > 0) return undefined;
      return { timeout: timeoutMs };
    },
  };
}

/** The remotes refused by the `config.json` in force (read by the one plugin registered). */
let refusedNow: Partial<Record<RemoteName, string>> = {};
/** On the server, for one render: sections whose code must not run (`withholdSections`). */
let withheldNow: Partial<Record<RemoteName, string>> = {};

/**
 * On the server, for the render that follows: sections whose own render failed in their worker
 * (spinning, killed, hung). The shell renders the page around them with their message, and none
 * of their code runs, not even code this process loaded before. `{}` withholds none.
 */
export function withholdSections(reasons: Partial<Record<RemoteName, string>>): void {
  withheldNow = reasons;
}

/** Why `remote` must not load here (refused by config.json, or withheld), or undefined. */
export function sectionRefusal(remote: RemoteName): string | undefined {
  return refusedNow[remote] ?? withheldNow[remote];
}

/**
 * The error a load of a refused section fails with, or undefined when it is not refused. Said on
 * the console when config.json refused it; a withheld one is the page server's decision, which it
 * logs itself.
 */
export function refusalError(remote: RemoteName): Error | undefined {
  const reason = sectionRefusal(remote);
  if (reason === undefined) return undefined;
  if (refusedNow[remote] !== undefined) {
    console.error(`[betoch] remote "${remote}" was refused: ${reason}`);
  }
  return new Error(`remote "${remote}" was refused: ${reason}`);
}

/** Fails every load of a refused remote before anything is fetched, saying why on the console. */
const refusedRemotesPlugin: ModuleFederationRuntimePlugin = {
  name: 'betoch-refused-remotes',
  beforeRequest(args) {
    const error = refusalError((args.id.split('/')[0] ?? args.id) as RemoteName);
    if (error) throw error;
    return args;
  },
};

export interface RegisterOptions {
  /** The entry to register for a remote's `config.json` URL (the server registers its Node entry). */
  entryOf?: (configUrl: string) => string;
  /** Replaces remotes registered before, forgetting their loaded code (a changed `config.json`). */
  force?: boolean;
  /**
   * The server's: each remote file's time limit, which the remotes' own runtimes take too (their
   * chunk requests), and its plugins (the Node entry loader, `server-entry.ts`). The browser keeps
   * `REMOTE_FILE_TIMEOUT_MS` and the runtime's own loaders.
   */
  server?: { fileTimeoutMs: number; plugins: readonly ModuleFederationRuntimePlugin[] };
}

/**
 * Registers every trusted remote of `config.json` with the federation runtime (no code is fetched
 * yet); a refused one is never registered, so no retry can reach its URL.
 */
export function registerSections(
  config: RuntimeConfig,
  { entryOf = (url) => url, force = false, server }: RegisterOptions = {},
): void {
  const refused = config.refused ?? {};
  refusedNow = refused;
  const trusted = REMOTE_NAMES.filter((name) => refused[name] === undefined);
  manifests = Object.fromEntries(trusted.map((name) => [name, entryOf(config.remotes[name])]));
  // The runtime keeps the first plugin of a name: registering again on a new config.json changes
  // nothing, so what changes (the refused remotes) is read from module state.
  const files = remoteFilesPlugin(server?.fileTimeoutMs ?? REMOTE_FILE_TIMEOUT_MS);
  // Each remote's runtime (one per remote bundle) takes the global plugins when it starts.
  if (server) registerGlobalPlugins([files]);
  registerPlugins([sectionErrorPlugin, files, refusedRemotesPlugin, ...(server?.plugins ?? [])]);
  // Before anything is loaded: the runtime must not fetch the stylesheets the page already has.
  if (!server && typeof document !== 'undefined') adoptServerStylesheets();
  if (force) {
    generation += 1;
    loaded.clear();
    failed.clear();
  }
  registerRemotes(
    trusted.map((name) => ({ name, entry: entryOf(config.remotes[name]) })),
    force ? { force: true } : undefined,
  );
}

/** Why the page's first section could not load at start-up (see `rememberStartupFailure`). */
const startupFailures = new Map<string, unknown>();

/**
 * Start-up loads the page's section before taking a server-rendered page over; when that failed,
 * the section's first render fails at once with the same error (the section message), instead of
 * waiting for a second load to time out. "Try again" loads afresh.
 */
export function rememberStartupFailure(remote: RemoteName, module: string, error: unknown): void {
  startupFailures.set(`${remote}/${module}`, error);
}

/** The start-up failure of a section, once (undefined when there was none). */
export function takeStartupFailure(remote: RemoteName, module: string): unknown {
  const key = `${remote}/${module}`;
  const error = startupFailures.get(key);
  startupFailures.delete(key);
  return error;
}

/** A section loaded before (by `loadSection`), to render without suspending; else undefined. */
export function loadedSection(remote: RemoteName, module: string): SectionModule | undefined {
  return loaded.get(`${remote}/${module}`);
}

/**
 * Forgets a section that loaded but threw while rendering: its next load fetches the remote
 * afresh (a fixed release may be deployed by then), as after a failed load.
 */
export function forgetSection(remote: RemoteName, module: string): void {
  loaded.delete(`${remote}/${module}`);
  failed.add(remote);
}

/** The remote of a manifest URL registered now (`registerSections`), if any. */
function remoteOfManifest(manifestUrl: string): RemoteName | undefined {
  return REMOTE_NAMES.find((name) => manifests[name] === manifestUrl);
}

/**
 * Forgets the chunk registry an earlier build of a remote left on the page (webpack's
 * `self.webpackChunk<uniqueName>`, `betoch_<remote>` in shared/build/webpack-config.ts). A new
 * build's runtime adopts the array it finds there and takes the chunks listed in it as loaded:
 * chunk ids are numbers reused across builds, so it would require modules the old build had and
 * the new one does not ("Cannot read properties of undefined (reading 'call')").
 */
function forgetChunkRegistry(manifestUrl: string): void {
  const remote = remoteOfManifest(manifestUrl);
  if (remote) delete (globalThis as Record<string, unknown>)[chunkRegistryName(remote)];
}

/** The global name of a remote's browser build's chunk registry. */
export function chunkRegistryName(remote: RemoteName): string {
  return `webpackChunkbetoch_${remote}`;
}

/**
 * Removes the `<script>` elements an earlier load of a remote left in the page (its entry and
 * chunks, everything under its manifest's folder). The federation runtime and webpack's chunk
 * loader both reuse an element whose `src` is the file they want instead of running the file
 * again, and wait for its `load` event, which has already fired: a remote loaded afresh after it
 * failed (or threw while rendering) would wait for its own old scripts until it timed out.
 */
export function removeRemoteScripts(manifestUrl: string): void {
  if (typeof document === 'undefined') return;
  forgetChunkRegistry(manifestUrl);
  let base: string;
  try {
    base = new URL('./', manifestUrl).href;
  } catch {
    return;
  }
  for (const script of Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'))) {
    if (script.src.startsWith(base)) script.remove();
  }
}

/** Loads one exposed module, e.g. `loadSection('content', 'theme')`. */
export async function loadSection(
  remote: RemoteName,
  module: string,
  timeoutMs: number = SECTION_LOAD_TIMEOUT_MS,
): Promise<SectionModule> {
  if (failed.has(remote)) {
    failed.delete(remote);
    const entry = manifests[remote];
    if (entry) {
      removeRemoteScripts(entry);
      registerRemotes([{ name: remote, entry }], { force: true });
    }
  }
  const id = `${remote}/${module}`;
  let section: SectionModule | null;
  try {
    // Bounds what the runtime cannot: shared negotiation and the exposed chunk itself.
    section = await withTimeout(loadRemote<SectionModule>(id), timeoutMs, id);
  } catch (error) {
    failed.add(remote);
    console.warn(`[betoch] section "${id}" could not be loaded:`, error);
    throw error;
  }
  if (!section?.default) {
    failed.add(remote);
    throw new Error(`${remote}/${module} did not export a component`);
  }
  loaded.set(id, section);
  return section;
}

/**
 * Starts fetching a section's manifest, remote entry and exposed chunk now, in parallel with the
 * rest of start-up, instead of when React first renders the route.
 */
export function preloadSection(remote: RemoteName, module: string): void {
  preloadRemote([{ nameOrAlias: remote, exposes: [module], resourceCategory: 'sync' }]).catch(
    () => undefined, // the section's own load reports the failure
  );
}
