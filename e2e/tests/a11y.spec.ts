import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from '../../shared/build/layout';
import { BLOG_SIDEBARS, PROPERTY_LAYOUTS } from '../../shared/src/domain/paths';
import { FIXED_PAGES } from '../../scripts/site-pages';
import { a11yPass, type A11yRoute, type Theme } from '../support/a11y-pass';
import { expect, test } from '../support/fixtures';

/** A real property, blog post and agent of the data set (the pages that take an id). */
const PROPERTY = 'b01';
const POST = 'checking-a-title-deed';
const AGENT = 'hanna-girma';
type Route = A11yRoute;

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

/**
 * The routes in groups, each visited by one browser page from route to route (a warm cache and one
 * log-in, where a test per route and theme paid a fresh context, the footer map and a log-in each
 * time: 144 tests of 10–21 s, issue 25). Groups run two at a time.
 */
const GROUPS = 8;
const groups = Array.from({ length: GROUPS }, (_, group) =>
  ROUTES.filter((_, index) => index % GROUPS === group),
);

/** How long one route may take in the pass: a cold page, both readings, a log-in. */
const ROUTE_BUDGET_MS = 20_000;

async function storeSavedProperties(page: Page): Promise<void> {
  await page.addInitScript((saved) => {
    localStorage.setItem('wishlist', saved);
    localStorage.setItem('compare', saved);
  }, SAVED);
}

test.describe('every route passes axe in light and dark', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const [index, routes] of groups.entries()) {
    test(`routes ${index + 1} of ${GROUPS}: ${routes.map((r) => r.path).join(', ')}`, async ({
      page,
    }) => {
      test.setTimeout(routes.length * ROUTE_BUDGET_MS);
      await storeSavedProperties(page);
      const problems = await a11yPass(page, routes);
      expect(problems, 'serious or critical axe violations, or pages that did not settle').toEqual(
        [],
      );
    });
  }
});

/**
 * The pass still fails when one page of one section breaks, in either theme: a heading given a
 * colour readable on one theme's background and not on the other's (set through the CSSOM, as
 * the page's CSP refuses an injected stylesheet) is reported for that page and that theme alone;
 * a page beside it, read in the same visit, is not.
 */
test.describe('the pass finds a violation planted in one page', () => {
  const PLANTED = '/listing/list-view/listing/left-sidebar';
  const CLEAN = '/theme/classic';
  const planted: Record<Theme, string> = {
    // Near-white: unreadable on the light background, readable on the dark one.
    light: '#f4f4f4',
    // Near-black: the reverse.
    dark: '#101010',
  };

  for (const theme of ['light', 'dark'] as const) {
    test(`in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(2 * ROUTE_BUDGET_MS);
      await storeSavedProperties(page);
      const problems = await a11yPass(page, [{ path: PLANTED }, { path: CLEAN }], {
        beforeReading: async (open, route) => {
          if (route.path !== PLANTED) return;
          await open
            .locator('main h1')
            .first()
            .evaluate((h1, colour) => {
              (h1 as HTMLElement).style.setProperty('color', colour, 'important');
            }, planted[theme]);
        },
      });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        new RegExp(`^${PLANTED} \\(${theme}\\): color-contrast \\(serious\\)`),
      );
    });
  }
});
