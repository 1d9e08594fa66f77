/**
 * `npm run release -- <app> [--version x.y.z] [--dist <dir>] [--no-build]`: writes an immutable
 * release of one remote, `releases/<app>/<version>/` (its build and `release.json`). The version
 * is the app's package.json one unless given; an existing version is refused. The build is made
 * if missing or stale (`--no-build`: take `dist/` as it is; `--dist`: take another build).
 */
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../shared/build/webpack-config';
import { buildApps, isStale } from './build';
import { gitState, COMMON_OPTIONS, paths, runCommand } from './release/cli';
import { findRemote, releaseDir, releaseVersion } from '../page-server/src/releases';
import { makeRelease } from './release/make-release';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: {
      ...COMMON_OPTIONS,
      version: { type: 'string' },
      dist: { type: 'string' },
      'no-build': { type: 'boolean' },
    },
    allowPositionals: true,
  });
  const app = findRemote(positionals[0]);
  const packageVersion = (
    JSON.parse(readFileSync(path.join(REPO_ROOT, app.dir, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const version = releaseVersion(values.version ?? packageVersion);
  const { root } = paths(values);
  let dist = path.join(REPO_ROOT, app.dir, 'dist');
  if (values.dist) dist = path.resolve(values.dist);
  else if (!values['no-build'] && isStale(app)) await buildApps([app]);
  const record = makeRelease({ app, version, dist, root, ...gitState([app.dir, 'shared']) });
  const contract = record.contract
    ? `needs ${record.contract.package} ${record.contract.requires}`
    : 'needs no singleton contract';
  console.log(
    `released ${app.name}@${version} (${record.commit.slice(0, 10)}${record.dirty ? ', with uncommitted changes' : ''}; ${contract})\n` +
      `  ${releaseDir(root, app, version)}\n` +
      `make it live: npm run promote -- ${app.name} ${version}`,
  );
}

runCommand(main);
