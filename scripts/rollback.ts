/**
 * `npm run rollback -- <app>`: returns one remote to the deployment before the live one, as its
 * promotion log tells it, after the same contract and origin checks as a promotion, holding the
 * same lock of config.json.
 */
import { parseArgs } from 'node:util';
import { prerenderAfterDeploy, PRERENDER_OPTIONS } from './prerender';
import { currentUser, COMMON_OPTIONS, paths, runCommand } from './release/cli';
import { rollback } from './release/deploy';
import { findRemote } from '../page-server/src/releases';

runCommand(async () => {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { ...COMMON_OPTIONS, ...PRERENDER_OPTIONS },
    allowPositionals: true,
  });
  const app = findRemote(positionals[0]);
  const result = rollback({ app, ...paths(values), user: currentUser(values.user) });
  console.log(result.message);
  // With nginx the prerendered pages hold the old release's markup: --prerender renders them anew.
  await prerenderAfterDeploy(values, paths(values).config);
});
