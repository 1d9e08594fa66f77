import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, openPage, test, waitUntilLive } from '../support/fixtures';
import { DEMO, LOGIN, loaderGone, logInThrough, submitLogIn } from '../support/log-in';
import { SIGN_UP, codeSentTo, fillSignUp } from '../support/sign-up';

const SESSION_KEYS = [
  'betoch.avatar',
  'betoch.name',
  'betoch.token',
  'betoch.updateObject',
  'betoch.userCode',
  'betoch.userId',
  'betoch.username',
];
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

test.describe('log-in', () => {
  test.describe('refused', () => {
    test.use({ allowedProblems: [UNAUTHORIZED_LOG] });

    test('a wrong password shows the API message and stores nothing', async ({ page }) => {
      await openPage(page, LOGIN);
      await loaderGone(page);
      await submitLogIn(page, DEMO.email, 'not-the-password');
      await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
      expect(await session(page)).toEqual({});
      await expect(page).toHaveURL(new RegExp(`${LOGIN}$`));
    });
  });

  test('the form says what is missing before anything is sent', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/login')) sent = true;
    });
    await openPage(page, LOGIN);
    await loaderGone(page);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(
      'Enter your e-mail address.',
    );
    await expect(page.getByLabel('E-mail')).toBeFocused();
    expect(sent).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('API down', () => {
    test.use({ allowedProblems: ['localhost:3005/api/auth/login', 'net::ERR_FAILED'] });

    test('says the log-in service cannot be reached', async ({ page }) => {
      await page.route('http://localhost:3005/**', (route) => route.abort());
      await openPage(page, LOGIN);
      await loaderGone(page);
      await submitLogIn(page, DEMO.email, DEMO.password);
      await expect(page.getByRole('alert')).toContainText(
        'The log-in service cannot be reached. Check your connection and try again.',
      );
      expect(await session(page)).toEqual({});
      await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
    });
  });
});

