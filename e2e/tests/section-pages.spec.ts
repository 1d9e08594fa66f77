/**
 * A section's release adds a sub-page to the site, and a rollback takes it out, with the same
 * shell server and no shell build (issue 19, item 1): a listings release whose `./pages` lists the
 * three-column grid as a page of its own is released (nothing changes), promoted (the sitemap
 * lists the sub-page, its head names itself as canonical, and a prerender writes its file) and
 * rolled back (all as before).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../shared/build/layout';
import { prerender } from '../../page-server/src/prerender';
import { SUB_PAGE } from '../fixtures/listings-sub-page/pages';
import { expect, test } from '../support/fixtures';
import {
  buildListings,
  LISTINGS,
  startReleaseSite,
  type ReleaseSite,
} from '../support/release-fixtures';

const SHELL_PORT = 3034;
const LISTINGS_PORT = 3035;
const SHELL_ORIGIN = `http://localhost:${SHELL_PORT}`;

let site: ReleaseSite;

test.beforeAll(async () => {
  // One build of listings (browser and server) with the fixture's ./pages.
  test.setTimeout(180_000);
  site = await startReleaseSite('section-pages', { shell: SHELL_PORT, listings: LISTINGS_PORT });
  await buildListings(
    path.join(REPO_ROOT, LISTINGS.dir, 'src/exposes/listing-routes.tsx'),
    path.join(site.dir, 'listings-sub-page'),
    path.join(REPO_ROOT, 'e2e/fixtures/listings-sub-page/pages.ts'),
  );
});

test.afterAll(() => site.close());

const sitemapLists = async (request: { get(url: string): Promise<{ text(): Promise<string> }> }) =>
  (await (await request.get(`${SHELL_ORIGIN}/sitemap.xml`)).text()).includes(
    // Under the site's public origin (BETOCH_SITE_ORIGIN), whichever it is here.
    `${SUB_PAGE}</loc>`,
  );

const canonicalOf = async (request: { get(url: string): Promise<{ text(): Promise<string> }> }) => {
  const html = await (await request.get(`${SHELL_ORIGIN}${SUB_PAGE}`)).text();
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return href === undefined ? undefined : new URL(href).pathname;
};

/**
 * The sub-page's canonical once its section renders it. A promote or rollback starts the lane's
 * worker afresh (page-server/src/render-pool.ts): on a busy machine its first page can pass its
 * deadline and go out without the section's head (the browser renders it), as a visitor's would;
 * the release's head is what the next pages carry. (A CI run: undefined after the rollback.)
 */
const canonicalSoon = (request: Parameters<typeof canonicalOf>[0]) =>
  expect.poll(() => canonicalOf(request), { timeout: 20_000 });

/**
 * Runs the prerender a deploy runs after a promote (against this shell and its config.json) and
 * answers whether it wrote the sub-page, in the record and as a file holding its own canonical.
 */
async function prerenderWritesSubPage(): Promise<boolean> {
  const outDir = path.join(site.dir, 'prerendered');
  const record = await prerender({
    outDir,
    configFile: path.join(site.shellDist, 'config.json'),
    origin: SHELL_ORIGIN,
    distDir: site.shellDist,
    remoteOrigins: site.remoteOrigins,
    // The sections' pages are the question: their low-data copies are nginx.spec's.
    lowData: false,
    // The sections' own pages are the question, not the listings' 60 (180 in three languages).
    listings: 0,
    log: () => undefined,
  });
  const page = record.pages.find(({ url }) => url === SUB_PAGE);
  if (!page) return false;
  const file = path.join(outDir, page.file);
  expect(existsSync(file)).toBe(true);
  expect(readFileSync(file, 'utf8')).toMatch(
    new RegExp(`<link rel="canonical" href="[^"]*${SUB_PAGE}"`),
  );
  return true;
}

test('a release of listings adds a sub-page to the sitemap, its head and the prerender once promoted; rollback takes it out', async ({
  request,
}) => {
  test.setTimeout(240_000);
  site.run(
    'release',
    'listings',
    '--dist',
    path.join(REPO_ROOT, LISTINGS.dir, 'dist'),
    '--version',
    '1.0.0',
  );
  site.run('promote', 'listings', '1.0.0');
  site.run(
    'release',
    'listings',
    '--dist',
    path.join(site.dir, 'listings-sub-page'),
    '--version',
    '1.1.0',
  );
  // Released, not live: the layout is indexed under the main listing page.
  expect(await sitemapLists(request)).toBe(false);
  await canonicalSoon(request).toBe('/listing/grid-view/2-grid/left-sidebar');

  site.run('promote', 'listings', '1.1.0');
  // The promote starts the lane's worker afresh: on a busy machine its first list of pages can
  // pass its deadline, and the sitemap then gives the section's last known list (section-pages.ts),
  // as a crawler would get it, and lists the new page at its next reading (a CI run: false once).
  await expect.poll(() => sitemapLists(request), { timeout: 20_000 }).toBe(true);
  await canonicalSoon(request).toBe(SUB_PAGE);
  expect(await prerenderWritesSubPage()).toBe(true);

  site.run('rollback', 'listings');
  // As after the promote: the fresh worker's first list can pass its deadline, and the sitemap
  // then gives the last known one, which held the sub-page (ci38: true once).
  await expect.poll(() => sitemapLists(request), { timeout: 20_000 }).toBe(false);
  await canonicalSoon(request).toBe('/listing/grid-view/2-grid/left-sidebar');
  expect(await prerenderWritesSubPage()).toBe(false);
});
