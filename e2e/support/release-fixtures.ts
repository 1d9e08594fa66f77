/**
 * Builds and starts what the release tests need, away from the shared e2e servers: a copy of the
 * shell's build with its own config.json, a listings server whose releases live in a temp folder,
 * and remote builds standing for a team's next release.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import semver from 'semver';
import { REMOTES, SHELL, type AppDefinition } from '../../shared/build/apps';
import { REPO_ROOT, SHELL_SERVER_DIR } from '../../shared/build/layout';
import { createServerWebpackConfig } from '../../shared/build/server-webpack-config';
import { createWebpackConfig } from '../../shared/build/webpack-config';
import { runWebpack } from '../../scripts/build';
import { contractOf, readManifest } from '../../scripts/release/contract';
import { allowedRemoteOrigins, closeServers, createAppServer } from '../../page-server/src/serve';
import { expect } from './fixtures';

/** The listings remote as apps.ts defines it. */
export const LISTINGS: AppDefinition = (() => {
  const app = REMOTES.find((remote) => remote.name === 'listings');
  if (!app) throw new Error('listings remote is not defined');
  return app;
})();

/**
 * A copy of the shell's build in `<dir>/shell` (its server build beside it, so the copy renders
 * its pages on the server too) whose config.json loads listings from `listingsManifest`; returns
 * the copy's folder.
 */
export function copyShell(dir: string, listingsManifest: string): string {
  const shellDist = path.join(dir, 'shell');
  cpSync(path.join(REPO_ROOT, SHELL.dir, 'dist'), shellDist, { recursive: true });
  cpSync(path.join(REPO_ROOT, SHELL.dir, SHELL_SERVER_DIR), path.join(dir, SHELL_SERVER_DIR), {
    recursive: true,
  });
  const config = path.join(shellDist, 'config.json');
  const built = JSON.parse(readFileSync(config, 'utf8')) as { remotes: Record<string, string> };
  built.remotes.listings = listingsManifest;
  writeFileSync(config, JSON.stringify(built, null, 2));
  return shellDist;
}

/**
 * Builds listings for production into `outDir`, exposing `routes` as its `./routes` (and `pages`,
 * when given, as its `./pages`): the browser
 * build, then the server build beside it (what the shell's server renders the section with).
 */
export async function buildListings(routes: string, outDir: string, pages?: string): Promise<void> {
  // Its own pages and heads (./pages) as the team's release carries them, or `pages` instead.
  const exposes = {
    ...LISTINGS.exposes,
    './routes': routes,
    ...(pages ? { './pages': pages } : {}),
  };
  const app = { ...LISTINGS, exposes };
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

/** Where the listings remote's English texts are in its build (`i18n/listings/en.json`). */
const LISTINGS_ENGLISH = 'assets/i18n/listings/en.json';

/**
 * A copy of the listings build (`dist`) whose grid page heading (`title.grid`) reads `heading`
 * and whose pages' description (`subtitle`) reads `description`: a team's release that changes
 * translated texts, made without a build. The copy's `.gz` and `.br` siblings are written again,
 * since the servers send them to browsers that accept them.
 */
export function copyWithGridHeading(
  dist: string,
  outDir: string,
  heading: string,
  description?: string,
): void {
  cpSync(dist, outDir, { recursive: true });
  const file = path.join(outDir, LISTINGS_ENGLISH);
  const texts = JSON.parse(readFileSync(file, 'utf8')) as {
    title: Record<string, string>;
    subtitle?: string;
  };
  texts.title.grid = heading;
  if (description !== undefined) texts.subtitle = description;
  const json = JSON.stringify(texts, null, 2);
  writeFileSync(file, json);
  rmSync(`${file}.gz`, { force: true });
  rmSync(`${file}.br`, { force: true });
  writeFileSync(`${file}.gz`, gzipSync(json));
  writeFileSync(`${file}.br`, brotliCompressSync(json));
}

/** The English grid page heading of the listings build in `dist`. */
export function gridHeadingOf(dist: string): string {
  const texts = JSON.parse(readFileSync(path.join(dist, LISTINGS_ENGLISH), 'utf8')) as {
    title: Record<string, string>;
  };
  return texts.title.grid ?? '';
}

/** What one of the release commands printed and how it ended. */
export interface CommandResult {
  status: number | null;
  output: string;
}

/**
 * Runs `npm run <command>` as an operator would, through tsx (scripts/<command>.ts), with `env`
 * added to the environment (e.g. the BETOCH_REMOTE_ORIGINS the shell is served with).
 */
export function runCommand(
  command: 'release' | 'promote' | 'rollback',
  args: string[],
  env: Record<string, string> = {},
): CommandResult {
  const result = spawnSync(
    path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
    [path.join(REPO_ROOT, 'scripts', `${command}.ts`), ...args],
    { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, ...env, BETOCH_USER: 'e2e' } },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Starts `server` on `port` (localhost) and returns its closer. */
export function listen(server: http.Server, port: number): Promise<() => Promise<void>> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve(() => closeServers([server])));
  });
}

/**
 * A site in a folder of its own, as an operator runs one: a copy of the shell's build whose
 * listings remote is a server of that remote's releases, and the release commands run against
 * it (`run`, which fails the test when a command fails).
 */
export interface ReleaseSite {
  dir: string;
  shellDist: string;
  listingsOrigin: string;
  /** The origins the shell copy loads remotes from (promote refuses the others, as the shell does). */
  remoteOrigins: string[];
  /** Runs a release command against this site; returns what it printed. */
  run(command: 'release' | 'promote' | 'rollback', ...args: string[]): string;
  close(): Promise<void>;
}

export async function startReleaseSite(
  name: string,
  ports: { shell: number; listings: number },
): Promise<ReleaseSite> {
  const dir = mkdtempSync(path.join(tmpdir(), `betoch-${name}-e2e-`));
  const listingsOrigin = `http://localhost:${ports.listings}`;
  const shellDist = copyShell(dir, `${listingsOrigin}/mf-manifest.json`);
  const releases = path.join(dir, 'releases');
  const remoteOrigins = [...allowedRemoteOrigins(), listingsOrigin];
  const log = (line: string) => console.log(`[${name} e2e] ${line}`);
  const closers = [
    await listen(
      createAppServer(LISTINGS, { log, releasesDir: path.join(releases, LISTINGS.name) }),
      ports.listings,
    ),
    await listen(createAppServer(SHELL, { log, remoteOrigins }, shellDist), ports.shell),
  ];
  return {
    dir,
    shellDist,
    listingsOrigin,
    remoteOrigins,
    run(command, ...args) {
      const result = runCommand(
        command,
        [...args, '--releases', releases, '--config', path.join(shellDist, 'config.json')],
        { BETOCH_REMOTE_ORIGINS: remoteOrigins.join(',') },
      );
      expect(result.status, result.output).toBe(0);
      return result.output;
    },
    async close() {
      await Promise.all(closers.map((close) => close()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
