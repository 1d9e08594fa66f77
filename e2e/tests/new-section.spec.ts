import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../shared/build/layout';
import { expect, openPage, test } from '../support/fixtures';

/*
 * The recipe for a new section (ARCHITECTURE.md, "Adding a section"), followed in a copy of the
 * repository: `npm run new-section` scaffolds a remote and adds it to apps.ts, runtime-config.ts,
 * the workspaces and config.json; the one step left by hand that the page needs (the shell's
 * route) is made from the line the script prints; then the copy's shell and new remote are built
 * with the shared factory and served (ports 3050-3051) beside the deployed remotes. The shell is
 * built again: its route table and its list of remote names are compiled into it.
 */

const NAME = 'guides';
const SHELL_PORT = 3050;
const REMOTE_PORT = 3051;
const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
/** What a checkout holds besides its sources: builds, installs, test output, releases. */
const NOT_COPIED = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-server',
  'test-results',
  '.results',
  'coverage',
  'playwright-report',
  'releases',
]);

let dir: string;
let site: ChildProcess | undefined;
let steps = '';

/**
 * A copy of the working tree without builds and installs, whose node_modules links to the
 * repository's packages — except the workspaces, which link to the copy's own folders (what
 * `npm install` does in a checkout).
 */
function copyCheckout(to: string): void {
  cpSync(REPO_ROOT, to, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.basename(source)),
  });
  const modules = path.join(to, 'node_modules');
  mkdirSync(path.join(modules, '@betoch'), { recursive: true });
  for (const entry of readdirSync(path.join(REPO_ROOT, 'node_modules'))) {
    if (entry === '@betoch' || entry === '.cache') continue;
    symlinkSync(path.join(REPO_ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  const { workspaces } = JSON.parse(readFileSync(path.join(to, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  for (const workspace of workspaces) {
    symlinkSync(path.join('..', '..', workspace), path.join(modules, '@betoch', workspace));
  }
}

/** Resolves once the child prints `line`; rejects if it ends first. */
function waitFor(child: ChildProcess, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const lines = output.split('\n');
      if (!lines.includes(line)) return;
      // How long the two builds took, for the test's log.
      for (const built of lines.filter((text) => text.startsWith('built '))) {
        console.log(`[new-section e2e] ${built}`);
      }
      resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`the site ended (${code}):\n${output}`)));
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Two production builds (the new remote and the shell) on two cores.
  test.setTimeout(240_000);
  dir = mkdtempSync(path.join(tmpdir(), 'betoch-new-section-'));
  copyCheckout(dir);

  const scaffold = spawnSync(TSX, ['scripts/new-section.ts', NAME, String(REMOTE_PORT)], {
    cwd: dir,
    encoding: 'utf8',
  });
  steps = scaffold.stdout;
  expect(scaffold.status, `${scaffold.stdout}${scaffold.stderr}`).toBe(0);
  // npm install's part: the new workspace linked.
  symlinkSync(
    path.join('..', '..', `mfe-${NAME}`),
    path.join(dir, `node_modules/@betoch/mfe-${NAME}`),
  );
  // The step by hand: the route line the script printed, at the top of the layout's sections.
  const route = /\{ path: '[^']+', remote: '[^']+', module: '[^']+' \},/.exec(steps)?.[0];
  expect(route, steps).toBeDefined();
  const routesFile = path.join(dir, 'shell/src/routes.tsx');
  const table = 'export const LAYOUT_SECTIONS: readonly SectionRoute[] = [';
  const routes = readFileSync(routesFile, 'utf8');
  expect(routes).toContain(table);
  writeFileSync(routesFile, routes.replace(table, `${table}\n  ${route}`));

  site = spawn(TSX, ['e2e/support/new-section-site.ts', NAME, String(SHELL_PORT)], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitFor(site, 'ready');
});

test.afterAll(async () => {
  if (site && site.exitCode === null) {
    const ended = new Promise((resolve) => site?.once('exit', resolve));
    site.kill('SIGTERM');
    await ended;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the script says what is left by hand', () => {
  expect(steps).toContain('npm install');
  expect(steps).toContain('shell/src/routes.tsx');
});

test('the shell composes the new remote under its route, in English and in Amharic', async ({
  page,
}) => {
  const texts = (language: 'en' | 'am') =>
    JSON.parse(
      readFileSync(path.join(dir, `mfe-${NAME}/i18n/${NAME}/${language}.json`), 'utf8'),
    ) as { page: { title: string; intro: string } };
  const shell = `http://localhost:${SHELL_PORT}`;

  await openPage(page, `${shell}/${NAME}`);
  const en = texts('en').page;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.title);
  await expect(page.getByText(en.intro)).toBeVisible();
  // The shell's layout around it, and its translations fetched from the remote's own origin.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // A visitor who chose Amharic: the remote's Amharic file.
  await page.evaluate(() => localStorage.setItem('language', 'am'));
  await openPage(page, `${shell}/${NAME}`);
  const am = texts('am').page;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(am.title);
  await expect(page.getByText(am.intro)).toBeVisible();

  // The section's own 404 for a path below it; the deployed remotes still compose beside it.
  await page.goto(`${shell}/${NAME}/nowhere`);
  await expect(page).toHaveURL(/\/page\/other-pages\/404$/);
  await openPage(page, `${shell}/theme/classic`);
  await expect(page.getByText('This section could not be loaded.')).toHaveCount(0);
});
