/**
 * `npm run release -- <app> [--version x.y.z] [--dist <dir>] [--no-build]`: writes an immutable
 * release of one remote, `releases/<app>/<version>/` (its build and `release.json`). The version
 * is the app's package.json one unless given; an existing version is refused. The working tree is
 * built into the release's own folder, never into the app's `dist/`, which may be live
 * (`--no-build`: take `dist/` as it is; `--dist`: take another build). Nothing live changes until
 * `npm run promote`.
 */
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../shared/build/layout';
import { compile } from './build';
import { gitState, COMMON_OPTIONS, paths, runCommand } from './release/cli';
import { findRemote, releaseDir, releaseVersion } from '../page-server/src/releases';
import { buildAndRelease, makeRelease } from './release/make-release';

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
  const input = { app, version, root, ...gitState([app.dir, 'shared']) };
  // A build given (`--dist`) or the dist/ as it is (`--no-build`) is copied; otherwise the working
  // tree is built into the release's own folder.
  const given = values.dist ?? (values['no-build'] ? path.join(REPO_ROOT, app.dir, 'dist') : null);
  if (given === null) console.log(`building ${app.dir} into its release (dist/ is left as it is)`);
  const record =
    given === null
      ? await buildAndRelease({
          ...input,
          build: (built, outDir) => compile(built, { mode: 'production' }, outDir),
        })
      : makeRelease({ ...input, dist: path.resolve(given) });
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
