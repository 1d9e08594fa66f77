import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../support/fixtures';
import { acceptStoredToken } from '../support/session';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('header menu', () => {
  test('the menu links lead to their pages', async ({ page }) => {
    await openPage(page, '/theme/classic');
    const targets: [string, RegExp][] = [
      ['Listings', /\/listing\/grid-view\/2-grid\/left-sidebar$/],
      ['Agent Grid', /\/agent\/agent-grid$/],
      ['Contact us', /\/contact\/contact-2$/],
      ['Home', /\/theme\/classic$/],
    ];
    for (const [name, url] of targets) {
      await mainMenu(page).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('Favorites goes to the log-in page when no token is stored', async ({ page }) => {
    await openPage(page, '/theme/classic');
    await mainMenu(page).getByRole('link', { name: 'Favorites' }).click();
    await expect(page).toHaveURL(/\/page\/other-pages\/log-in/);
  });

  test('Favorites goes to /favorites when a token is stored', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('betoch.token', 'a-token'));
    await acceptStoredToken(page);
    await openPage(page, '/theme/classic');
    await mainMenu(page).getByRole('link', { name: 'Favorites' }).click();
    await expect(page).toHaveURL(/\/favorites$/);
  });

  test('the Pages menu opens with the keyboard and reaches every home variant', async ({
    page,
  }) => {
    await openPage(page, '/theme/classic');
    const pages = mainMenu(page).getByRole('button', { name: 'Pages' });
    await pages.focus();
    await page.keyboard.press('Enter');
    await expect(pages).toHaveAttribute('aria-expanded', 'true');
    await expect(mainMenu(page).getByRole('link', { name: 'Modern' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(pages).toHaveAttribute('aria-expanded', 'false');
    await pages.click();
    await mainMenu(page).getByRole('link', { name: 'Typed text' }).click();
    await expect(page).toHaveURL(/\/theme\/typed-image$/);
  });

  test('under 992 px the menu is a drawer behind a button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, '/theme/classic');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(mainMenu(page)).toBeHidden();
    await toggle.click();
    await expect(mainMenu(page)).toBeVisible();
    await mainMenu(page).getByRole('link', { name: 'Agent Grid' }).click();
    await expect(page).toHaveURL(/\/agent\/agent-grid$/);
    await expect(mainMenu(page)).toBeHidden();
  });
});

test.describe('layout', () => {
  // @alone: it holds the page to its 3 seconds, which a second browser test beside it on two
  // cores can take by itself (scripts/e2e.ts).
  test(
    'the loader overlay is shown at start and gone after 3 seconds',
    { tag: '@alone' },
    async ({ page }) => {
      await page.goto('/theme/classic');
      const loader = page.getByTestId('loader');
      await expect(loader).toHaveAttribute('aria-busy', 'true');
      await expect(loader).toHaveCount(0, { timeout: 4500 });
    },
  );

  test('"Back to top" is hidden at 500 px and shown past 600 px, and scrolls to the top', async ({
    page,
  }) => {
    await openPage(page, '/theme/classic');
    // Make sure the page is tall enough to scroll, whatever the section renders.
    await page.evaluate(() => (document.body.style.minHeight = '4000px'));
    const button = page.getByRole('button', { name: 'Back to top' });
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 601));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('dark, RTL and a colour chosen in the customizer survive a reload', async ({ page }) => {
    await openPage(page, '/theme/classic');
    await page.getByRole('button', { name: 'Theme settings' }).click();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await page.getByRole('radio', { name: 'Right to left' }).check();
    await page.getByRole('button', { name: /Entoto blue/ }).click();
    await page.reload();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveClass(/dark-layout/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--theme-default').trim(),
        ),
      )
      .toBe('#1d5fa8');
    expect(await page.evaluate(() => localStorage.getItem('layout_version'))).toBe('dark-layout');
    expect(await page.evaluate(() => localStorage.getItem('layout_type'))).toBe('rtl');
  });

  test('the stored theme is applied before the first paint', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('layout_version', 'dark-layout');
      localStorage.setItem('layout_type', 'rtl');
    });
    await page.goto('/theme/classic', { waitUntil: 'commit' });
    // The inline script in index.html runs before any bundle: check as soon as the DOM exists.
    await page.waitForFunction(() => document.readyState !== 'loading');
    const state = await page.evaluate(() => ({
      dark: document.documentElement.classList.contains('dark-layout'),
      dir: document.documentElement.dir,
    }));
    expect(state).toEqual({ dark: true, dir: 'rtl' });
  });

  test('switching to Amharic translates the header and sets lang="am"', async ({ page }) => {
    await openPage(page, '/theme/classic');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('am');
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await expect(
      page.getByRole('navigation', { name: 'ዋና ምናሌ' }).getByRole('link', { name: 'ዝርዝሮች' }),
    ).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  });

  test('the footer links and the office map load when the footer is reached', async ({ page }) => {
    await openPage(page, '/theme/classic');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/page/other-pages/about-us-2',
    );
    await expect(footer.getByRole('link', { name: 'Properties' })).toHaveAttribute(
      'href',
      '/listing/list-view/listing/no-sidebar',
    );
    await expect(footer.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
      'href',
      '/contact/contact-2',
    );
    await expect(
      footer
        .getByRole('region', { name: /Map of the Betoch office/ })
        .locator('.leaflet-marker-icon'),
    ).toBeVisible();
    await expect(footer.getByRole('link', { name: /Betoch on/ }).first()).toBeVisible();
  });
});

