import type { Page, Route } from '@playwright/test';
import { expect, test, waitUntilLive } from '../support/fixtures';
import { openServerRendered } from '../support/server-rendered';

/**
 * Visitors press as soon as a control shows, not when the page is live (issue 17, item 5). On a
 * fast machine the take-over could finish before the press, and the test would prove nothing:
 * so the page's code — the shell's libraries file and the section's exposed chunk — is held
 * back until the press is made, the test checks that the page was not live then, and only then
 * lets the code arrive and checks what the press did.
 */

const LOGIN = '/page/other-pages/log-in';
const DEMO = { email: 'selam@betoch.et', password: 'Selam#2026' };
/** Chromium logs every 4xx answer as a console error. */
const UNAUTHORIZED_LOG = 'Failed to load resource: the server responded with a status of 401';

interface HeldCode {
  /** The URLs held so far. */
  held: string[];
  /** Lets the held files (and any later one) through. */
  release: () => void;
}

/** Holds the libraries file and every section's exposed chunk until `release`. */
async function holdPageCode(page: Page): Promise<HeldCode> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  const hold = async (route: Route) => {
    held.push(route.request().url());
    await released;
    // A request of a page left for a retry (openHeld) may be gone by then.
    await route.continue().catch(() => undefined);
  };
  await page.route(/\/libraries\.[0-9a-f]+\.js$/, hold);
  await page.route(/\/__federation_expose_[^/]*\.js$/, hold);
  return { held, release };
}

/**
 * Opens a page with its code held; resolves once its first control can be pressed, on a page the
 * server rendered (openServerRendered).
 */
async function openHeld(page: Page, path: string): Promise<HeldCode> {
  const code = await holdPageCode(page);
  await openServerRendered(page, path, () => {
    code.held.length = 0;
  });
  return code;
}

/**
 * The page was still the server's picture: not live, and its libraries are held back. The page
 * asks for its libraries one frame after the first paint, so a press made quickly can come before
 * that request: wait for the request to be held, so the release below is what makes the page live.
 */
async function expectNotLive(page: Page, code: HeldCode): Promise<void> {
  expect(await page.locator('html[data-betoch-ready]').count()).toBe(0);
  await expect
    .poll(() => code.held.some((url) => /\/libraries\.[0-9a-f]+\.js$/.test(url)))
    .toBe(true);
  expect(await page.locator('html[data-betoch-ready]').count()).toBe(0);
}

async function goLive(page: Page, code: HeldCode): Promise<void> {
  code.release();
  await expect(page.locator('html[data-betoch-ready]')).toHaveCount(1);
}

test('wishlist and compare pressed before the take-over are added once, and the header counts them', async ({
  page,
}) => {
  const code = await openHeld(page, '/theme/classic');
  await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
  await page.getByRole('button', { name: 'Add to compare' }).first().click();
  await expectNotLive(page, code);
  // Held: nothing happened yet, and nothing else (no navigation) either.
  await expect(page.getByRole('link', { name: 'Wishlist, 0 properties' })).toBeVisible();

  await goLive(page, code);
  await expect(page.getByRole('link', { name: 'Wishlist, 1 property' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compare, 1 property' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to wishlist' }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Each once: one toast per list, and one stored item in each.
  await expect(page.getByText('Property has been added in wishlist.')).toHaveCount(1);
  const stored = await page.evaluate(() => [
    JSON.parse(localStorage.getItem('wishlist') ?? '[]') as unknown[],
    JSON.parse(localStorage.getItem('compare') ?? '[]') as unknown[],
  ]);
  expect(stored.map((list) => list.length)).toEqual([1, 1]);
});

test('a filter and the sort chosen before the take-over both reach the address, in order', async ({
  page,
}) => {
  const code = await openHeld(page, '/listing/grid-view/2-grid/left-sidebar');
  const villa = page.getByRole('checkbox', { name: 'Villa', exact: true });
  await villa.click();
  // The box shows the visitor's choice at once.
  await expect(villa).toBeChecked();
  // By the keyboard, as a visitor does: the browser's own change event (selectOption dispatches
  // one from script, which no visitor can). End picks the last option, "Price: low to high".
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.focus();
  await page.keyboard.press('End');
  await expect(sort).toHaveValue('low-price');
  await expectNotLive(page, code);

  await goLive(page, code);
  await expect(page).toHaveURL(
    /\/listing\/grid-view\/2-grid\/left-sidebar\?tag=Villa&sort=low-price$/,
  );
  await expect(villa).toBeChecked();
  await expect(sort).toHaveValue('low-price');
});

test.describe('the log-in form before the take-over', () => {
  /** Every address the page had, to check that no password ever went into one. */
  function addresses(page: Page): string[] {
    const seen: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.push(frame.url());
    });
    page.on('request', (request) => {
      if (request.isNavigationRequest()) seen.push(request.url());
    });
    return seen;
  }

  async function fillAndSend(page: Page, password: string): Promise<void> {
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
  }

  test.describe('refused', () => {
    test.use({ allowedProblems: [UNAUTHORIZED_LOG] });

    test('a wrong password shows its message; what was typed stays', async ({ page }) => {
      const seen = addresses(page);
      const code = await openHeld(page, LOGIN);
      await fillAndSend(page, 'not-the-password');
      await expectNotLive(page, code);

      await goLive(page, code);
      await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
      await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.email);
      await expect(page).toHaveURL(new RegExp(`${LOGIN}$`));
      expect(seen.filter((url) => /password/i.test(url))).toEqual([]);
      expect(await page.evaluate(() => sessionStorage.getItem('betoch.token'))).toBeNull();
    });
  });

  test('the right password logs in, and no address holds it', async ({ page }) => {
    const seen = addresses(page);
    const code = await openHeld(page, LOGIN);
    await fillAndSend(page, DEMO.password);
    await expectNotLive(page, code);

    await goLive(page, code);
    await expect(page).toHaveURL(/\/theme\/classic$/);
    expect(await page.evaluate(() => sessionStorage.getItem('betoch.username'))).toBe(DEMO.email);
    const leaked = seen.filter(
      (url) => url.includes(encodeURIComponent(DEMO.password)) || /password/i.test(url),
    );
    expect(leaked).toEqual([]);
  });
});

