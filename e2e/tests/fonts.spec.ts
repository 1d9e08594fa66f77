import type { Page } from '@playwright/test';
import {
  drawnTexts,
  ETHIOPIC_LETTER,
  ethiopicLetters,
  glyphsByWebFont,
} from '../support/drawn-fonts';
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
 * How the first Ethiopic text inside `selector` is drawn: whether `cssFamily` is loaded for it,
 * and which fonts the browser drew it with. A Noto subset keeps its source's name inside the file,
 * so the labels' subset and the full font both report "Noto Sans Ethiopic"; a system copy of that
 * font (Debian's `fonts-noto-core`) is told apart as not a web font.
 */
async function drawnIn(page: Page, selector: string, cssFamily: string) {
  const [drawn] = await drawnTexts(page, selector, ETHIOPIC_LETTER);
  if (!drawn) throw new Error(`no Ethiopic text is drawn inside ${selector}`);
  const loaded = await page.evaluate(({ font, text }) => document.fonts.check(font, text), {
    font: `${drawn.weight} 16px "${cssFamily}"`,
    text: drawn.text,
  });
  return {
    loaded,
    // Every Ethiopic letter drawn by the page's Ethiopic web font: none by a system font, none
    // as a missing-glyph box.
    ethiopicByWebFont: glyphsByWebFont(drawn, 'Noto Sans Ethiopic') === ethiopicLetters(drawn.text),
    // No glyph at all from a font installed on the machine.
    onlyWebFonts: drawn.fonts.every((font) => font.isCustomFont),
  };
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
  // Drawn by a web font, and the full Ethiopic font was never fetched: the labels' subset drew it.
  expect(await drawnIn(page, '.header__logo-am', 'Betoch Ethiopic Labels')).toEqual({
    loaded: true,
    ethiopicByWebFont: true,
    onlyWebFonts: true,
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
    ethiopicByWebFont: true,
    onlyWebFonts: true,
  });
  // The heading's Ethiopic letters; anything else in it (digits, spaces) may come from system-ui.
  expect(await drawnIn(page, 'h1', 'Noto Sans Ethiopic')).toMatchObject({
    loaded: true,
    ethiopicByWebFont: true,
  });
});
