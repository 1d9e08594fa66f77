import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { REPO_ROOT } from '../../shared/build/webpack-config';
import { LOADER_DURATION_MS } from '../../shared/src/domain/constants';
import { BLOG_SIDEBARS, HOME_VARIANTS } from '../../shared/src/domain/paths';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * A real property, blog post and agent of the data set (the pages of docs/routes.md that take an
 * id).
 */
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

const HOMES = HOME_VARIANTS;
const SIDEBARS = BLOG_SIDEBARS;
const MODULES = [
  'button',
  'label',
  'title',
  'image-ratio',
  'blog',
  'brand',
  'testimonial',
  'full-banner',
  'about',
  'service',
  'property',
  'feature',
];
const OTHER_PAGES = [
  'about-us-2',
  '404',
  'coming-soon-1',
  'coming-soon-2',
  'coming-soon-3',
  'faq',
  'terms-conditions',
  'privacy-policy',
];

/** Every route of docs/routes.md. */
const ROUTES: Route[] = [
  ...HOMES.map((home) => ({ path: `/theme/${home}`, map: home.startsWith('map-') })),
  ...['2-grid', '3-grid'].flatMap((columns) =>
    SIDEBARS.map((sidebar) => ({ path: `/listing/grid-view/${columns}/${sidebar}` })),
  ),
  { path: '/listing/grid-view/map/leaflet-map', map: true },
  ...SIDEBARS.map((sidebar) => ({ path: `/listing/list-view/listing/${sidebar}` })),
  { path: '/listing/list-view/map/leaflet-map', map: true },
  ...['tab-full-width', 'tab-left-sidebar', 'tab-right-sidebar'].map((tab) => ({
    path: `/listing/tab-layout/${tab}`,
  })),
  ...['image-box', 'image-slider', 'left-sidebar', 'sticky-tab', 'thumbnail-image'].map(
    (layout) => ({ path: `/property/${layout}?id=${PROPERTY}`, map: true }),
  ),
  { path: '/property/compare' },
  ...SIDEBARS.map((sidebar) => ({ path: `/page/blog-page/${sidebar}` })),
  ...SIDEBARS.map((sidebar) => ({ path: `/page/blog-detail/${sidebar}?id=${POST}` })),
  ...OTHER_PAGES.map((name) => ({ path: `/page/other-pages/${name}` })),
  { path: '/page/portfolio/2-grid' },
  { path: '/page/portfolio/3-grid' },
  { path: LOGIN },
  ...MODULES.map((name) => ({ path: `/modules/${name}` })),
  { path: '/agent/agent-grid' },
  { path: '/agent/agent-list' },
  { path: `/agent/agent-profile?id=${AGENT}` },
  { path: '/contact/contact-1' },
  { path: '/contact/contact-2', map: true },
  { path: '/contact/contact-3' },
  { path: '/contract/lease' },
  { path: '/contract/sale' },
  { path: '/favorites', session: true },
  { path: '/my-properties', session: true, bare: true },
  { path: '/components/favorites', bare: true },
];

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
