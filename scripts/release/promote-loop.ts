/**
 * A test's worker (deploy-concurrency.test.ts): promotes one remote `count` times in a row,
 * alternating two released versions, as separate `npm run promote` runs would, in its own process.
 *
 * Both workers of a test start promoting together: each prints `ready` once loaded, then waits
 * for the file `<go>` to appear.
 *
 * Usage: node --import tsx promote-loop.ts <remote> <count> <releases> <config> <shell-manifest> <go>
 */
import { existsSync } from 'node:fs';
import { findRemote } from '../../page-server/src/releases';
import { promote } from './deploy';

const [name, count, root, config, shellManifest, go] = process.argv.slice(2);
const app = findRemote(name);
console.log('ready');
const pause = new Int32Array(new SharedArrayBuffer(4));
while (!existsSync(go ?? '')) Atomics.wait(pause, 0, 0, 2);
const versions = ['1.0.0', '1.1.0'];
for (let index = 0; index < Number(count); index += 1) {
  promote(
    {
      app,
      root: root ?? '',
      config: config ?? '',
      shellManifest: shellManifest ?? '',
      user: name ?? '',
    },
    versions[index % versions.length] ?? '1.0.0',
  );
}
