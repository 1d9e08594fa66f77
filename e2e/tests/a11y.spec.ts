import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { REPO_ROOT } from '../../shared/build/webpack-config';
import { LOADER_DURATION_MS } from '../../shared/src/domain/constants';
import { BLOG_SIDEBARS, PROPERTY_LAYOUTS } from '../../shared/src/domain/paths';
import { FIXED_PAGES } from '../../scripts/site-pages';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/** A real property, blog post and agent of the data set (the pages that take an id). */
const PROPERTY = 'b01';
const POST = 'checking-a-title-deed';
const AGENT = 'hanna-girma';
const DEMO = { email: 'selam@betoch.et', password: 'Selam#2026' };
const LOGIN = '/page/other-pages/log-in';

interface Route {
  path: string;
  /** The page draws a Leaflet map in its main part (its attribution must be there too). */
  map?: boolean;
  /** Guarded: the demo account logs in first. */
  session?: boolean;
  /** Outside the shared layout: no header, footer or footer map. */
  bare?: boolean;
}

/** What a page needs before axe reads it, by path (the others need nothing). */
const NEEDS: Readonly<Record<string, Omit<Route, 'path'>>> = {
  '/listing/grid-view/map/leaflet-map': { map: true },
  '/listing/list-view/map/leaflet-map': { map: true },
  '/contact/contact-2': { map: true },
  '/favorites': { session: true },
  '/my-properties': { session: true, bare: true },
  '/components/favorites': { bare: true },
};

const route = (path: string): Route => ({
  path,
  ...NEEDS[path],
  ...(path.startsWith('/theme/map-') ? { map: true } : {}),
});

/**
 * Every page of the site: each section's own list (its `./pages`, read through
 * scripts/site-pages.ts), and the addresses the lists leave to the sections' parsers: the other
 * listing layouts, and the page of one property, post or agent in each of its layouts.
 */
const ROUTES: Route[] = [
  ...new Set([
    ...FIXED_PAGES.keys(),
    ...['2-grid', '3-grid'].flatMap((columns) =>
      BLOG_SIDEBARS.map((sidebar) => `/listing/grid-view/${columns}/${sidebar}`),
    ),
    ...BLOG_SIDEBARS.map((sidebar) => `/listing/list-view/listing/${sidebar}`),
    ...['tab-full-width', 'tab-left-sidebar', 'tab-right-sidebar'].map(
      (tab) => `/listing/tab-layout/${tab}`,
    ),
  ]),
]
  .map(route)
  .concat(
    PROPERTY_LAYOUTS.map((layout) => ({ path: `/property/${layout}?id=${PROPERTY}`, map: true })),
    BLOG_SIDEBARS.map((sidebar) => ({ path: `/page/blog-detail/${sidebar}?id=${POST}` })),
    [{ path: `/agent/agent-profile?id=${AGENT}` }],
  );

/** Two real properties, stored as the site stores them, so favorites and compare have rows. */
const SAVED = JSON.stringify(
  (
    JSON.parse(
      readFileSync(path.join(REPO_ROOT, 'shared/assets/data/property-details.json'), 'utf8'),
    ) as unknown[]
  ).slice(0, 2),
);

/** The page's requests still under way (map tiles, which cannot load here, left aside). */
function pendingRequests(page: Page): () => number {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (!/tile/.test(request.url())) pending.add(request);
  });
  const settle = (request: Request) => pending.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return () => pending.size;
}

/** Logs the demo account in through the form the guarded page redirects to; back on it after. */
async function logInThrough(page: Page, route: Route): Promise<void> {
  await page.goto(route.path);
  await expect(page).toHaveURL(`${LOGIN}?returnTo=${encodeURIComponent(route.path)}`);
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${route.path}$`));
}

/** Waits until everything axe should see is on the page: content, maps, no overlay. */
async function settled(page: Page, route: Route): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  // The start-up overlay (3 s) would hide the page from axe's contrast check: skip its wait.
  await page.clock.fastForward(LOADER_DURATION_MS);
  await expect(page.getByTestId('loader')).toHaveCount(0);
  if (route.map) {
    // Maps in the page are drawn once they come into view.
    const main = page.getByRole('main');
    await main.getByRole('region', { name: /^Map / }).first().scrollIntoViewIfNeeded();
    await expect(main.locator('.leaflet-control-attribution').first()).toBeVisible();
  }
  if (!route.bare) {
    // So is the footer's map.
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.locator('.leaflet-control-attribution')).toBeVisible();
  }
}

// One test per route and theme: both themes of a route in one test came near the 30 s timeout on
// a busy two-core machine (issue 18).
test.describe('every route passes axe in light and dark', () => {
  test.describe.configure({ mode: 'parallel' });

  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.addInitScript((saved) => {
      localStorage.setItem('wishlist', saved);
      localStorage.setItem('compare', saved);
    }, SAVED);
  });

  for (const route of ROUTES) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${route.path} (${theme})`, async ({ page }) => {
        const dark = theme === 'dark';
        const pending = pendingRequests(page);
        await page.addInitScript(
          (value) => localStorage.setItem('layout_version', value),
          dark ? 'dark-layout' : '',
        );
        // Each test has its own browser context: a guarded route logs in every time.
        if (route.session) await logInThrough(page, route);
        else await page.goto(route.path);
        await settled(page, route);
        const html = expect(page.locator('html'));
        await (dark ? html.toHaveClass(/dark-layout/) : html.not.toHaveClass(/dark-layout/));
        await test.step(theme, () => expectNoSeriousA11yViolations(page));
        // Every picture the page started has loaded: one cancelled by the test's end would go
        // unnoticed, and one that fails is a failed request.
        await expect.poll(pending).toBe(0);
      });
    }
  }
});
