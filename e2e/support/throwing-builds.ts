/**
 * The "throwing" builds of the fault matrix (docs/fault-matrix.md): for each remote, a production
 * build (browser and server, the factory every app uses) whose every exposed section is
 * e2e/fixtures/throwing-section/throwing-section.tsx (its `./pages`, the section's pages and heads,
 * is the remote's own: the heads a throwing section's pages are served with stay the site's). Built once, kept under
 * node_modules/.cache/betoch-fault-matrix/ by a hash of what they are made of, so a run with
 * nothing changed builds nothing.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { REMOTES, type AppDefinition } from '../../shared/build/apps';
import { createServerWebpackConfig } from '../../shared/build/server-webpack-config';
import { createWebpackConfig, REPO_ROOT } from '../../shared/build/webpack-config';
import { runWebpack } from '../../scripts/build';

const FIXTURE_DIR = path.join(REPO_ROOT, 'e2e/fixtures/throwing-section');
const SECTION = path.join(FIXTURE_DIR, 'throwing-section.tsx');
/** The standalone page's entry: a remote's own would compile its whole section for nothing. */
const STANDALONE = path.join(FIXTURE_DIR, 'standalone.ts');
const CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/betoch-fault-matrix');
/** The exposed module of a section's pages and heads. */
const PAGES = './pages';

/** A remote's own `./pages` module, as an absolute path. */
function pagesModule(app: AppDefinition): string {
  const file = app.exposes[PAGES];
  if (!file) throw new Error(`${app.dir} exposes no ${PAGES}`);
  return path.join(REPO_ROOT, app.dir, file);
}

/** The folder of a remote's pages and heads (what its `./pages` is made of). */
function pagesSource(app: AppDefinition): string {
  return path.join(REPO_ROOT, app.dir, 'src/features/pages');
}

/** The files a throwing build is made of: the fixture, the build factory, the shared contract. */
const SOURCES = [
  FIXTURE_DIR,
  path.join(REPO_ROOT, 'shared/build'),
  path.join(REPO_ROOT, 'shared/src/singleton'),
  path.join(REPO_ROOT, 'shared/src/pages'),
  path.join(REPO_ROOT, 'package-lock.json'),
];

function filesUnder(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

/** A hash of the sources above and of the remote's name, port and exposed names. */
export function throwingBuildKey(app: AppDefinition): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ name: app.name, exposes: Object.keys(app.exposes) }));
  for (const file of [...SOURCES, pagesSource(app)].flatMap(filesUnder)) {
    hash.update(path.relative(REPO_ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where `app`'s throwing build is kept. */
function buildDir(app: AppDefinition): string {
  return path.join(CACHE_DIR, `${app.name}-${throwingBuildKey(app)}`);
}

/** The folder of `app`'s throwing build, built now unless the cache holds it. */
export async function throwingBuild(app: AppDefinition): Promise<string> {
  const dir = buildDir(app);
  if (existsSync(path.join(dir, 'remoteEntry.server.js'))) return dir;
  const exposes = Object.fromEntries(
    Object.keys(app.exposes).map((key) => [key, key === PAGES ? pagesModule(app) : SECTION]),
  );
  const fixture: AppDefinition = { ...app, exposes };
  // Built beside and renamed into place: an interrupted build never looks complete.
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const browser = createWebpackConfig(fixture, { mode: 'production' });
  browser.entry = { main: STANDALONE };
  for (const config of [browser, createServerWebpackConfig(fixture, { mode: 'production' })]) {
    config.output = { ...config.output, path: partial };
    await runWebpack(config, `${app.dir} (throwing fixture)`);
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  return dir;
}

/** Builds every remote's throwing build that the cache lacks. */
export async function throwingBuilds(): Promise<void> {
  // One after another: webpack already uses both cores of a CI machine.
  for (const app of REMOTES) await throwingBuild(app);
}

let ready: Promise<void> | undefined;

/**
 * The folder of `remote`'s throwing build. Each Playwright worker asks; the builds are made once,
 * by whichever worker takes the lock first (this file run under `flock`), the others then find
 * them in the cache.
 */
export async function throwingBuildFolder(remote: string): Promise<string> {
  const app = REMOTES.find((candidate) => candidate.name === remote);
  if (!app) throw new Error(`no remote ${remote}`);
  ready ??= new Promise<void>((resolve, reject) => {
    mkdirSync(CACHE_DIR, { recursive: true });
    const child = spawn(
      'flock',
      [path.join(CACHE_DIR, '.lock'), path.join(REPO_ROOT, 'node_modules/.bin/tsx'), __filename],
      { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the throwing builds failed (exit ${code})`)),
    );
  });
  await ready;
  return buildDir(app);
}

if (require.main === module) {
  throwingBuilds().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
