/**
 * `npm run promote -- <app> <version>`: makes a release of one remote live — if the deployed
 * shell provides the contract it needs — by pointing config.json at it (atomically) and logging
 * it in `releases/<app>/promotions.log`, holding the one lock of config.json (promotions of
 * several remotes take turns). Refused, with exit 1 and nothing changed: an incompatible release,
 * or an origin the shell would refuse (plain http: off localhost, not in BETOCH_REMOTE_ORIGINS,
 * or — with `--nginx <generated conf>` or BETOCH_NGINX_CONFIG — not in nginx's CSP). The shell's
 * next page load uses it; nothing is restarted or rebuilt. With nginx, `--prerender <dir>
 * --shell-origin <origin> [--site-origin <o>]` renders its pages again (scripts/prerender.ts).
 */
import { parseArgs } from 'node:util';
import { prerenderAfterDeploy, PRERENDER_OPTIONS } from './prerender';
import { currentUser, COMMON_OPTIONS, paths, runCommand } from './release/cli';
import { promote } from './release/deploy';
import { findRemote, releaseVersion } from '../page-server/src/releases';

runCommand(async () => {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { ...COMMON_OPTIONS, ...PRERENDER_OPTIONS },
    allowPositionals: true,
  });
  const app = findRemote(positionals[0]);
  const version = releaseVersion(positionals[1]);
  const result = promote(
    { app, ...paths(values), origin: values.origin, user: currentUser(values.user) },
    version,
  );
  console.log(result.message);
  // With nginx the prerendered pages hold the old release's markup: --prerender renders them anew.
  await prerenderAfterDeploy(values, paths(values).config);
});
