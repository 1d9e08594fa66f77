import * as runtimeCore from '@module-federation/runtime-core';

// A remote's standalone page: the one federation runtime core of the page, which the shell
// provides everywhere else (see federation-runtime.ts). Built as a script of its own.
Object.assign(self, { _FEDERATION_RUNTIME_CORE: runtimeCore });
