import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIST_TOASTS, LOGOUT_CONFIRM } from '../domain/constants';
import { useLanguageStore } from '../stores/language-store';
import { useWishlistStore } from '../stores/wishlist-store';
import { useCompareStore } from '../stores/compare-store';
import i18next from 'i18next';
import { listToastText, logoutConfirmTexts } from './spec-texts';

const mockToast = jest.fn();
jest.mock('react-toastify/unstyled', () => ({
  toast: (...args: unknown[]) => mockToast(...args),
}));

const ASSETS = join(__dirname, '..', '..', 'assets', 'i18n');

interface SpecTexts {
  specTexts: {
    listToasts: Record<'wishlist' | 'compare', Record<'exists' | 'added' | 'removed', string>>;
    logoutConfirm: typeof LOGOUT_CONFIRM;
  };
}

function translations(language: 'en' | 'am'): SpecTexts {
  return JSON.parse(readFileSync(join(ASSETS, `${language}.json`), 'utf8')) as SpecTexts;
}

const am = translations('am').specTexts;

test('before i18next starts, the spec’s English texts are used', () => {
  useLanguageStore.setState({ language: 'am' });
  expect(listToastText('wishlist', 'added')).toBe(LIST_TOASTS.wishlist.added);
  expect(logoutConfirmTexts()).toEqual(LOGOUT_CONFIRM);
});

test('the English translation file holds the spec’s texts word for word', () => {
  const en = translations('en').specTexts;
  expect(en.listToasts).toEqual(LIST_TOASTS);
  expect(en.logoutConfirm).toEqual(LOGOUT_CONFIRM);
});

describe('with i18next running', () => {
  beforeAll(async () => {
    // The page's one instance, with the shell's translation files as they are on disk.
    await i18next.init({
      lng: 'am',
      fallbackLng: 'en',
      resources: {
        en: { translation: translations('en') },
        am: { translation: translations('am') },
      },
    });
  });

  beforeEach(() => {
    mockToast.mockClear();
    useWishlistStore.getState().clear();
    useCompareStore.getState().clear();
  });

  test.each(['wishlist', 'compare'] as const)(
    'the %s toasts are the spec’s words in English and their translation in Amharic',
    (list) => {
      for (const kind of ['exists', 'added', 'removed'] as const) {
        useLanguageStore.setState({ language: 'en' });
        expect(listToastText(list, kind)).toBe(LIST_TOASTS[list][kind]);
        useLanguageStore.setState({ language: 'am' });
        expect(listToastText(list, kind)).toBe(am.listToasts[list][kind]);
        expect(listToastText(list, kind)).toMatch(/[\u1200-\u137F]/);
      }
    },
  );

  test('the logout dialog asks in the visitor’s language', () => {
    useLanguageStore.setState({ language: 'am' });
    expect(logoutConfirmTexts()).toEqual(am.logoutConfirm);
    useLanguageStore.setState({ language: 'en' });
    expect(logoutConfirmTexts()).toEqual(LOGOUT_CONFIRM);
  });

  test('adding to the lists raises the toasts in the language chosen at that moment', async () => {
    const house = { id: 'b01', title: 'Villa' };
    useLanguageStore.setState({ language: 'am' });
    useWishlistStore.getState().add(house);
    useWishlistStore.getState().add(house);
    useLanguageStore.setState({ language: 'en' });
    useCompareStore.getState().add(house);
    await import('react-toastify/unstyled'); // notify fetches react-toastify on demand

    expect(mockToast.mock.calls.map(([message]: unknown[]) => message)).toEqual([
      am.listToasts.wishlist.added,
      am.listToasts.wishlist.exists,
      LIST_TOASTS.compare.added,
    ]);
  });
});
