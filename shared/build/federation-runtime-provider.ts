import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

/**
 * The shell's runtime plugin that hands its federation runtime core to the remotes (built with it
 * as an external, see federation-runtime.ts). Module Federation's own `provideExternalRuntime`
 * imports the core through a second path and so bundles a second copy (+24 KB gzip in the shell);
 * this one gives the copy the shell already runs (+0.3 KB).
 */
export default function provideFederationRuntime(): ModuleFederationRuntimePlugin {
  return {
    name: 'betoch-provide-federation-runtime',
    beforeInit(args) {
      Object.assign(self, {
        _FEDERATION_RUNTIME_CORE: runtimeCore,
        _FEDERATION_RUNTIME_CORE_FROM: { name: args.options.name, version: args.origin.version },
      });
      return args;
    },
  };
}
