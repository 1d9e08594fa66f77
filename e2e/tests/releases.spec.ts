import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Page } from '@playwright/test';
import path from 'node:path';
import { SHELL } from '../../shared/build/apps';
import { REPO_ROOT } from '../../shared/build/layout';
import { allowedRemoteOrigins, createAppServer } from '../../page-server/src/serve';
import { SHELL_SERVER_DIR } from '../../shared/build/layout';
import { NEXT_RELEASE_NOTE } from '../fixtures/next-listings-release';
import { expect, openPage, test } from '../support/fixtures';
import { getServerRendered } from '../support/server-rendered';
import {
  buildListings,
  copyNeedingNextMajor,
  LISTINGS,
  listen,
  runCommand,
} from '../support/release-fixtures';

/** A shell (a copy of its build, with its own config.json) and the listings team's server. */
const SHELL_PORT = 3030;
const LISTINGS_PORT = 3031;
const LISTINGS_ORIGIN = `http://localhost:${LISTINGS_PORT}`;
const PAGE = `http://localhost:${SHELL_PORT}/listing/grid-view/2-grid/left-sidebar`;

let dir: string;
let shellDist: string;
let releases: string;
let nextMajor: { package: string; range: string };
const closers: (() => Promise<void>)[] = [];

/** The release commands, pointed at this test's releases folder and config.json. */
function run(command: 'release' | 'promote' | 'rollback', ...args: string[]) {
  return runCommand(
    command,
    [...args, '--releases', releases, '--config', path.join(shellDist, 'config.json')],
    // The origins the shell copy trusts: promote refuses the others, as the shell does.
    { BETOCH_REMOTE_ORIGINS: [...allowedRemoteOrigins(), LISTINGS_ORIGIN].join(',') },
  );
}

const configText = () => readFileSync(path.join(shellDist, 'config.json'), 'utf8');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // One production build of the listings remote (about 15-30 s on two cores).
  test.setTimeout(240_000);
  dir = mkdtempSync(path.join(tmpdir(), 'betoch-releases-e2e-'));
  shellDist = path.join(dir, 'shell');
  releases = path.join(dir, 'releases');
  cpSync(path.join(REPO_ROOT, SHELL.dir, 'dist'), shellDist, { recursive: true });
  // The shell's server build beside it: this copy renders its pages on the server too.
  cpSync(path.join(REPO_ROOT, SHELL.dir, SHELL_SERVER_DIR), path.join(dir, SHELL_SERVER_DIR), {
    recursive: true,
  });
  const built = JSON.parse(configText()) as { remotes: Record<string, string> };
  built.remotes.listings = `${LISTINGS_ORIGIN}/mf-manifest.json`;
  writeFileSync(path.join(shellDist, 'config.json'), JSON.stringify(built, null, 2));

  await buildListings(
    path.join(REPO_ROOT, 'e2e/fixtures/next-listings-release.tsx'),
    path.join(dir, 'listings-next'),
  );
  nextMajor = copyNeedingNextMajor(shellDist, path.join(dir, 'listings-next-major'));

  const log = (line: string) => console.log(`[releases e2e] ${line}`);
  closers.push(
    await listen(
      createAppServer(LISTINGS, { log, releasesDir: path.join(releases, LISTINGS.name) }),
      LISTINGS_PORT,
    ),
    await listen(
      createAppServer(
        SHELL,
        { log, remoteOrigins: [...allowedRemoteOrigins(), LISTINGS_ORIGIN] },
        shellDist,
      ),
      SHELL_PORT,
    ),
  );
  // A fresh server's first render loads the shell's server bundle and the remote's server code
  // (seconds on a busy machine, with no bound: issue 18): paid here, not in the tests' budgets.
  const warm = await fetch(PAGE);
  expect(warm.status).toBe(200);
  await warm.text();
});

test.afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  rmSync(dir, { recursive: true, force: true });
});

/** The listings page as the server renders it (no JavaScript run): a promote or rollback starts
 * the lane's worker afresh, whose first page can pass its deadline on a busy machine. */
async function rawHtml(page: Page): Promise<string> {
  return (await getServerRendered(page.request, PAGE)).html;
}

/** Opens the listings page and returns the release its section was loaded from. */
async function openListings(page: Page): Promise<string | null> {
  const manifests: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/mf-manifest.json')) manifests.push(response.url());
  });
  await openPage(page, PAGE);
  // Leave no image half-loaded: the next navigation would abort it (a failed request).
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);
  const fromListings = manifests.find((url) => url.startsWith(LISTINGS_ORIGIN)) ?? '';
  return /\/releases\/([^/]+)\//.exec(fromListings)?.[1] ?? null;
}

test('a promoted release of listings shows in the page with the same shell; rollback brings the old one back', async ({
  page,
}) => {
  // Six release commands, each its own tsx process as an operator runs it (seconds each on a busy
  // two-core machine), and three page loads: more than the default 30 s leaves room for.
  test.setTimeout(90_000);
  const current = path.join(REPO_ROOT, LISTINGS.dir, 'dist');
  expect(run('release', 'listings', '--dist', current, '--version', '1.0.0').output).toContain(
    'released listings@1.0.0',
  );
  expect(run('promote', 'listings', '1.0.0').status).toBe(0);
  expect(await openListings(page)).toBe('1.0.0');
  await expect(page.getByText(NEXT_RELEASE_NOTE)).toHaveCount(0);
  expect(await rawHtml(page)).not.toContain(NEXT_RELEASE_NOTE);

  // The team's change, released as 1.1.0; the same version cannot be released twice.
  const next = path.join(dir, 'listings-next');
  expect(run('release', 'listings', '--dist', next, '--version', '1.1.0').status).toBe(0);
  const again = run('release', 'listings', '--dist', next, '--version', '1.1.0');
  expect(again.status).toBe(1);
  expect(again.output).toContain('release listings@1.1.0 exists; bump the version');

  const promoted = run('promote', 'listings', '1.1.0');
  expect(promoted.output).toContain('promoted listings@1.1.0');
  expect(await openListings(page)).toBe('1.1.0');
  await expect(page.getByText(NEXT_RELEASE_NOTE)).toBeVisible();
  // The server's HTML changed with it: the shell's server renders the promoted release.
  expect(await rawHtml(page)).toContain(NEXT_RELEASE_NOTE);

  const rolledBack = run('rollback', 'listings');
  expect(rolledBack.output).toContain('rolled back to listings@1.0.0');
  expect(await openListings(page)).toBe('1.0.0');
  await expect(page.getByText(NEXT_RELEASE_NOTE)).toHaveCount(0);
  expect(await rawHtml(page)).not.toContain(NEXT_RELEASE_NOTE);
});

test('a release needing a newer contract major is refused with the reason, and nothing changes', async ({
  page,
}) => {
  const incompatible = path.join(dir, 'listings-next-major');
  expect(run('release', 'listings', '--dist', incompatible, '--version', '2.0.0').status).toBe(0);
  const before = configText();
  const log = readFileSync(path.join(releases, 'listings', 'promotions.log'), 'utf8');

  const refused = run('promote', 'listings', '2.0.0');
  expect(refused.status).toBe(1);
  expect(refused.output).toContain('listings@2.0.0 is not compatible with the deployed shell');
  expect(refused.output).toContain(`needs ${nextMajor.package} ${nextMajor.range}`);
  expect(refused.output).toContain('Nothing was changed.');
  expect(configText()).toBe(before);
  expect(readFileSync(path.join(releases, 'listings', 'promotions.log'), 'utf8')).toBe(log);
  expect(await openListings(page)).toBe('1.0.0');
});
