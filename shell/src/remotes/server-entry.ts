/**
 * The server's way of loading a remote's code (the shell's server bundle only: it needs Node).
 *
 * The federation runtime fetches a remote's Node entry (`remoteEntry.server.js`) with a bare
 * `fetch` and runs whatever comes back: no time limit, no status check. A hung origin left the
 * load pending in the runtime's `globalLoading` for ever, so every later render of that section
 * waited on it, and an error page would have been run as code. This runtime plugin loads the
 * entry itself (`loadEntry`), with a time limit and an abort signal, runs it only when it answered
 * 2xx, and registers nothing of a load that failed, so the next render loads it afresh (the
 * remotes' chunks get the same limit through `registerSections`' `server` option).
 */
import { Script } from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchRemoteFile } from './federation';
import { SERVER_FILE_TIMEOUT_MS } from './load-timeout';

type LoadEntryArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>[0];
type RemoteInfo = LoadEntryArgs['remoteInfo'];
type RemoteEntryExports = NonNullable<LoadEntryArgs['remoteEntryExports']>;

/** The runtime's table of entry loads in flight, on `globalThis` (shared by every runtime copy). */
const LOADING_KEY = '__GLOBAL_LOADING_REMOTE_ENTRY__';

function isContainer(value: unknown): value is RemoteEntryExports {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).init === 'function' &&
    typeof (value as Record<string, unknown>).get === 'function'
  );
}

function globals(): Record<string, unknown> {
  return globalThis as unknown as Record<string, unknown>;
}

/**
 * Runs a Node entry's code as the runtime's Node loader does (a CommonJS wrapper in this context)
 * and returns its container; throws, registering nothing, when it is not one.
 */
export function evaluateEntry(code: string, url: string, globalName: string): RemoteEntryExports {
  const { pathname } = new URL(url);
  const wrapper = new Script(
    `(function (exports, module, require, __dirname, __filename) {${code}\n})`,
    { filename: url },
  ).runInThisContext() as (
    exports: unknown,
    module: { exports: unknown },
    require: NodeJS.Require,
    dirname: string,
    filename: string,
  ) => void;
  const module: { exports: unknown } = { exports: {} };
  // Node's built-ins are all a remote's server build requires (it bundles everything else). Not
  // `createRequire`: webpack turns it into its own require in the shell's bundle, which has none.
  const require = ((id: string) => {
    const builtin = process.getBuiltinModule(id);
    if (!builtin) throw new Error(`${url} requires "${id}", which is not a Node built-in`);
    return builtin;
  }) as NodeJS.Require;
  const dirname = pathname.slice(0, pathname.lastIndexOf('/'));
  wrapper(module.exports, module, require, dirname, pathname.slice(dirname.length + 1));
  const exported = module.exports as Record<string, unknown> | null;
  const container = exported?.[globalName] ?? exported;
  if (!isContainer(container)) throw new Error(`${url} is not a federation container`);
  return container;
}

/**
 * Forgets what the runtime keeps of an entry load that failed: its promise in `globalLoading` once
 * it has rejected (the runtime copies that predate the runtime's own clean-up keep it), and a
 * container left on `globalThis`. Only a rejected promise is removed: a newer load under the same
 * key is left alone.
 */
export function forgetEntry({ name, entry, entryGlobalName }: RemoteInfo): void {
  const loading = globals()[LOADING_KEY] as
    Record<string, Promise<unknown> | undefined> | undefined;
  const key = `${name}:${entry}`;
  const current = loading?.[key];
  current?.then(undefined, () => {
    if (loading?.[key] === current) delete loading[key];
  });
  if (!isContainer(globals()[entryGlobalName])) delete globals()[entryGlobalName];
}

/** When each remote's Node entry last failed to load (ms since the epoch); gone once it loads. */
const entryFailures = new Map<string, number>();

/**
 * Whether `remote`'s Node entry failed to load at or after `since`. A render that already waited
 * out a remote's entry does not wait for it a second time (for the page's head, say): the next
 * render asks again.
 */
export function entryFailedSince(remote: string, since: number): boolean {
  return (entryFailures.get(remote) ?? -Infinity) >= since;
}

/** The server's runtime plugin: a remote's Node entry, with a time limit and a status check. */
export function serverEntryPlugin(
  timeoutMs: number = SERVER_FILE_TIMEOUT_MS,
): ModuleFederationRuntimePlugin {
  return {
    name: 'betoch-server-entry',
    async loadEntry({ remoteInfo }) {
      const { entry, entryGlobalName } = remoteInfo;
      // A container loaded before under this name (the runtime's own Node loader checks it too).
      const loaded = globals()[entryGlobalName];
      if (isContainer(loaded)) return loaded;
      try {
        const response = await fetchRemoteFile(entry, timeoutMs);
        const container = evaluateEntry(await response.text(), entry, entryGlobalName);
        globals()[entryGlobalName] = container;
        entryFailures.delete(remoteInfo.name);
        return container;
      } catch (error) {
        forgetEntry(remoteInfo);
        entryFailures.set(remoteInfo.name, Date.now());
        throw error;
      }
    },
  };
}
