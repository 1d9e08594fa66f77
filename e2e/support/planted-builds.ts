/**
 * The planted builds of the fault matrix (docs/fault-matrix.md): for a remote, a production build
 * (browser and server, the factory every app uses) whose every exposed section is a fixture's
 * (its `./pages`, the section's pages and heads, is the remote's own: the heads its pages are
 * served with stay the site's):
 * - "throwing", for every remote: e2e/fixtures/throwing-section/throwing-section.tsx, a section
 *   whose render throws;
 * - "hostile", for the listings remote: e2e/fixtures/hostile-section/hostile-section.tsx, whose
 *   server code does one hostile thing a page's address asks for.
 * Built once, kept under node_modules/.cache/betoch-fault-matrix/ by a hash of what they are made
 * of, so a run with nothing changed builds nothing.
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
import { REPO_ROOT } from '../../shared/build/layout';
import { createWebpackConfig } from '../../shared/build/webpack-config';
import { runWebpack } from '../../scripts/build';

/** A planted build: its fixture's folder and section, and the remotes it is built for. */
interface Plant {
  dir: string;
  section: string;
  remotes: readonly string[];
}

export type PlantName = 'throwing' | 'hostile';

const PLANTS: Record<PlantName, Plant> = {
  throwing: {
    dir: path.join(REPO_ROOT, 'e2e/fixtures/throwing-section'),
    section: 'throwing-section.tsx',
    remotes: REMOTES.map((app) => app.name),
  },
  hostile: {
    dir: path.join(REPO_ROOT, 'e2e/fixtures/hostile-section'),
    section: 'hostile-section.tsx',
    remotes: ['listings'],
  },
};
/** The standalone page's entry (in each fixture): a remote's own would compile its whole section. */
const STANDALONE = 'standalone.ts';
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

/** The files a planted build is made of besides its fixture: the build factory, the contract. */
const SOURCES = [
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

/** A hash of the plant's fixture, the sources above and the remote's name and exposed names. */
export function plantedBuildKey(plant: PlantName, app: AppDefinition): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ plant, name: app.name, exposes: Object.keys(app.exposes) }));
  for (const file of [PLANTS[plant].dir, ...SOURCES, pagesSource(app)].flatMap(filesUnder)) {
    hash.update(path.relative(REPO_ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where `app`'s planted build is kept. */
function buildDir(plant: PlantName, app: AppDefinition): string {
  return path.join(CACHE_DIR, `${plant}-${app.name}-${plantedBuildKey(plant, app)}`);
}

/** The folder of `app`'s planted build, built now unless the cache holds it. */
async function plantedBuild(plant: PlantName, app: AppDefinition): Promise<string> {
  const dir = buildDir(plant, app);
  if (existsSync(path.join(dir, 'remoteEntry.server.js'))) return dir;
  const { dir: fixtureDir, section } = PLANTS[plant];
  const exposes = Object.fromEntries(
    Object.keys(app.exposes).map((key) => [
      key,
      key === PAGES ? pagesModule(app) : path.join(fixtureDir, section),
    ]),
  );
  const fixture: AppDefinition = { ...app, exposes };
  // Built beside and renamed into place: an interrupted build never looks complete.
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const browser = createWebpackConfig(fixture, { mode: 'production' });
  browser.entry = { main: path.join(fixtureDir, STANDALONE) };
  for (const config of [browser, createServerWebpackConfig(fixture, { mode: 'production' })]) {
    config.output = { ...config.output, path: partial };
    await runWebpack(config, `${app.dir} (${plant} fixture)`);
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  return dir;
}

/** Builds every planted build that the cache lacks. */
export async function plantedBuilds(): Promise<void> {
  // One after another: webpack already uses both cores of a CI machine.
  for (const plant of Object.keys(PLANTS) as PlantName[]) {
    for (const app of REMOTES.filter((remote) => PLANTS[plant].remotes.includes(remote.name))) {
      await plantedBuild(plant, app);
    }
  }
}

let ready: Promise<void> | undefined;

/**
 * The folder of `remote`'s planted build. Each Playwright worker asks; the builds are made once,
 * by whichever worker takes the lock first (this file run under `flock`), the others then find
 * them in the cache.
 */
export async function plantedBuildFolder(plant: PlantName, remote: string): Promise<string> {
  const app = REMOTES.find((candidate) => candidate.name === remote);
  if (!app || !PLANTS[plant].remotes.includes(remote)) {
    throw new Error(`no ${plant} build of ${remote}`);
  }
  ready ??= new Promise<void>((resolve, reject) => {
    mkdirSync(CACHE_DIR, { recursive: true });
    const child = spawn(
      'flock',
      [path.join(CACHE_DIR, '.lock'), path.join(REPO_ROOT, 'node_modules/.bin/tsx'), __filename],
      { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the planted builds failed (exit ${code})`)),
    );
  });
  await ready;
  return buildDir(plant, app);
}

/** The folder of `remote`'s throwing build. */
export function throwingBuildFolder(remote: string): Promise<string> {
  return plantedBuildFolder('throwing', remote);
}

if (require.main === module) {
  plantedBuilds().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
