import type { Page } from '@playwright/test';
import { MAIL_CATCHER_PORT } from '../../shared/build/apps';
import { expect } from './fixtures';

export const SIGN_UP = '/page/other-pages/sign-up';

/** Fills the sign-up form as a visitor would and sends it. */
export async function fillSignUp(
  page: Page,
  email: string,
  password: string,
  name = 'Hirut Alemu',
): Promise<void> {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mobile number').fill('+251 911 48 26 30');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** The newest verification code the mail catcher holds for `email` (`npm start`'s). */
export async function codeSentTo(page: Page, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `http://localhost:${MAIL_CATCHER_PORT}/messages.json`,
      );
      const mails = (await response.json()) as { to: string[]; subject: string }[];
      const mail = mails.find((each) => each.to.includes(email));
      code = /(\d{6})$/.exec(mail?.subject ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
