import { remoteNamespace } from '@betoch/shared';

declare const __webpack_public_path__: string | undefined;

/** `t` for the blog, agents, contact, contract and other pages: the `content-pages` keys, then the shell's. */
export const usePagesT = remoteNamespace(
  'content-pages',
  typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : undefined,
);
