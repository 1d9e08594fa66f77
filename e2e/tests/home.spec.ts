import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, openPage, test } from '../support/fixtures';

/** The twelve home pages and the headline each opens with. */
const VARIANTS: [string, string][] = [
  ['slider-filter-search', 'Homes for sale and rent across Ethiopia'],
  ['corporate', 'The property agency Addis Ababa trusts'],
  ['enterprise', 'Property services for people and companies'],
  ['classic', 'Find your home in Ethiopia'],
  ['image-content', 'Rent a home without surprises'],
  ['modern', 'Live where you belong'],
  ['parallax-image', 'Beyond the capital'],
  ['search-tab', 'Buy or rent, in a few clicks'],
  ['typed-image', 'A home for every chapter of your life'],
  ['morden-video', 'Addis Ababa, from the city lights to your front door'],
  ['map-v-search', 'Search on the map'],
  ['map-h-search', 'Explore homes by location'],
];

/** The home section titled `title` (its `<h2>`). */
function homeSection(page: Page, title: string) {
  return page.locator('section', { has: page.getByRole('heading', { level: 2, name: title }) });
}

test.describe('/theme/classic', () => {
  test('shows its headline, the search and the latest properties for sale', async ({ page }) => {
    await openPage(page, '/theme/classic');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your home in Ethiopia');
    await expect(page.getByRole('search', { name: 'Search properties' })).toBeVisible();
    const hero = page.locator('.cnt-hero__bg');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    const forSale = homeSection(page, 'Latest for sale');
    await forSale.scrollIntoViewIfNeeded();
    await expect(forSale.getByRole('article')).toHaveCount(6);
    await expect(forSale.getByRole('article').first().getByRole('link').first()).toBeVisible();
  });

  test('the search leads to the listings with the chosen tags and sort', async ({ page }) => {
    await openPage(page, '/theme/classic');
    const search = page.getByRole('search', { name: 'Search properties' });
    await search.getByLabel('Looking to').selectOption({ label: 'Rent' });
    await search.getByLabel('Location').selectOption({ label: 'Bole' });
    await search.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await search.getByRole('button', { name: 'Search' }).click();
    // The address the browser's own GET of the form would give: every field in order, "Any"
    // choices empty (docs/rules.md#forms).
    await expect(page).toHaveURL(
      /\/listing\/grid-view\/2-grid\/left-sidebar\?tag=For\+rent&tag=&tag=Bole&tag=&sort=low-price$/,
    );
    await expect(page.getByRole('checkbox', { name: 'Bole', exact: true })).toBeChecked();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('"Add to wishlist" on a home card adds it, with the spec’s toast', async ({ page }) => {
    await openPage(page, '/theme/classic');
    const card = homeSection(page, 'Latest for sale').getByRole('article').first();
    await card.scrollIntoViewIfNeeded();
    const add = card.getByRole('button', { name: 'Add to wishlist' });
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    await add.click();
    await expect(add).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Property has been added in wishlist.')).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('wishlist'));
    expect(JSON.parse(stored ?? '[]')).toHaveLength(1);
  });

  test('has no serious accessibility violation', async ({ page }) => {
    await openPage(page, '/theme/classic');
    await expect(homeSection(page, 'Latest for sale').getByRole('article')).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('a data file that fails', () => {
  test.use({ allowedProblems: ['Failed to load resource', 'latest-for-rent.json'] });

  test('shows its message in its own section only', async ({ page }) => {
    await page.route('**/assets/data/latest-for-rent.json', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    // The server renders the home page with its data: the browser's own loading is what fails
    // here, so the page is reached by a client-side navigation (the header's logo link).
    await openPage(page, '/page/other-pages/about-us-2');
    await page.locator('a.header__logo').click();
    await expect(page).toHaveURL(/\/theme\/classic$/);
    const rent = homeSection(page, 'Latest for rent');
    await rent.scrollIntoViewIfNeeded();
    await expect(rent.getByRole('alert')).toContainText('latest-for-rent.json could not be loaded');
    await expect(rent.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(homeSection(page, 'Latest for sale').getByRole('article')).toHaveCount(6);
  });
});

test.describe('every home variant', () => {
  for (const [variant, headline] of VARIANTS) {
    test(`/theme/${variant} loads with its headline and no console error`, async ({ page }) => {
      await openPage(page, `/theme/${variant}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // Its sections have loaded (every variant shows property cards).
      await expect(page.locator('.cnt-home-section').getByRole('article').first()).toBeAttached();
      if (variant.startsWith('map-')) {
        await expect(page.locator('.leaflet-marker-icon').first()).toBeAttached();
      }
    });
  }
});

test.describe('moving heroes', () => {
  test('the slider pauses with its button', async ({ page }) => {
    await openPage(page, '/theme/slider-filter-search');
    const pause = page.getByRole('button', { name: 'Pause slides' });
    await pause.click();
    await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible();
  });

  test('with reduced motion the typed text does not move', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/theme/typed-image');
    await expect(page.getByRole('button', { name: 'Play typing text' })).toBeVisible();
    const text = page.locator('.cnt-hero-typed__text');
    await expect(text).toHaveText('a villa in Bole');
  });
});