test.describe('isolation of the header', () => {
  test.use({ allowedProblems: ['localhost:3004', 'ERR_FAILED', 'Failed to load resource'] });

  test('with the account remote down the header still offers "Log in" and the menu works', async ({
    page,
  }) => {
    // Logged in, so the header asks the account remote for its widget — and cannot get it.
    await page.addInitScript(() => sessionStorage.setItem('betoch.token', 'a-token'));
    await acceptStoredToken(page);
    let asked = false;
    await page.route('http://localhost:3004/**', (route) => {
      asked = true;
      return route.abort();
    });
    await openPage(page, '/theme/classic');
    await expect.poll(() => asked).toBe(true);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await mainMenu(page).getByRole('link', { name: 'Listings' }).click();
    await expect(page).toHaveURL(/\/listing\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'About us' }),
    ).toBeVisible();
  });
});

test.describe("isolation of the shell's own parts", () => {
  test.use({ allowedProblems: ['ERR_FAILED', 'Failed to load resource', 'Loading chunk'] });

  test('a chunk that cannot be fetched costs its part, not the page, and "Try again" brings it', async ({
    page,
  }) => {
    await openPage(page, '/theme/classic');
    // The connection drops once the page is live: every later script of the shell fails.
    const shellScripts = `${new URL(page.url()).origin}/**/*.js`;
    await page.route(shellScripts, (route) => route.abort());

    // The footer's data parts (their chunk is fetched when the footer is reached). Before parts
    // kept their failure, this chunk's took the whole page down (an empty #root).
    const footer = page.getByRole('contentinfo');
    const partFailed = page.waitForEvent('console', (message) =>
      message.text().includes('a part of the page could not be loaded'),
    );
    await footer.scrollIntoViewIfNeeded();
    await partFailed;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(footer.getByRole('region', { name: /Map of the Betoch office/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'About us' })).toBeVisible();
    await expect(footer.locator('.leaflet-container')).toHaveCount(0);

    // The customizer's panel (its chunk is fetched when it is first opened).
    await page.getByRole('button', { name: 'Theme settings' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'This section could not be loaded.' });
    await expect(failed).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The connection is back.
    await page.unroute(shellScripts);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Theme settings' })).toBeVisible();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveClass(/dark-layout/);
  });
});

test.describe('currency', () => {
  test('switching to Birr changes the prices shown, and the choice survives a reload', async ({
    page,
  }) => {
    await openPage(page, '/listing/grid-view/2-grid/left-sidebar');
    const firstPrice = page
      .locator('article')
      .first()
      .getByText(/\$\s?[\d,]+/);
    await expect(firstPrice).toBeVisible();
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('ETB');
    await expect(
      page
        .locator('article')
        .first()
        .getByText(/Br\s?[\d,]+/),
    ).toBeVisible();
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('currency'))) ?? '{}'),
    ).toMatchObject({
      currency: 'ETB',
      symbol: 'Br',
    });
    await page.reload();
    await expect(
      page
        .locator('article')
        .first()
        .getByText(/Br\s?[\d,]+/),
    ).toBeVisible();
  });
});
