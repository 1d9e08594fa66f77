/**
 * The accessibility pass over the site's pages (e2e/tests/a11y.spec.ts): one browser page visits a
 * group of routes one after another, and at each reads the page with axe in the light theme (every
 * WCAG 2.1 A/AA rule), switches it to the dark theme as another tab's choice does (the theme store
 * follows `localStorage`'s storage event), and reads it again with the rules whose answer depends
 * on colour, the only thing the dark theme changes (shared/src/ui/styles/tokens.css). Each route's
 * problems are collected rather than thrown, so one broken page does not hide the next.
 */
import type { Page, Request } from '@playwright/test';
import { LOADER_DURATION_MS } from '../../shared/src/domain/constants';
import { seriousA11yViolations } from './axe';
import { expect, waitUntilLive } from './fixtures';

export interface A11yRoute {
  path: string;
  /** The page draws a Leaflet map in its main part (its attribution must be there too). */
  map?: boolean;
  /** Guarded: the demo account logs in first. */
  session?: boolean;
  /** Outside the shared layout: no header, footer or footer map. */
  bare?: boolean;
}

export type Theme = 'light' | 'dark';

/** The axe rules whose answer depends on colour: the dark theme's second reading runs only these. */
export const THEME_RULES = ['color-contrast', 'link-in-text-block'] as const;

const DEMO = { email: 'selam@betoch.et', password: 'Selam#2026' };
const LOGIN = '/page/other-pages/log-in';

/** The page's requests still under way (map tiles, which cannot load here, left aside). */
function pendingRequests(page: Page): { count(): number; stop(): void } {
  const pending = new Set<Request>();
  const start = (request: Request) => {
    if (!/tile/.test(request.url())) pending.add(request);
  };
  const settle = (request: Request) => pending.delete(request);
  page.on('request', start);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    count: () => pending.size,
    stop: () => {
      page.off('request', start);
      page.off('requestfinished', settle);
      page.off('requestfailed', settle);
    },
  };
}

/** Logs the demo account in through the form the guarded page redirects to; back on it after. */
async function logInThrough(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(`${LOGIN}?returnTo=${encodeURIComponent(path)}`);
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/**
 * Waits until everything axe should see is on the page: content, no overlay, the page's own maps
 * drawn, and, when `footerMap`, the footer's map too (it is drawn once scrolled into view; the
 * other routes read it as the box a visitor sees before scrolling there).
 */
async function settled(page: Page, route: A11yRoute, footerMap: boolean): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  // Taken over, so its section's code has loaded, before the clock moves: the fake clock carries
  // its time from page to page, so a page after the first starts its section's load with the
  // shortest time bound (counted from its navigation), which the fast-forward would pass.
  await waitUntilLive(page);
  // The start-up overlay (3 s) would hide the page from axe's contrast check: skip its wait.
  await page.clock.fastForward(LOADER_DURATION_MS);
  await expect(page.getByTestId('loader')).toHaveCount(0);
  if (route.map) {
    const main = page.getByRole('main');
    await main.getByRole('region', { name: /^Map / }).first().scrollIntoViewIfNeeded();
    await expect(main.locator('.leaflet-control-attribution').first()).toBeVisible();
  }
  if (footerMap && !route.bare) {
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.locator('.leaflet-control-attribution')).toBeVisible();
  }
  // No part of the page (a section, a map that came into view) is still on its way.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Switches the open page's theme as a choice made in another tab does, and checks it took. */
export async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem('layout_version', value);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'layout_version',
        newValue: value,
        storageArea: localStorage,
      }),
    );
  }, themeValue(theme));
  const html = expect(page.locator('html'));
  await (theme === 'dark' ? html.toHaveClass(/dark-layout/) : html.not.toHaveClass(/dark-layout/));
}

const themeValue = (theme: Theme) => (theme === 'dark' ? 'dark-layout' : '');

export interface PassOptions {
  /** Routes whose footer map is drawn and read (the others read its box). */
  footerMapOn?: (route: A11yRoute, index: number) => boolean;
  /** Called once a route has settled, before axe reads it (the tests that plant a violation). */
  beforeReading?: (page: Page, route: A11yRoute) => Promise<void>;
}

/**
 * Visits `routes` in `page`, each read in light then dark; the problems found, one line each
 * (`<path> (<theme>): …`), or none. The page starts every route in the light theme.
 */
export async function a11yPass(
  page: Page,
  routes: readonly A11yRoute[],
  { footerMapOn = (_, index) => index === 0, beforeReading }: PassOptions = {},
): Promise<string[]> {
  const problems: string[] = [];
  let loggedIn = false;
  await page.clock.install();
  // Each route opens in the light theme, whatever the previous one was switched to.
  await page.addInitScript(
    (value) => localStorage.setItem('layout_version', value),
    themeValue('light'),
  );
  for (const [index, route] of routes.entries()) {
    const pending = pendingRequests(page);
    let theme: Theme = 'light';
    try {
      if (route.session && !loggedIn) {
        await logInThrough(page, route.path);
        loggedIn = true;
      } else await page.goto(route.path);
      await settled(page, route, footerMapOn(route, index));
      await beforeReading?.(page, route);
      await switchTheme(page, 'light');
      for (const violation of await seriousA11yViolations(page)) {
        problems.push(`${route.path} (light): ${violation}`);
      }
      theme = 'dark';
      await switchTheme(page, 'dark');
      for (const violation of await seriousA11yViolations(page, THEME_RULES)) {
        problems.push(`${route.path} (dark): ${violation}`);
      }
      // Every picture the page started has loaded: one cancelled by the next navigation would go
      // unnoticed, and one that fails is a failed request.
      await expect.poll(pending.count).toBe(0);
    } catch (error) {
      problems.push(
        `${route.path} (${theme}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
    } finally {
      pending.stop();
    }
  }
  return problems;
}
