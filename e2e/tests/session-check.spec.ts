import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const LOGIN = '/page/other-pages/log-in';
const DEMO = { email: 'selam@betoch.et', password: 'Selam#2026' };
/** Chromium logs every 4xx answer as a console error. */
const UNAUTHORIZED_LOG = 'Failed to load resource: the server responded with a status of 401';

/** The `betoch.*` entries of sessionStorage. */
function session(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      Object.keys(sessionStorage)
        .filter((key) => key.startsWith('betoch.'))
        .map((key) => [key, sessionStorage.getItem(key) ?? '']),
    ),
  );
}

/** Resolves with the next answer of `GET /api/auth/me`. */
function nextSessionCheck(page: Page) {
  return page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/me') && response.request().method() === 'GET',
  );
}

/** Opens /favorites, is sent to log in, logs in as the demo user and comes back. */
async function logInThroughFavorites(page: Page): Promise<void> {
  await page.goto('/favorites');
  await expect(page).toHaveURL(`${LOGIN}?returnTo=%2Ffavorites`);
  await expect(page.getByTestId('loader')).toHaveCount(0, { timeout: 4500 });
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
}

test.describe('a stored session is checked with the API', () => {
  test.describe('refused', () => {
    test.use({ allowedProblems: [UNAUTHORIZED_LOG] });

    test('a forged betoch.token on /favorites ends on the log-in page, coming back after it', async ({
      page,
    }) => {
      // Any string counted as logged in before: "My properties" showed for any userCode.
      await page.addInitScript(() => {
        sessionStorage.setItem('betoch.token', 'forged.token.value');
        sessionStorage.setItem('betoch.userCode', 'U-1002');
        sessionStorage.setItem('betoch.name', 'Nobody');
      });
      const check = nextSessionCheck(page);
      await page.goto('/favorites');

      expect((await check).status()).toBe(401);
      await expect(page).toHaveURL(`${LOGIN}?returnTo=%2Ffavorites`);
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
      expect(await session(page)).toEqual({});
    });
  });

  test('a real log-in survives a reload: the API accepts its token', async ({ page }) => {
    await logInThroughFavorites(page);
    const token = (await session(page))['betoch.token'];
    expect(token).toBeTruthy();

    const check = nextSessionCheck(page);
    await page.reload();

    expect((await check).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page).toHaveURL(/\/favorites$/);
    expect((await session(page))['betoch.token']).toBe(token);
  });

  test.describe('API unreachable', () => {
    test.use({ allowedProblems: ['/api/auth/me', 'ERR_FAILED'] });

    test('a network error during the check does not log the visitor out', async ({ page }) => {
      await logInThroughFavorites(page);
      await page.route('**/api/auth/me', (route) => route.abort('failed'));
      const failed = page.waitForEvent('requestfailed', (request) =>
        request.url().endsWith('/api/auth/me'),
      );

      await page.reload();

      await failed;
      await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
      await expect(page).toHaveURL(/\/favorites$/);
      expect((await session(page))['betoch.token']).toBeTruthy();
    });
  });
});
