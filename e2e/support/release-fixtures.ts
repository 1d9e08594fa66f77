/**
 * Builds and starts what the release tests need, away from the shared e2e servers: a copy of the
 * shell's build with its own config.json, a listings server whose releases live in a temp folder,
 * and remote builds standing for a team's next release.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import semver from 'semver';
import { REMOTES, type AppDefinition } from '../../shared/build/apps';
import { createServerWebpackConfig } from '../../shared/build/server-webpack-config';
import { createWebpackConfig, REPO_ROOT } from '../../shared/build/webpack-config';
import { runWebpack } from '../../scripts/build';
import { contractOf, readManifest } from '../../scripts/release/contract';

/** The listings remote as apps.ts defines it. */
export const LISTINGS: AppDefinition = (() => {
  const app = REMOTES.find((remote) => remote.name === 'listings');
  if (!app) throw new Error('listings remote is not defined');
  return app;
})();

/**
 * Builds listings for production into `outDir`, exposing `routes` as its `./routes`: the browser
 * build, then the server build beside it (what the shell's server renders the section with).
 */
export async function buildListings(routes: string, outDir: string): Promise<void> {
  const app = { ...LISTINGS, exposes: { './routes': routes } };
  for (const config of [
    createWebpackConfig(app, { mode: 'production' }),
    createServerWebpackConfig(app, { mode: 'production' }),
  ]) {
    config.output = { ...config.output, path: outDir };
    await runWebpack(config, LISTINGS.dir);
  }
}

/**
 * A copy of the listings build whose manifest needs the next major of the singleton contract
 * the shell in `shellDist` provides: what a remote built against a newer contract looks like.
 */
export function copyNeedingNextMajor(
  shellDist: string,
  outDir: string,
): { package: string; range: string } {
  cpSync(path.join(REPO_ROOT, LISTINGS.dir, 'dist'), outDir, { recursive: true });
  const provided = contractOf(readManifest(path.join(shellDist, 'mf-manifest.json')));
  if (!provided?.version) throw new Error('the shell provides no singleton contract');
  const next = `${semver.major(provided.version) + 1}.0.0`;
  const file = path.join(outDir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    shared: { name: string; version?: string; requiredVersion?: string }[];
  };
  for (const entry of manifest.shared) {
    if (entry.name !== provided.name) continue;
    entry.version = next;
    entry.requiredVersion = `^${next}`;
  }
  writeFileSync(file, JSON.stringify(manifest));
  return { package: provided.name, range: `^${next}` };
}

/** What one of the release commands printed and how it ended. */
export interface CommandResult {
  status: number | null;
  output: string;
}

/** Runs `npm run <command>` as an operator would, through tsx (scripts/<command>.ts). */
export function runCommand(
  command: 'release' | 'promote' | 'rollback',
  args: string[],
): CommandResult {
  const result = spawnSync(
    path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
    [path.join(REPO_ROOT, 'scripts', `${command}.ts`), ...args],
    { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, BETOCH_USER: 'e2e' } },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Starts `server` on `port` (localhost) and returns its closer. */
export function listen(server: http.Server, port: number): Promise<() => Promise<void>> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () =>
      resolve(
        () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      ),
    );
  });
}
