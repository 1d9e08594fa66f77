import type { Page } from '@playwright/test';

/**
 * Makes the API accept whatever token the test stored, as the demo user's: `GET /api/auth/me`, the
 * account's (empty) inbox the header counts, and its (empty) list of published listings. The shell checks the stored session with the API
 * on load and ends a refused one, as does every account request that is refused: a test that only
 * needs "someone is logged in" stores any token and calls this.
 */
export async function acceptStoredToken(page: Page): Promise<void> {
  await page.route('**/api/auth/me', (route) =>
    route.fulfill({
      status: 200,
      json: {
        username: 'selam@betoch.et',
        name: 'Selam Tesfaye',
        avatar: '/assets/images/avatars/selam.svg',
        userId: 1,
        userCode: 'U-1001',
      },
    }),
  );
  // The account's inbox, for the header's count and /my-properties: empty, as a new account's.
  await page.route(/\/api\/enquiries(\/unread)?(\?.*)?$/, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'Access-Control-Allow-Origin': '*' },
      json: route.request().url().includes('/unread')
        ? { unread: 0 }
        : { enquiries: [], unread: 0, next: null },
    }),
  );
  // The listings the account published from /my-properties (the listings service): none.
  await page.route(/\/api\/listings\/mine$/, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'Access-Control-Allow-Origin': '*' },
      json: { items: [] },
    }),
  );
}
