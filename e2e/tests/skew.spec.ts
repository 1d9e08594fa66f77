import { readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import webpack from 'webpack';
import { REMOTES, SHELL } from '../../shared/build/apps';
import { CONTRACT_PACKAGE, contractVersion } from '../../shared/build/federation';
import { REPO_ROOT } from '../../shared/build/layout';
import type { RuntimeConfig } from '../../shared/src/config/runtime-config';
import { LIST_TOASTS } from '../../shared/src/domain/constants';
import { allowedRemoteOrigins, closeServers, createAppServer } from '../../page-server/src/serve';
import { UI_KIT_FIX } from '../fixtures/ui-kit-fix/page-heading';
import { buildFixture, semver } from '../support/build-fixture';
import { expect, openPage, test } from '../support/fixtures';

/*
 * Independent releases: each remote bundles its own copy of the UI kit, domain rules and data
 * client, and shares only the singleton contract (stores, i18n, router binding) with the page.
 * Here remotes and a shell are built against other contract versions, as other teams would, and
 * served beside the deployed builds (ports 3020-3029).
 */

const PORTS = {
  fixedShell: 3020,
  fixedListings: 3021,
  clashShell: 3022,
  clashListings: 3023,
  newerShell: 3024,
} as const;
const LISTING = '/listing/grid-view/2-grid/left-sidebar';
const SECTION_MESSAGE = 'This section could not be loaded.';

const listings = REMOTES.find((app) => app.name === 'listings')!;
const current = contractVersion({});
const [major, minor] = semver(current);
const nextMajor = `${major + 1}.0.0`;
const nextMinor = `${major}.${minor + 1}.0`;

const deployed = JSON.parse(
  readFileSync(path.join(REPO_ROOT, SHELL.dir, 'dist', 'config.json'), 'utf8'),
) as RuntimeConfig;
const origin = (port: number) => `http://localhost:${port}`;
const withListingsAt = (port: number): RuntimeConfig => ({
  ...deployed,
  remotes: { ...deployed.remotes, listings: `${origin(port)}/mf-manifest.json` },
});

const servers: http.Server[] = [];

function serve(server: http.Server, port: number): Promise<void> {
  servers.push(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve());
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Three production builds on a small machine: minutes, not seconds.
  test.setTimeout(360_000);
  const trusted = [
    ...allowedRemoteOrigins(),
    origin(PORTS.fixedListings),
    origin(PORTS.clashListings),
  ];
  // The listings team changes the UI kit's page heading and releases its remote alone.
  const fixed = await buildFixture(listings, {
    contract: current,
    plugins: [
      new webpack.NormalModuleReplacementPlugin(/^\.\/page-heading\/page-heading$/, (resource) => {
        resource.request = path.join(REPO_ROOT, 'e2e/fixtures/ui-kit-fix/page-heading.tsx');
      }),
    ],
  });
  // A remote built against the next major of the contract.
  const clash = await buildFixture(listings, { contract: nextMajor });
  // A shell built against the next minor: the deployed remotes are then older, compatible builds.
  const newer = await buildFixture(SHELL, { contract: nextMinor });

  await serve(createAppServer(listings, {}, fixed), PORTS.fixedListings);
  await serve(createAppServer(listings, {}, clash), PORTS.clashListings);
  // Three shells with three listings builds in this one test process: they test the browser's
  // composition, so they serve the page unrendered. A server process renders for one deployment
  // (one build per remote name); the server's side of a swap is releases.spec.ts's.
  const shell = (config: RuntimeConfig) => ({
    config,
    remoteOrigins: trusted,
    serverRender: false,
  });
  await serve(createAppServer(SHELL, shell(withListingsAt(PORTS.fixedListings))), PORTS.fixedShell);
  await serve(createAppServer(SHELL, shell(withListingsAt(PORTS.clashListings))), PORTS.clashShell);
  await serve(createAppServer(SHELL, shell(deployed), newer), PORTS.newerShell);
});

test.afterAll(async () => {
  await closeServers(servers);
});

test.describe('a remote released with its own UI-kit fix, beside the unchanged shell', () => {
  test('the listings page runs the remote’s copy of the UI kit; other sections keep theirs', async ({
    page,
  }) => {
    await openPage(page, `${origin(PORTS.fixedShell)}${LISTING}`);
    await expect(page.getByTestId('ui-kit-fix')).toHaveText(UI_KIT_FIX);
    // The remote's own cards still use the page's one wishlist store and the shell's toasts.
    await page
      .getByRole('button', { name: /wishlist/i })
      .first()
      .click();
    await expect(page.getByText(LIST_TOASTS.wishlist.added)).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: /wishlist.*1/i }),
    ).toBeVisible();

    await page.goto(`${origin(PORTS.fixedShell)}/theme/classic`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('ui-kit-fix')).toHaveCount(0);
  });

  test('the deployed listings build does not have the fix', async ({ page }) => {
    await openPage(page, LISTING);
    await expect(page.getByTestId('ui-kit-fix')).toHaveCount(0);
  });
});

test.describe('a remote that needs a newer major of the contract', () => {
  test.use({ allowedProblems: ['does not satisfy the requirement'] });

  test('shows the section message, names both versions on the console, the rest works', async ({
    page,
  }) => {
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    await page.goto(`${origin(PORTS.clashShell)}${LISTING}`);
    await expect(page.getByText(SECTION_MESSAGE)).toBeVisible();
    await expect
      .poll(() => console.find((line) => line.includes(CONTRACT_PACKAGE)) ?? '')
      .toMatch(new RegExp(`${current}[\\s\\S]*\\^${major + 1}\\.0\\.0`));
    await expect(page.getByRole('banner')).toBeVisible();

    await page.goto(`${origin(PORTS.clashShell)}/theme/classic`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(SECTION_MESSAGE)).toHaveCount(0);
  });
});

test.describe('remotes built against an older, compatible contract', () => {
  test(`run in a shell that provides ${nextMinor}`, async ({ page }) => {
    await openPage(page, `${origin(PORTS.newerShell)}${LISTING}`);
    await expect(page.locator('main a[href^="/property/"]:visible').first()).toBeVisible();
    await expect(page.getByText(SECTION_MESSAGE)).toHaveCount(0);
  });
});
