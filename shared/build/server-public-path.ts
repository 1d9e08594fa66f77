import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

declare let __webpack_public_path__: string;

interface FederationInstance {
  options: { remotes: { name: string; alias?: string; entry?: string }[] };
}

/**
 * A runtime plugin of every remote's server build: sets the remote's public path to the folder of
 * the entry the shell's server registered for it (`http://host:3003/remoteEntry.server.js` →
 * `http://host:3003/`). Webpack's automatic public path only works in browsers; with this one
 * the server render gives assets and translation files the same URLs as the browser build.
 */
export default function serverPublicPath(): ModuleFederationRuntimePlugin {
  return {
    name: 'betoch-server-public-path',
    beforeInit(args) {
      const self = args.userOptions.name;
      const registry = globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } };
      let entry: string | undefined;
      for (const instance of registry.__FEDERATION__?.__INSTANCES__ ?? []) {
        for (const remote of instance.options.remotes) {
          if (remote.name === self && remote.entry) entry = remote.entry;
        }
      }
      if (entry) __webpack_public_path__ = new URL('./', entry).href;
      return args;
    },
  };
}
