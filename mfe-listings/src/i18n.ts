import { remoteNamespace } from '@betoch/shared';

declare const __webpack_public_path__: string | undefined;

/** `t` for this remote: its own keys (`i18n/*.json`, served from its origin), then the shell's. */
export const useT = remoteNamespace(
  'listings',
  typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : undefined,
);
