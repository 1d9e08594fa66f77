import type { Page } from '@playwright/test';

/**
 * Makes `GET /api/auth/me` accept whatever token the test stored, as the demo user's. The shell
 * checks the stored session with the API on load and ends a refused one: a test that only needs
 * "someone is logged in" stores any token and calls this.
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
}
