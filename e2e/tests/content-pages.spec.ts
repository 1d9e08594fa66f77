import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, openPage, test } from '../support/fixtures';

test.describe('content pages', () => {
  test('the blog list leads to a post', async ({ page }) => {
    await openPage(page, '/page/blog-page/left-sidebar');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(6);
    const first = cards.first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('link', { name: /Read more/ }).click();
    await expect(page).toHaveURL(/\/page\/blog-detail\/left-sidebar\?id=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('navigation', { name: 'More posts' })).toBeVisible();
  });

  test('the contact form shows its errors, then sends a valid message', async ({ page }) => {
    await openPage(page, '/contact/contact-1');
    const submit = page.getByRole('button', { name: 'Send my message' });
    await submit.click();
    const name = page.getByRole('textbox', { name: /Your name/ });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please fill in this field.').first()).toBeVisible();

    await name.fill('Selam Tadesse');
    await page.getByRole('textbox', { name: /E-mail/ }).fill('selam@example.com');
    await page.getByRole('textbox', { name: /Phone/ }).fill('+251 911 482 630');
    await page.getByRole('textbox', { name: /Subject/ }).fill('Viewing in Bole');
    await page
      .getByRole('textbox', { name: /Message/ })
      .fill('Can I visit the villa on Saturday morning, please?');
    await submit.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your message was sent' }),
    ).toContainText('An agent will answer you at selam@example.com');
  });

  test('the lease preview shows the tenant and the monthly rent', async ({ page }) => {
    await openPage(page, '/contract');
    await expect(page).toHaveURL(/\/contract\/lease$/);
    await page.getByRole('combobox', { name: /Property/ }).selectOption('r01');
    const party = async (group: string, values: [string, string, string, string]) => {
      const scope = page.getByRole('group', { name: group });
      await scope.getByRole('textbox', { name: /Full name/ }).fill(values[0]);
      await scope.getByRole('textbox', { name: /ID number/ }).fill(values[1]);
      await scope.getByRole('textbox', { name: /Address/ }).fill(values[2]);
      await scope.getByRole('textbox', { name: /Phone/ }).fill(values[3]);
    };
    await party('Landlord', ['Abebe Kebede', 'AA/123456', 'Bole, Addis Ababa', '0911482630']);
    await party('Tenant', ['Selam Tadesse', 'EP1234567', 'Kirkos, Addis Ababa', '0922000111']);
    await page.getByLabel(/Start of the lease/).fill('2026-04-01');
    await page.getByRole('textbox', { name: /Monthly rent/ }).fill('45000');
    await page.getByRole('textbox', { name: /Deposit/ }).fill('90000');
    await page.getByRole('button', { name: 'Preview agreement' }).click();

    const agreement = page.getByRole('region', { name: 'Residential lease agreement' });
    await expect(agreement).toContainText('Selam Tadesse');
    await expect(agreement).toContainText('The monthly rent is Br 45,000');
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  test('the 404 page has its heading, and unknown content paths land there', async ({ page }) => {
    await openPage(page, '/page/other-pages/404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.goto('/page/blog-page/nowhere');
    await expect(page).toHaveURL(/\/page\/other-pages\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('the about page renders the agency and its team', async ({ page }) => {
    await openPage(page, '/page/other-pages/about-us-2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Betoch');
    await expect(page.getByText(/founded in Addis Ababa in 2014/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hanna Girma' })).toBeVisible();
  });

  test('the contact page has no serious accessibility violation', async ({ page }) => {
    await openPage(page, '/contact/contact-2');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'info@betoch.et' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Send my message' }).click();
    await expect(page.getByRole('textbox', { name: /Your name/ })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });

  test('the blog page has no serious accessibility violation', async ({ page }) => {
    await openPage(page, '/page/blog-page/right-sidebar');
    await expect(page.getByRole('article')).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);
  });
});