test.describe('session', () => {
  test('the demo account logs in, and /favorites shows and removes what another app saved', async ({
    page,
  }) => {
    // One visitor's path through three apps (a property page, the log-in, the favorites page with
    // an axe run): on a busy two-core machine it comes near the default 30 s.
    test.setTimeout(60_000);
    // Saved by the property remote, before logging in.
    await openPage(page, '/property/image-box?id=b01');
    await loaderGone(page);
    await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
    await expect(page.getByText('Property has been added in wishlist.')).toBeVisible();

    // Client-side from here: the header's user icon, the form, the menu.
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`${LOGIN}$`));
    await submitLogIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/theme\/classic$/);
    expect(Object.keys(await session(page)).sort()).toEqual(SESSION_KEYS);
    expect((await session(page))['betoch.username']).toBe(DEMO.email);
    expect(JSON.stringify(await session(page))).not.toContain(DEMO.password);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Favorites' })
      .click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    const card = page.getByRole('article').filter({
      has: page.getByRole('link', { name: 'Five-bedroom villa near Bole Medhanealem' }),
    });
    await expect(card).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: 'Remove from wishlist' }).click();
    await expect(page.getByText('Property has been removed from wishlist.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  });

  test('logout asks the spec question, then clears the session and goes home', async ({ page }) => {
    await logInThrough(page, '/favorites');
    const logOut = page.getByRole('banner').getByRole('button', { name: 'Log out' });

    // SweetAlert2 (its script and its stylesheet, as files) is fetched only when the dialog opens.
    const fetched: string[] = [];
    page.on('requestfinished', (r) => fetched.push(new URL(r.url()).pathname));
    const swalLoaded = () =>
      Promise.resolve(
        ['js', 'css'].every((kind) =>
          fetched.some((path) => new RegExp(`/sweetalert2\\.[0-9a-f]{8}\\.${kind}$`).test(path)),
        ),
      );
    await expect(logOut).toBeVisible();
    expect(await swalLoaded()).toBe(false);

    // Cancelling changes nothing.
    await logOut.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    expect(await swalLoaded()).toBe(true);
    // Styled by the stylesheet file (the CSP refuses injected styles): the dialog overlays the page.
    await expect(page.locator('.swal2-container')).toHaveCSS('position', 'fixed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(Object.keys(await session(page))).toHaveLength(SESSION_KEYS.length);
    await expect(page).toHaveURL(/\/favorites$/);

    await logOut.click();
    await expect(dialog.getByRole('heading')).toHaveText('Are you sure?');
    await expect(dialog.getByText('Do you want to logout?', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, logout.', exact: true }).click();
    await expect(page).toHaveURL(/\/theme\/classic$/);
    expect(await session(page)).toEqual({});
    await expect(logOut).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('/favorites without a token goes to log-in, and back to /favorites after it', async ({
    page,
  }) => {
    await logInThrough(page, '/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  });

  test('/my-properties lists the account’s own listings, outside the layout', async ({ page }) => {
    await logInThrough(page, '/my-properties');
    await expect(page.getByRole('heading', { level: 1, name: 'My properties' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Betoch' })).toHaveAttribute(
      'href',
      '/theme/classic',
    );
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('sign-up', () => {
  test.describe('refused by the API', () => {
    // Chromium logs every 4xx answer as a console error.
    test.use({
      allowedProblems: [
        'Failed to load resource: the server responded with a status of 400',
        'Failed to load resource: the server responded with a status of 409',
      ],
    });

    test('a common password and a taken e-mail each say why, and nothing is stored', async ({
      page,
    }) => {
      await openPage(page, SIGN_UP);
      await loaderGone(page);
      await fillSignUp(page, `common-${Date.now()}@example.et`, 'Password123');
      await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
        /too common/,
      );
      await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
      await fillSignUp(page, DEMO.email, 'Entoto-view-2026');
      await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(/already exists/);
      expect(await session(page)).toEqual({});
      await expect(page).toHaveURL(new RegExp(`${SIGN_UP}$`));
      await expectNoSeriousA11yViolations(page);
    });
  });

  test.describe('verifying the e-mail', () => {
    test.use({
      allowedProblems: ['Failed to load resource: the server responded with a status of 400'],
    });

    test('the code mailed at sign-up verifies the account in /my-properties; a wrong one is refused', async ({
      page,
    }) => {
      const email = `verify-${Date.now()}@example.et`;
      await openPage(page, SIGN_UP);
      await loaderGone(page);
      await fillSignUp(page, email, 'Entoto-view-2026');
      await expect(page).toHaveURL(/\/my-properties$/);
      await expect(page.getByRole('heading', { name: 'Verify your e-mail address' })).toBeVisible();
      const code = await codeSentTo(page, email);

      const field = page.getByLabel('6-digit code');
      await field.fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect(field).toHaveAccessibleDescription(/not the code we sent/);

      await field.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Verify your e-mail address' })).toHaveCount(
        0,
      );
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await waitUntilLive(page);
      await expect(page.getByLabel('6-digit code')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  });

  test('a visitor signs up from the log-in page, is logged in, and logs in again later', async ({
    page,
  }) => {
    const email = `hirut-${Date.now()}@example.et`;
    const password = 'Bole-view-2026';
    await openPage(page, LOGIN);
    await page.getByRole('link', { name: 'Create one' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    await loaderGone(page);
    await fillSignUp(page, email, password);

    await expect(page).toHaveURL(/\/my-properties$/);
    await expect(page.getByText('Your account is created.')).toBeVisible();
    expect(await session(page)).toMatchObject({
      'betoch.username': email,
      'betoch.name': 'Hirut Alemu',
    });
    expect(JSON.stringify(await session(page))).not.toContain(password);

    await page.evaluate(() => sessionStorage.clear());
    await openPage(page, LOGIN);
    await loaderGone(page);
    await submitLogIn(page, email.toUpperCase(), password);
    await expect(page).not.toHaveURL(new RegExp(`${LOGIN}`));
    expect((await session(page))['betoch.username']).toBe(email);
  });
});
