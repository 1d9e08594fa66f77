import { switchTheme } from '../support/a11y-pass';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test, waitUntilLive } from '../support/fixtures';

/*
 * Issue 29, item 4: sharing a property does not depend on one app. The browser's share sheet
 * where it has one; otherwise Telegram, WhatsApp and copying the link, in that order; the shared
 * address carries the page's language. Pressed as soon as the button shows, as a visitor does.
 */

const PAGE = '/property/image-box?id=b01';

test('without a share sheet, an Amharic page offers Telegram, WhatsApp and the link, in Amharic, and copies it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Chromium on Linux has no share sheet; made certain here.
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await page.goto(`${PAGE}&lang=am`, { waitUntil: 'commit' });
  const share = page.getByRole('button', { name: 'አጋራ' });
  await share.click();
  await waitUntilLive(page);
  await expect(share).toHaveAttribute('aria-expanded', 'true');

  const targets = page.getByRole('list', { name: 'ይህን ንብረት ያጋሩ' }).getByRole('listitem');
  await expect(targets).toHaveText(['ቴሌግራም', 'ዋትስአፕ', 'ሊንኩን ቅዳ']);
  const address = `http://localhost:3000${PAGE}&lang=am`;
  const telegram = new URL(
    (await page.getByRole('link', { name: 'ቴሌግራም' }).getAttribute('href')) ?? '',
  );
  expect(telegram.origin).toBe('https://t.me');
  expect(telegram.searchParams.get('url')).toBe(address);
  const whatsapp = new URL(
    (await page.getByRole('link', { name: 'ዋትስአፕ' }).getAttribute('href')) ?? '',
  );
  expect(whatsapp.searchParams.get('text')).toContain(address);

  // The open panel, in the light theme and the dark one.
  await expectNoSeriousA11yViolations(page);
  await switchTheme(page, 'dark');
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'ሊንኩን ቅዳ' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ሊንኩ ተቀድቷል።' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
});

test('with a share sheet, the page’s title and English address go to it, and no panel opens', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as { shared?: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await page.goto(PAGE, { waitUntil: 'commit' });
  const share = page.getByRole('button', { name: 'Share' });
  await share.click();
  await waitUntilLive(page);
  await expect
    .poll(() => page.evaluate(() => (window as { shared?: ShareData }).shared))
    .toEqual({
      title: 'Five-bedroom villa near Bole Medhanealem',
      url: `http://localhost:3000${PAGE}`,
    });
  await expect(share).toHaveAttribute('aria-expanded', 'false');
});
