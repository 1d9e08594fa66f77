import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../support/fixtures';

// Issue #10: the Ethiopic font (74 KB a weight) downloads only when Ethiopic text other than the
// logo and the language menu is on the page; those two are drawn from ~1 KB subsets.

// Wide enough for the header's full row (the menu is a drawer below 1200 px).
test.use({ viewport: { width: 1366, height: 800 } });

const FULL_ETHIOPIC = /noto-sans-ethiopic-ethiopic-(\d+)-normal\.[0-9a-f]+\.woff2$/;

/** The font files the page requests, from now on. */
function fontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/**
 * Whether the first Ethiopic text inside `selector` is drawn as wide as in `family` alone, and not
 * as wide as in a font without Ethiopic glyphs (the missing-glyph boxes).
 */
async function drawnIn(page: Page, selector: string, family: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element, fontFamily) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let node = walker.nextNode();
      while (node && !/[\u1200-\u139f]/.test(node.textContent ?? '')) node = walker.nextNode();
      if (!node?.parentElement) throw new Error('no Ethiopic text');
      const text = node.textContent ?? '';
      const style = getComputedStyle(node.parentElement);
      const width = (font: string) => {
        const probe = document.createElement('span');
        probe.textContent = text;
        probe.style.font = font;
        probe.style.position = 'absolute';
        probe.style.whiteSpace = 'pre';
        document.body.append(probe);
        const result = probe.getBoundingClientRect().width;
        probe.remove();
        return result;
      };
      const range = document.createRange();
      range.selectNodeContents(node);
      const drawn = range.getBoundingClientRect().width;
      const font = `${style.fontWeight} ${style.fontSize}`;
      return {
        loaded: document.fonts.check(`${font} "${fontFamily}"`, text),
        sameAsFamily: Math.abs(drawn - width(`${font} "${fontFamily}"`)) < 0.5,
        notBoxes: Math.abs(drawn - width(`${font} monospace`)) > 0.5,
      };
    }, family);
}

test('an English home page downloads no full Ethiopic font, and draws its logo from the subset', async ({
  page,
}) => {
  const fonts = fontRequests(page);
  await openPage(page, '/theme/classic');
  // The whole page laid out and its lazy parts loaded: the footer repeats the wordmark.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);

  expect(fonts.filter((url) => FULL_ETHIOPIC.test(url))).toEqual([]);
  expect(fonts.some((url) => url.includes('ethiopic-wordmark-700'))).toBe(true);
  expect(await drawnIn(page, '.header__logo-am', 'Betoch Ethiopic Labels')).toEqual({
    loaded: true,
    sameAsFamily: true,
    notBoxes: true,
  });
});

test('choosing Amharic downloads the Ethiopic font, which draws the Ethiopic text', async ({
  page,
}) => {
  const fonts = fontRequests(page);
  await openPage(page, '/theme/classic');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('am');
  const home = page.getByRole('navigation', { name: 'ዋና ምናሌ' }).getByRole('link', { name: 'መነሻ' });
  await expect(home).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  const weights = fonts.flatMap((url) => FULL_ETHIOPIC.exec(url)?.[1] ?? []);
  // Text at 400, menus at 600 (drawn by the 700 face: the nearest above).
  expect(new Set(weights)).toEqual(new Set(['400', '700']));
  expect(await drawnIn(page, '.main-menu__link.active', 'Noto Sans Ethiopic')).toEqual({
    loaded: true,
    sameAsFamily: true,
    notBoxes: true,
  });
  // The heading may wrap, so only the glyphs are checked, not the width of one line.
  expect(await drawnIn(page, 'h1', 'Noto Sans Ethiopic')).toMatchObject({
    loaded: true,
    notBoxes: true,
  });
});
