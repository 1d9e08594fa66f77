/** @jest-environment node */
import { LANGUAGES, catalogueTexts, pageTextOf } from '@betoch/shared';
import am from '../../../i18n/account/am.json';
import om from '../../../i18n/account/om.json';
import en from '../../../i18n/account/en.json';
import { ACCOUNT_PAGES } from './section-pages';

describe('the account pages', () => {
  it('are all a visitor’s own: neither indexed nor crawled', () => {
    expect(ACCOUNT_PAGES.pages.map((page) => page.path)).toEqual([
      '/page/other-pages/log-in',
      '/page/other-pages/sign-up',
      '/favorites',
      '/my-properties',
      '/components/favorites',
    ]);
    for (const page of ACCOUNT_PAGES.pages) {
      expect(page).toMatchObject({ indexed: false, visitorsOwn: true });
    }
    expect(ACCOUNT_PAGES.resolve('/favorites', '')?.kind).toBe('fixed');
    expect(ACCOUNT_PAGES.resolve('/favorites/extra', '')).toBeUndefined();
  });

  it('titles each with its heading, in every language', () => {
    for (const language of LANGUAGES) {
      const texts = catalogueTexts(
        { en: { account: en }, am: { account: am }, om: { account: om } },
        language,
      );
      for (const page of ACCOUNT_PAGES.pages) {
        expect(pageTextOf(page.title, { language, texts, data: undefined })).toBeTruthy();
      }
    }
  });
});
