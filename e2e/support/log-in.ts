import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const LOGIN = '/page/other-pages/log-in';
/** The demo account of api/data/users.json: also the agency's inbox outside production. */
export const DEMO = { email: 'selam@betoch.et', password: 'Selam#2026' };

/** Waits for the start-up loader overlay (3 s, docs/rules.md#constants) to be gone. */
export async function loaderGone(page: Page): Promise<void> {
  await expect(page.getByTestId('loader')).toHaveCount(0, { timeout: 4500 });
}

export async function submitLogIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Opens a guarded page, logs in as the demo user on the way, and comes back to it. */
export async function logInThrough(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(`${LOGIN}?returnTo=${encodeURIComponent(path)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await loaderGone(page);
  await submitLogIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}
