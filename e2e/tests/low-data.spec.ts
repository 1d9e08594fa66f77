import type { BrowserContext, Page } from '@playwright/test';
import { expect, openPage, test, waitUntilLive } from '../support/fixtures';
import { onSlowPhone, PHONE, savingData } from '../support/phone';
import { rawServerRendered } from '../support/server-rendered';

/**
 * The low-data mode (issue 29, docs/low-data.md) on the Node hosting: a phone that asks to save
 * data gets pages drawn without hero pictures, with gallery photos and maps on request, from the
 * server's first byte; the header's switch, pressed as soon as it shows on a slow phone, holds on
 * the next pages and over what the browser says. nginx's prerendered low-data files: nginx.spec.
 */

const HOME = '/theme/classic';
const PROPERTY = '/property/image-box?id=b01';
const LISTINGS = '/listing/grid-view/2-grid/left-sidebar';
const ORIGIN = 'http://localhost:3000';
/** The heroes' pictures (hero-images.ts), as requests and as the HTML's images. */
const HERO_PICTURE = /\/assets\/images\/(slides|agency)\//;
const HERO_IMAGE_TAG = /<img[^>]*src="\/assets\/images\/(slides|agency)\//;
/** b01's gallery (property-details.json). */
const GALLERY_PHOTO = /\/assets\/images\/properties\/b01-\d\.svg$/;
/** The page's code: every script of the shell's origin (its entry and the chunks it loads). */
const SHELL_SCRIPT = new RegExp(`^${ORIGIN}/[^?]*\\.js$`);

/** Every URL the page asks for, from now on. */
function requested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The value of the page's `betoch_data` cookie, or undefined. */
async function dataCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(ORIGIN)).find((cookie) => cookie.name === 'betoch_data')?.value;
}

test.describe('a phone that asks to save data', () => {
  test.use(PHONE);

  test('gets the home page drawn without its hero picture or a font it does not need, and the switch on', async ({
    page,
    context,
  }) => {
    // What the server sends such a request, before any script.
    const served = await rawServerRendered(`${ORIGIN}${HOME}`, { headers: { 'Save-Data': 'on' } });
    expect(served.html).toContain('data-data-mode="low"');
    expect(served.html).toMatch(/<h1[^>]*>/);
    expect(served.html).not.toMatch(HERO_IMAGE_TAG);
    expect(served.html).not.toContain('as="font"');
    expect(served.html).toMatch(
      /class="header__data-switch"[^>]*aria-pressed="true"|aria-pressed="true"[^>]*class="header__data-switch"/,
    );
    // Its code named on <html>, not a script tag (docs/low-data.md, "The page's code").
    expect(served.html).toMatch(/<html [^>]*data-betoch-code="\/main\.[0-9a-f]+\.js"/);
    expect(served.html).not.toMatch(/<script[^>]+src=/);
    // And everyone else.
    const normal = await rawServerRendered(`${ORIGIN}${HOME}`);
    expect(normal.html).toContain('data-data-mode="normal"');
    expect(normal.html).toMatch(HERO_IMAGE_TAG);

    await savingData(context, page);
    const urls = requested(page);
    await page.goto(HOME);
    await page.waitForLoadState('networkidle');
    // A visitor who only reads gets no code at all: nothing of theirs is stored.
    expect(urls.filter((url) => SHELL_SCRIPT.test(url))).toEqual([]);
    expect(await page.locator('html[data-betoch-ready]').count()).toBe(0);
    // The first press brings it, and does what it says.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Save data' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitUntilLive(page);
    expect(urls.filter((url) => SHELL_SCRIPT.test(url))).not.toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(urls.filter((url) => HERO_PICTURE.test(url))).toEqual([]);
    // An English page draws the wordmark's Ethiopic letters in the phone's own font.
    expect(urls.filter((url) => url.endsWith('.woff2'))).toEqual([]);
    // Nothing is written down: turning the data saver off brings the pictures back.
    expect(await dataCookie(context)).toBeUndefined();
  });

  test('gets a property’s photos and its map when it asks for them', async ({ page, context }) => {
    await savingData(context, page);
    const urls = requested(page);
    await page.goto(PROPERTY);
    const gallery = page.getByRole('group', { name: /^Pictures of / });
    await expect(gallery.getByRole('button', { name: /^Load photo 1 of \d$/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(urls.filter((url) => GALLERY_PHOTO.test(url))).toEqual([]);
    // Pressed before the page has its code: the press brings it and is then answered.
    await gallery.getByRole('button', { name: /^Load photo 1 of \d$/ }).click();
    await expect(gallery.getByRole('img').first()).toBeVisible();
    expect(urls.filter((url) => GALLERY_PHOTO.test(url))).toHaveLength(1);

    // The property's map: a box that says why it is empty, Leaflet only once asked.
    const location = page.getByRole('region', { name: /^Map showing where / });
    await location.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    const show = page.getByRole('button', { name: 'Show the map' }).first();
    await show.click();
    await expect(page.locator('.leaflet-container').first()).toBeVisible();
  });
});

test('a visitor saving data with a wishlist of theirs gets the page’s code at once: the server could not draw its count', async ({
  page,
  context,
}) => {
  await openPage(page, LISTINGS);
  await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 property' })).toBeVisible();

  await savingData(context, page);
  await page.reload();
  await waitUntilLive(page);
  await expect(page.locator('html')).toHaveAttribute('data-data-mode', 'low');
  await expect(page.getByRole('link', { name: 'Wishlist, 1 property' })).toBeVisible();
});

test('the switch, pressed as soon as it shows on a slow phone, holds on the next pages and over Save-Data', async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await onSlowPhone(page);
    await page.goto(HOME, { waitUntil: 'commit' });
    // The drawer's button, then the switch, each pressed the moment it shows.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const toggle = page.getByRole('button', { name: 'Save data' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => dataCookie(context)).toBe('low');

    // The next page is drawn so by the server: its document asked with the cookie.
    const document = page.waitForResponse((response) => response.url().endsWith(LISTINGS));
    await page.goto(LISTINGS, { waitUntil: 'commit' });
    expect(await (await document).text()).toContain('data-data-mode="low"');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The choice holds over the browser's data saver both ways: turned off while it is on (the
    // page's code comes with the press on the drawer's button).
    await savingData(context, page);
    await page.goto(HOME);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await dataCookie(context)).toBe('normal');
    const urls = requested(page);
    await page.reload();
    await waitUntilLive(page);
    await page.waitForLoadState('networkidle');
    expect(urls.filter((url) => HERO_PICTURE.test(url))).not.toEqual([]);
  } finally {
    await context.close();
  }
});
