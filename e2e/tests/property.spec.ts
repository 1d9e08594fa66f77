import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, openPage, test } from '../support/fixtures';

const VILLA = 'Five-bedroom villa near Bole Medhanealem';
const VARIANTS = ['image-box', 'image-slider', 'left-sidebar', 'sticky-tab', 'thumbnail-image'];

test.describe('property details', () => {
  for (const variant of VARIANTS) {
    test(`/property/${variant} shows the property`, async ({ page }) => {
      await openPage(page, `/property/${variant}?id=b01`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(VILLA);
      await expect(page.getByText('$620,000').first()).toBeVisible();
      const actions = page.getByRole('group', { name: 'Save, compare or share this property' });
      await expect(actions.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();
      await expect(actions.getByRole('button', { name: 'Add to compare' })).toBeVisible();
      await expect(
        page.getByRole('link', { name: /Tigist Abebe|\+251 911 903 417/ }).first(),
      ).toBeVisible();
    });
  }

  test('an unknown id is answered 404 and shows a message and a way to the listings', async ({
    page,
  }) => {
    const answer = page.waitForResponse((response) => response.url().endsWith('?id=nope'));
    await openPage(page, '/property/image-box?id=nope');
    expect((await answer).status()).toBe(404);
    await expect(page.getByText('We could not find property “nope”.')).toBeVisible();
    await expect(page).toHaveURL(/\/property\/image-box\?id=nope$/);
    await page.getByRole('link', { name: 'Browse the listings' }).click();
    await expect(page).toHaveURL(/\/listing\/grid-view\/2-grid\/left-sidebar/);
  });

  test('the slider changes picture with the buttons and the arrow keys', async ({ page }) => {
    await openPage(page, '/property/image-slider?id=b01');
    const slider = page.getByRole('region', { name: `Pictures of ${VILLA}` });
    await expect(slider.getByText('Image 1 of 3')).toBeVisible();
    await slider.getByRole('button', { name: 'Next image' }).click();
    await expect(slider.getByText('Image 2 of 3')).toBeVisible();
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider.getByText('Image 3 of 3')).toBeVisible();
  });

  test('the sticky tab bar stays in view and moves to a section', async ({ page }) => {
    await openPage(page, '/property/sticky-tab?id=b01');
    const tabs = page.getByRole('navigation', { name: 'Sections of this page' });
    await tabs.getByRole('link', { name: 'Location' }).click();
    await expect(tabs.getByRole('link', { name: 'Location' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Location' })).toBeInViewport();
    await expect(tabs).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
  });

  test('the map loads with its marker', async ({ page }) => {
    await openPage(page, '/property/image-box?id=b01');
    const map = page.getByRole('region', { name: `Map showing where ${VILLA} is` });
    await map.scrollIntoViewIfNeeded();
    const marker = map.locator('.betoch-map__marker');
    await expect(marker).toBeVisible();
    // The pin stands on the property: in the middle of the map, not pushed off by a transform.
    const [box, pin] = await Promise.all([map.boundingBox(), marker.boundingBox()]);
    if (!box || !pin) throw new Error('the map or its marker has no box');
    expect(Math.abs(pin.x + pin.width / 2 - (box.x + box.width / 2))).toBeLessThan(4);
    expect(Math.abs(pin.y + pin.height - (box.y + box.height / 2))).toBeLessThan(4);
  });

  test('the viewing form refuses an empty request and sends a valid one', async ({ page }) => {
    await openPage(page, '/property/left-sidebar?id=b01');
    await page.getByRole('button', { name: 'Request a viewing' }).click();
    await expect(page.getByLabel('Your name')).toBeFocused();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await page.getByLabel('Your name').fill('Selam Tadesse');
    await page.getByLabel('Phone number').fill('0911 48 26 30');
    await page.getByRole('button', { name: 'Request a viewing' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thanks, Selam' })).toContainText(
      'Thanks, Selam Tadesse — your request was sent to our agents.',
    );
    await expect(page.getByRole('status')).toContainText('They will call you on 0911 48 26 30');
  });

  test('image-box has no serious accessibility violation', async ({ page }) => {
    await openPage(page, '/property/image-box?id=b01');
    await expect(page.getByRole('link', { name: /\+251 911 903 417/ })).toBeVisible();
    const map = page.getByRole('region', { name: `Map showing where ${VILLA} is` });
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.betoch-map__marker')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('compare', () => {
  test('add from the detail page, see it in the table, remove it', async ({ page }) => {
    await openPage(page, '/property/sticky-tab?id=b01');
    const add = page
      .getByRole('group', { name: 'Save, compare or share this property' })
      .getByRole('button', { name: 'Add to compare' });
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    await add.click();
    await expect(add).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Property has been added in Compare.')).toBeVisible();

    await openPage(page, '/property/compare');
    const table = page.getByRole('table', { name: 'The properties you chose to compare' });
    await expect(table.getByRole('columnheader', { name: VILLA })).toBeVisible();
    await expect(table.getByRole('row', { name: /^Price/ })).toContainText('$620,000');
    await expectNoSeriousA11yViolations(page);

    await table.getByRole('button', { name: 'Remove from compare' }).click();
    await expect(page.getByText('Property has been removed from Compare.')).toBeVisible();
    await expect(page.getByText('Your compare list is empty.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('the empty compare page passes axe', async ({ page }) => {
    await openPage(page, '/property/compare');
    await expect(page.getByText('Your compare list is empty.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
