import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { REPO_ROOT } from '../../shared/build/layout';
import { OFFLINE_CACHES } from '../../shell/src/offline/offline-rules';
import { expect, test, waitUntilLive } from '../support/fixtures';
import { loaderGone, logInThrough } from '../support/log-in';
import { PHONE } from '../support/phone';
import {
  copyWithGridHeading,
  LISTINGS,
  startReleaseSite,
  type ReleaseSite,
} from '../support/release-fixtures';

/**
 * Offline favourites (issue 29 item 3, docs/offline.md): the service worker keeps what a visitor
 * used, so with the network cut (`context.setOffline`) the property pages they viewed, the compare
 * page and the wishlist open, and any other page is the offline page in their language; with the
 * network back, every page is the server's again, and a promoted release reaches a visitor who has
 * the worker on their next visit.
 */

// The worker is kept out of the other specs (playwright.config.ts): this one is about it.
test.use({
  ...PHONE,
  serviceWorkers: 'allow',
  // What the page asks the network for while it is cut (maps, the listings service and its
  // static fallback, the session check) fails so — from the browser, or from the worker that has
  // no kept copy (ERR_FAILED); each failure is the page's own fallback's business, tested elsewhere.
  allowedProblems: ['ERR_INTERNET_DISCONNECTED', 'net::ERR_FAILED', 'Failed to fetch'],
});

const VILLA = 'Five-bedroom villa near Bole Medhanealem';
const B01 = '/property/image-box?id=b01';
const LISTINGS_PAGE = '/listing/grid-view/2-grid/left-sidebar';

/** Opens `address` and waits until the page is live and the worker controls it. */
async function openWithWorker(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await waitUntilLive(page);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true);
}

/** The addresses (path and query) of the property pages the worker keeps. */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    });
  }, OFFLINE_CACHES.properties);
}

async function cut(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
}