test.describe('a control drawn anew', () => {
  // The button is taken out of the server's HTML before the take-over, so React cannot take that
  // part over as rendered and draws it anew (the page says so on the console).
  test.use({ allowedProblems: ['[betoch] the page could not be taken over as rendered'] });

  test('its press is dropped, and nothing else happens', async ({ page }) => {
    const code = await openHeld(page, '/theme/classic');
    const button = page.getByRole('button', { name: 'Add to wishlist' }).first();
    await button.click();
    await expectNotLive(page, code);
    await button.evaluate((element) => element.remove());

    await goLive(page, code);
    await expect(page.getByRole('link', { name: 'Wishlist, 0 properties' })).toBeVisible();
    await expect(page.locator('html[data-betoch-pending]')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();
  });
});

test.describe('the sign-up form before the take-over', () => {
  test('a new account is created from a press made before the page was live', async ({ page }) => {
    const email = `first-press-${Date.now()}@example.et`;
    const password = 'Entoto-view-2026';
    const sent: string[] = [];
    page.on('request', (request) => sent.push(request.url()));
    const code = await openHeld(page, '/page/other-pages/sign-up');
    await page.getByLabel('Full name').fill('Meron Tadesse');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Mobile number').fill('0912 34 56 78');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectNotLive(page, code);

    await goLive(page, code);
    await expect(page).toHaveURL(/\/my-properties$/);
    expect(await page.evaluate(() => sessionStorage.getItem('betoch.username'))).toBe(email);
    expect(sent.filter((url) => url.includes(password) || /password=|phone=/i.test(url))).toEqual(
      [],
    );
  });
});

test.describe('the viewing request before the take-over', () => {
  test('is sent once the page is live, with what was typed, and nothing of it in an address', async ({
    page,
  }) => {
    const name = `Meron ${Date.now().toString(36)}`;
    const sent: string[] = [];
    page.on('request', (request) => sent.push(request.url()));
    const code = await openHeld(page, '/property/image-box?id=b01');
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Phone number').fill('0912 34 56 78');
    await page.getByRole('button', { name: 'Request a viewing' }).click();
    await expectNotLive(page, code);

    await goLive(page, code);
    // The form waits out the API's few seconds between its ticket and the sending.
    await expect(page.getByRole('status').filter({ hasText: 'Thanks' })).toContainText(
      `Thanks, ${name} — your request was sent to our agents.`,
      { timeout: 15_000 },
    );
    await expect(page).toHaveURL(/\/property\/image-box\?id=b01$/);
    expect(sent.filter((url) => /0912|345678|Meron/i.test(url))).toEqual([]);
  });
});

test.describe('a part whose code is still on its way once the page is live', () => {
  test('a press on it is made once its code arrives, and only once', async ({ page }) => {
    // The slider hero is fetched on its own (fetchedPart): held back, the page goes live with it
    // still the server's picture, as on a slow phone. Found by what it holds, as its file name is
    // a hash.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let heldSlider = false;
    await page.route(/\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('cnt-hero-slides__controls')) {
        heldSlider = true;
        await released;
      }
      await route.fulfill({ response, body }).catch(() => undefined);
    });
    await openServerRendered(page, '/theme/slider-filter-search');
    await waitUntilLive(page);
    // Asked for during the take-over; held once its body has been read (which, on a busy
    // machine, can end after the page went live).
    await expect
      .poll(() => heldSlider, { message: 'the slider’s chunk was asked for, and is held' })
      .toBe(true);

    await page.getByRole('button', { name: 'Pause slides' }).click();
    // Held, not lost: nothing happened yet.
    await expect(page.getByRole('button', { name: 'Pause slides' })).toBeVisible();
    release();
    await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible();
    // Once: a second toggle would have made it "Pause slides" again.
    await page.waitForTimeout(500);
    await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible();
  });
});
