import type { Page } from '@playwright/test';
import { LISTINGS_PATH } from '../../shared/src/domain/paths';
import { expect, openPage, test } from '../support/fixtures';
import { loaderGone, logInThrough } from '../support/log-in';
import { SIGN_UP, codeSentTo, fillSignUp } from '../support/sign-up';
import { getServerRendered } from '../support/server-rendered';

/**
 * Issue 28's whole path, on the production build: a seller signs up, verifies the e-mail through
 * the mail catcher, publishes a listing from /my-properties; a buyer finds it by a word of its
 * title in English and in Amharic, opens its server-rendered page, saves it and asks for a viewing;
 * the seller reads the request in the inbox with the count in the header, edits the price, which
 * search then shows, and withdraws the listing, which leaves search, answers 410 with "no longer
 * available", and shows so in the buyer's wishlist. It publishes into the run's listings, so it
 * runs alone (@alone), after the tests that count them.
 */

/** The buyer reads the listings service afresh: its answers may be cached for 30 s. */
async function withoutCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

/**
 * A photo as a phone would give it, drawn by the browser: an 800 × 600 JPEG (the listings service
 * makes it at 320, 640 and 800 wide, and photo 1's 1200 × 630 link preview).
 */
async function drawnPhoto(page: Page, house: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((colour) => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    const sky = context.createLinearGradient(0, 0, 0, 600);
    sky.addColorStop(0, '#9cc3e4');
    sky.addColorStop(1, '#6a8f4e');
    context.fillStyle = sky;
    context.fillRect(0, 0, 800, 600);
    context.fillStyle = colour;
    context.fillRect(180, 220, 440, 260);
    return canvas.toDataURL('image/jpeg', 0.85);
  }, house);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** The cards of a search by `words` on the listing page (`am`: the Amharic page, a choice that sticks). */
async function search(page: Page, words: string, language = 'en') {
  const query = new URLSearchParams({ q: words, ...(language === 'am' ? { lang: 'am' } : {}) });
  await openPage(page, `${LISTINGS_PATH}?${query}`);
  await expect(page.locator('.lst-listing-results')).toHaveAttribute('aria-busy', 'false');
  return page.getByRole('main').getByRole('article');
}