test('with the network cut, the properties viewed and the compare page open; other pages say what does', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // The worker is asked again at every visit: a new shell's reaches the visitor.
  const worker = await page.request.get('/sw.js');
  expect([worker.status(), worker.headers()['cache-control']]).toEqual([200, 'no-cache']);
  await openWithWorker(page, B01);
  // Added as soon as the button shows (the held-press script keeps a press made before take-over).
  await page
    .getByRole('group', { name: 'Save, compare or share this property' })
    .getByRole('button', { name: 'Add to compare' })
    .click();
  await expect(page.getByText('Property has been added in Compare.')).toBeVisible();
  // b01 was loaded before the worker took the page over: kept when it did.
  await expect.poll(() => keptPages(page)).toContain(B01);

  // Another property, opened inside the site (no page load): the page hands it to the worker.
  await page.goto(LISTINGS_PAGE);
  await waitUntilLive(page);
  await page.locator('.property-card__link').filter({ hasNotText: VILLA }).first().click();
  await expect(page).toHaveURL(/\/property\/[^?]+\?id=(?!b01)/);
  const other = new URL(page.url());
  const otherAddress = `${other.pathname}${other.search}`;
  const otherTitle = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(otherTitle).not.toBe('');
  await expect.poll(() => keptPages(page)).toContain(otherAddress);

  await cut(context, true);

  // The kept pages open whole, taken over, their photos drawn.
  await page.goto(B01);
  await expect(page.getByRole('heading', { level: 1, name: VILLA })).toBeVisible();
  await waitUntilLive(page);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].some((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
  await page.goto(otherAddress);
  await expect(page.getByRole('heading', { level: 1, name: otherTitle })).toBeVisible();
  await waitUntilLive(page);

  // The compare page, drawn from the visitor's storage.
  await page.goto('/property/compare');
  const table = page.getByRole('table', { name: 'The properties you chose to compare' });
  await expect(table.getByRole('columnheader', { name: VILLA })).toBeVisible();

  // Any other page: the offline page, naming what opens, and its links work without the network.
  await page.goto(LISTINGS_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await waitUntilLive(page);
  await expect(page.getByRole('link', { name: 'Your compare list' })).toBeVisible();
  await page.getByRole('link', { name: otherTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: otherTitle })).toBeVisible();
  // A page left inside the site while offline is the offline page too.
  await page.evaluate(() => {
    history.pushState(null, '', '/agent/agent-grid');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();

  // The network back: the page the visitor asks again is the server's.
  await cut(context, false);
  await page.goto(LISTINGS_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
  await waitUntilLive(page);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
});

test('a logged-in visitor’s wishlist opens with the network cut, and the offline page leads to it', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await openWithWorker(page, B01);
  await loaderGone(page);
  await page
    .getByRole('group', { name: 'Save, compare or share this property' })
    .getByRole('button', { name: 'Add to wishlist' })
    .click();
  await expect(page.getByText('Property has been added in wishlist.')).toBeVisible();
  await logInThrough(page, '/favorites');
  const villa = page.getByRole('article').filter({ has: page.getByRole('link', { name: VILLA }) });
  await expect(villa).toBeVisible();
  // The header's account widget (the account section's code) comes once the page is idle: a
  // visitor who has seen it has used that code, so it is kept.
  const logOut = page.getByRole('banner').getByRole('button', { name: 'Log out' });
  await expect(logOut).toBeVisible();

  await cut(context, true);
  // Loaded again: the worker's kept page, drawn from the visitor's storage, the session kept
  // (a session check that gets no answer never logs anyone out).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await waitUntilLive(page);
  await expect(villa).toBeVisible();
  await expect(logOut).toBeVisible();
  await page.goto(LISTINGS_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await waitUntilLive(page);
  await page.getByRole('link', { name: 'Your wishlist' }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(villa).toBeVisible();
  await cut(context, false);
});

test('the offline page speaks the visitor’s language', async ({ page, context }) => {
  await openWithWorker(page, '/theme/classic?lang=om');
  await cut(context, true);
  await page.goto(`${LISTINGS_PAGE}?lang=om`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Interneetii malee jirta' }),
  ).toBeVisible();
  await waitUntilLive(page);
  expect(await page.getAttribute('html', 'lang')).toBe('om');
  await expect(page.getByRole('link', { name: 'Madaalchisa kee' })).toBeVisible();
  await cut(context, false);
});

test.describe('a release promoted while the visitor has the worker', () => {
  // Ports no other spec takes (nginx.spec's nginx is on 3040–3046, beside this in CI).
  const SHELL_PORT = 3096;
  const LISTINGS_PORT = 3097;
  const PAGE = `http://localhost:${SHELL_PORT}${LISTINGS_PAGE}`;
  const HEADINGS = { '0.2.0': 'Homes of release 0.2.0', '0.3.0': 'Homes of release 0.3.0' };
  let site: ReleaseSite;

  test.beforeAll(async () => {
    site = await startReleaseSite('offline', { shell: SHELL_PORT, listings: LISTINGS_PORT });
    const built = path.join(REPO_ROOT, LISTINGS.dir, 'dist');
    for (const [version, heading] of Object.entries(HEADINGS)) {
      const copy = path.join(site.dir, `listings-${version}`);
      copyWithGridHeading(built, copy, heading, `Every listing of ${heading}`);
      site.run('release', 'listings', '--dist', copy, '--version', version);
    }
    site.run('promote', 'listings', '0.2.0');
  });

  test.afterAll(() => site.close());

  /** The heading the visitor sees, and whether the section's manifest came through the worker. */
  async function visit(page: Page): Promise<{ heading: string; throughWorker: boolean }> {
    let throughWorker = false;
    const seen = (response: { url(): string; fromServiceWorker(): boolean }) => {
      if (
        response.url().endsWith('/mf-manifest.json') &&
        response.url().includes(`:${LISTINGS_PORT}/`)
      ) {
        throughWorker ||= response.fromServiceWorker();
      }
    };
    page.on('response', seen);
    await page.goto(PAGE);
    await waitUntilLive(page);
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    page.off('response', seen);
    return { heading, throughWorker };
  }

  test('is what the next visit shows, and a rollback too; offline, the last one used', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await openWithWorker(page, PAGE);
    expect(await visit(page)).toEqual({ heading: HEADINGS['0.2.0'], throughWorker: true });

    site.run('promote', 'listings', '0.3.0');
    expect(await visit(page)).toEqual({ heading: HEADINGS['0.3.0'], throughWorker: true });

    site.run('rollback', 'listings');
    expect(await visit(page)).toEqual({ heading: HEADINGS['0.2.0'], throughWorker: true });

    // The listings page is no kept page: offline it is the offline page, whatever was promoted.
    await cut(context, true);
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await cut(context, false);
  });
});
