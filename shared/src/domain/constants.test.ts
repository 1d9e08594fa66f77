/** @jest-environment node */
import {
  BACK_TO_TOP_THRESHOLD_PX,
  DEFAULT_CURRENCY,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  I18N_FOLDER,
  I18N_SUFFIX,
  LIST_TOASTS,
  LOADER_DURATION_MS,
  SESSION_FIELDS,
  SESSION_KEY_PREFIX,
  STORAGE_KEYS,
  i18nPath,
  isLanguage,
  languageOrDefault,
  sessionKey,
} from './constants';

describe('constants (docs/rules.md#constants)', () => {
  test.each<[string, unknown, unknown]>([
    ['page size', DEFAULT_PAGE_SIZE, 6],
    ['default page', DEFAULT_PAGE, 1],
    ['loader duration', LOADER_DURATION_MS, 3000],
    ['back-to-top threshold', BACK_TO_TOP_THRESHOLD_PX, 600],
    ['i18n folder', I18N_FOLDER, 'assets/i18n'],
    ['i18n suffix', I18N_SUFFIX, '.json'],
    ['default currency code', DEFAULT_CURRENCY.currency, 'USD'],
    ['default currency factor', DEFAULT_CURRENCY.price, 1],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });

  test('storage keys are the old site’s', () => {
    expect(STORAGE_KEYS).toEqual({
      wishlist: 'wishlist',
      compare: 'compare',
      currency: 'currency',
      layoutVersion: 'layout_version',
      layoutType: 'layout_type',
      language: 'language',
    });
  });

  test.each([
    ['en', 'assets/i18n/en.json'],
    ['am', 'assets/i18n/am.json'],
  ])('translation file of %s', (language, path) => {
    expect(i18nPath(language)).toBe(path);
  });

  test.each<[unknown, boolean]>([
    ['en', true],
    ['am', true],
    ['fr', false],
    ['EN', false],
    [null, false],
  ])('isLanguage(%p) → %p', (value, expected) => {
    expect(isLanguage(value)).toBe(expected);
  });

  it('takes any other value as the default language', () => {
    expect(['am', 'om', 'en'].map(languageOrDefault)).toEqual(['am', 'om', 'en']);
    expect([null, undefined, 'fr', 'AM', 3].map(languageOrDefault)).toEqual([
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
  });
});

describe('session keys (docs/storage.md#session)', () => {
  test('seven fields under the betoch. prefix', () => {
    expect(SESSION_KEY_PREFIX).toBe('betoch.');
    expect(SESSION_FIELDS.map(sessionKey)).toEqual([
      'betoch.token',
      'betoch.username',
      'betoch.name',
      'betoch.avatar',
      'betoch.userId',
      'betoch.userCode',
      'betoch.updateObject',
    ]);
  });
});

describe('toasts (docs/texts.md#list-toasts, word for word)', () => {
  test.each<[string, string, string]>([
    ['wishlist', 'exists', 'Property Already exist in wishlist.'],
    ['wishlist', 'added', 'Property has been added in wishlist.'],
    ['wishlist', 'removed', 'Property has been removed from wishlist.'],
    ['compare', 'exists', 'Property Already exist in Compare.'],
    ['compare', 'added', 'Property has been added in Compare.'],
    ['compare', 'removed', 'Property has been removed from Compare.'],
  ])('%s.%s', (list, kind, text) => {
    expect(
      LIST_TOASTS[list as 'wishlist' | 'compare'][kind as 'exists' | 'added' | 'removed'],
    ).toBe(text);
  });
});