test('a seller publishes, a buyer finds it in both languages and asks for a viewing; an edit shows in search; withdrawn, it is no longer available @alone @postgres', async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const word = `Zebrawood${stamp}`;
  const title = `${word} villa with a rose garden`;
  const amTitle = 'ጽጌረዳ የአትክልት ቦታ ያለው ቪላ በቦሌ';
  const email = `seller-${stamp}@example.et`;

  // The seller: signs up and verifies the e-mail.
  await page.goto(SIGN_UP);
  await loaderGone(page);
  await fillSignUp(page, email, 'Entoto-view-2026', 'Meseret Tadesse');
  await expect(page).toHaveURL(/\/my-properties$/);
  await page.getByLabel('6-digit code').fill(await codeSentTo(page, email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();

  // Publishes.
  await page.getByRole('button', { name: 'Publish a property' }).click();
  await page.getByLabel(/^Deal/).selectOption({ label: 'For sale' });
  await page.getByLabel(/^Property type/).selectOption({ label: 'Villa' });
  await page.getByLabel(/^Price/).fill('25,000,000');
  await page.getByLabel(/^Area/).fill('350');
  await page.getByLabel(/^Bedrooms/).fill('4');
  await page.getByLabel(/^Bathrooms/).fill('3');
  await page.getByLabel(/^City/).selectOption({ label: 'Addis Ababa' });
  await page.getByLabel(/^Sub-city/).selectOption({ label: 'Bole' });
  await page.getByLabel(/^Address/).fill('Behind Edna Mall, Bole');
  await page.getByLabel(/^Latitude/).fill('8.9956');
  await page.getByLabel(/^Longitude/).fill('38.7895');
  await page.getByLabel('Title in English').fill(title);
  await page.getByLabel('Title in Amharic').fill(amTitle);
  await page
    .getByLabel('Description in English')
    .fill('A quiet four-bedroom villa with a rose garden and a guest house, near Edna Mall.');
  // Two photos, as a phone's file picker gives them.
  await page.getByLabel(/^Choose photos/).setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await drawnPhoto(page, '#e9d8a6') },
    { name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await drawnPhoto(page, '#b5523b') },
  ]);
  await expect(page.getByText('2 photos chosen, at most 12.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Your listing is published.')).toBeVisible();
  const link = page.getByRole('region', { name: 'Publish a property' }).getByRole('link', {
    name: 'See its page',
  });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/property\/image-box\?id=b[a-z0-9]{10}$/);

  // Its page is rendered on the server, with who published it.
  const { response: served, html } = await getServerRendered(page.request, href);
  expect(served.status()).toBe(200);
  expect(html).toContain(title);
  expect(html).toMatch(/Published by U-\d{4}/);
  // Its photo, from the listings service, as a <picture> of its widths; photo 1's preview in the head.
  expect(html).toMatch(
    /<source type="image\/webp" srcSet="https?:\/\/[^"\s]+\/photos\/[^"\s]+\.webp 320w/,
  );
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/photos\/[^"]+\.jpg"/);
  // Both photos, each file served by the listings service for good.
  const photo = (n: number) =>
    new RegExp(`https?://[^"\\s]+/photos/[^"\\s]+/${n}-320\\.webp`).exec(html)?.[0];
  expect([photo(1), photo(2)].every(Boolean)).toBe(true);
  const file = await fetch(photo(2)!);
  expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/webp']);
  expect(file.headers.get('cache-control')).toContain('immutable');

  // The buyer finds it by a word of its English title, and of its Amharic one.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await withoutCache(buyer);
  const found = (await search(buyer, word)).filter({ hasText: title });
  await expect(found).toHaveCount(1);
  const priceBefore = await found.locator('.property-card__price').textContent();
  // Another buyer, who reads Amharic (the choice sticks to the browser).
  const amharicContext = await browser.newContext();
  const amharic = await amharicContext.newPage();
  await expect((await search(amharic, 'ጽጌረዳ', 'am')).filter({ hasText: amTitle })).toHaveCount(1);
  await amharicContext.close();

  // Saves it, and asks for a viewing from its page: the request goes to the seller.
  const card = (await search(buyer, word)).filter({ hasText: title });
  await card.getByRole('button', { name: 'Add to wishlist' }).click();
  await openPage(buyer, href);
  const visitor = `Abebe ${stamp}`;
  await buyer.getByLabel('Your name').fill(visitor);
  await buyer.getByLabel('Phone number').fill('0911 22 33 44');
  await buyer.getByRole('button', { name: 'Request a viewing' }).click();
  await expect(buyer.getByRole('status').filter({ hasText: 'Thanks' })).toContainText(
    `Thanks, ${visitor} — your request was sent to the seller.`,
  );

  // The seller reads it in the inbox, counted beside the account.
  await page.reload();
  await expect(
    page.getByRole('article', { name: `Viewing request from ${visitor}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '1 unread enquiry' })).toBeVisible();

  // Edits the price: search shows the new one.
  const mine = page.getByRole('article', { name: title });
  await mine.getByRole('button', { name: 'Edit' }).click();
  await mine.getByLabel(/^Price/).fill('23,000,000');
  await mine.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page.getByText('Your changes are published.')).toBeVisible();
  await expect
    .poll(async () =>
      (await search(buyer, word))
        .filter({ hasText: title })
        .locator('.property-card__price')
        .textContent(),
    )
    .not.toBe(priceBefore);

  // Withdraws it: it leaves search, its page says it is no longer available, and so does the
  // buyer's wishlist, which lets the buyer remove it.
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(page.getByText(/The listing is withdrawn/)).toBeVisible();
  await expect((await search(buyer, word)).filter({ hasText: title })).toHaveCount(0);
  const gone = await buyer.goto(href);
  expect(gone?.status()).toBe(410);
  await expect(buyer.getByText('This listing is no longer available.')).toBeVisible();
  // The wishlist is read logged in (the demo account stands for the buyer's).
  await logInThrough(buyer, '/favorites');
  const saved = buyer.getByRole('main').getByText('No longer available');
  await expect(saved).toBeVisible();
  await expect(buyer.getByRole('link', { name: 'Wishlist, 1 property' })).toBeVisible();
  await buyer
    .getByRole('main')
    .getByRole('button', { name: /Remove/ })
    .first()
    .click();
  await expect(buyer.getByRole('link', { name: 'Wishlist, 0 properties' })).toBeVisible();
  await buyerContext.close();
});
