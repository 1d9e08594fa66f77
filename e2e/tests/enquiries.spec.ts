import type { Page } from '@playwright/test';
import { MAIL_CATCHER_PORT } from '../../shared/build/apps';
import { expect, test } from '../support/fixtures';
import { DEMO, logInThrough } from '../support/log-in';
import { onSlowPhone } from '../support/phone';

/**
 * Enquiries that reach the seller (docs/enquiries.md): a visitor on a slow phone sends a viewing
 * request and a contact message, pressing as soon as the forms show; the agency's account (the
 * demo account outside production) reads both in its inbox, with the count beside the account in
 * the header, and has had an e-mail of each.
 */

const PROPERTY = '/property/image-box?id=b01';
const CONTACT = '/contact/contact-1';

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** The mails the catcher holds for `to` whose text mentions `words`. */
async function mailsMentioning(page: Page, to: string, words: string): Promise<CaughtMail[]> {
  const response = await page.request.get(`http://localhost:${MAIL_CATCHER_PORT}/messages.json`);
  const mails = (await response.json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.includes(to) && mail.text.includes(words));
}

/** The number a label such as "3 unread enquiries" or "3 unread" starts with; 0 when absent. */
async function countOf(page: Page, pattern: RegExp): Promise<number> {
  const label = page.getByText(pattern).or(page.getByRole('link', { name: pattern }));
  if ((await label.count()) === 0) return 0;
  const text =
    (await label.first().getAttribute('aria-label')) ?? (await label.first().textContent());
  return Number(/\d+/.exec(text ?? '')?.[0] ?? 0);
}

test('a viewing request and a contact message from a slow phone reach the agency’s inbox, its e-mail and the header count @postgres', async ({
  page,
  browser,
}) => {
  test.slow();
  const visitor = `Abebe ${Date.now().toString(36)}`;
  await onSlowPhone(page);
  const sent: string[] = [];
  page.on('request', (request) => sent.push(request.url()));

  // Pressed as soon as the form shows: no wait for the page to be live.
  await page.goto(PROPERTY);
  await page.getByLabel('Your name').fill(visitor);
  await page.getByLabel('Phone number').fill('0911 22 33 44');
  await page.getByLabel('Message (optional)').fill('Is Saturday morning possible?');
  await page.getByRole('button', { name: 'Request a viewing' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thanks' })).toContainText(
    `Thanks, ${visitor} — your request was sent to our agents.`,
    { timeout: 30_000 },
  );

  await page.goto(CONTACT);
  await page.getByRole('textbox', { name: /Your name/ }).fill(visitor);
  await page.getByRole('textbox', { name: /E-mail/ }).fill('abebe@example.et');
  await page.getByRole('textbox', { name: /Subject/ }).fill('Renting near Bole');
  await page
    .getByRole('textbox', { name: /Message/ })
    .fill('Do you have a two-bedroom flat to rent near Bole?');
  await page.getByRole('button', { name: 'Send my message' }).click();
  await expect(page.getByRole('heading', { name: 'Your message was sent' })).toBeVisible({
    timeout: 30_000,
  });
  // The visitor's number and e-mail went in request bodies only, never into an address.
  expect(sent.filter((url) => /0911|223344|abebe%40|abebe@/i.test(url))).toEqual([]);

  // The agency's e-mails, one for each.
  await expect
    .poll(async () =>
      (await mailsMentioning(page, DEMO.email, visitor)).map((mail) => mail.subject),
    )
    .toEqual(
      expect.arrayContaining([
        expect.stringContaining('b01'),
        expect.stringContaining('Renting near Bole'),
      ]),
    );

  // The agency reads them in its inbox, in another browser.
  const agency = await browser.newContext();
  const seller = await agency.newPage();
  await logInThrough(seller, '/my-properties');
  const viewing = seller.getByRole('article', { name: `Viewing request from ${visitor}` });
  await expect(viewing).toContainText('New');
  await expect(viewing).toContainText('Is Saturday morning possible?');
  await expect(viewing.getByRole('link', { name: '0911 22 33 44' })).toHaveAttribute(
    'href',
    'tel:0911223344',
  );
  await expect(viewing.getByRole('link', { name: 'Property b01' })).toBeVisible();
  const message = seller.getByRole('article', { name: `Message from ${visitor}` });
  await expect(message.getByRole('link', { name: 'abebe@example.et' })).toBeVisible();

  const header = /^\d+ unread enquir(y|ies)$/;
  const panel = /^\d+ unread$/;
  await expect(seller.getByRole('link', { name: header })).toBeVisible();
  const before = await countOf(seller, panel);
  expect(await countOf(seller, header)).toBe(before);
  await viewing.getByRole('button', { name: 'Mark as read' }).click();
  await expect(viewing.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect(viewing).not.toContainText('New');
  // The header and the inbox count the same, one fewer (other tests may write to this inbox too,
  // so the count is read, not assumed).
  await expect.poll(() => countOf(seller, panel)).toBe(before - 1);
  expect(await countOf(seller, header)).toBe(before - 1);
  await seller.reload();
  await expect(
    seller
      .getByRole('article', { name: `Viewing request from ${visitor}` })
      .getByRole('button', { name: 'Mark as unread' }),
  ).toBeVisible();
  await agency.close();
});
