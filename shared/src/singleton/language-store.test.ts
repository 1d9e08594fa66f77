import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from '@testing-library/react';
import type * as I18nModule from './i18n';
import type * as LanguageModule from './language-store';

interface Translations {
  ui?: { loading?: string };
}

async function loadLanguage(): Promise<typeof LanguageModule> {
  let mod: typeof LanguageModule | undefined;
  await jest.isolateModulesAsync(async () => {
    mod = await import('./language-store');
  });
  if (!mod) throw new Error('language store did not load');
  return mod;
}

/** The value of the `betoch_lang` cookie, or null. */
function languageCookie(): string | null {
  return /(?:^|;\s*)betoch_lang=([^;]*)/.exec(document.cookie)?.[1] ?? null;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'betoch_lang=; Path=/; Max-Age=0';
  document.documentElement.removeAttribute('lang');
});

test('the default language is English', async () => {
  const { useLanguageStore } = await loadLanguage();
  expect(useLanguageStore.getState().language).toBe('en');
  expect(localStorage.getItem('language')).toBeNull();
});

test.each(['am', 'en'] as const)(
  'setLanguage(%p) stores it under `language` and sets <html lang>',
  async (language) => {
    const { useLanguageStore } = await loadLanguage();

    useLanguageStore.getState().setLanguage(language);

    expect(useLanguageStore.getState().language).toBe(language);
    expect(localStorage.getItem('language')).toBe(language);
    expect(document.documentElement.lang).toBe(language);
  },
);

test.each(['am', 'en'] as const)(
  'setLanguage(%p) writes the betoch_lang cookie the servers read',
  async (language) => {
    const { useLanguageStore } = await loadLanguage();
    expect(languageCookie()).toBeNull();

    useLanguageStore.getState().setLanguage(language);

    expect(languageCookie()).toBe(language);
  },
);

test('switching back to English after Amharic stores and shows English', async () => {
  const { useLanguageStore } = await loadLanguage();
  useLanguageStore.getState().setLanguage('am');
  useLanguageStore.getState().setLanguage('en');
  expect(localStorage.getItem('language')).toBe('en');
  expect(languageCookie()).toBe('en');
  expect(document.documentElement.lang).toBe('en');
});

test.each(['en', 'am'])('a stored %p is read back', async (stored) => {
  localStorage.setItem('language', stored);
  const { useLanguageStore } = await loadLanguage();
  expect(useLanguageStore.getState().language).toBe(stored);
});

test.each(['fr', 'AM', 'am-ET', 'amharic', '"am"', '', ' am'])(
  'an unknown stored value (%p) falls back to English',
  async (stored) => {
    localStorage.setItem('language', stored);
    const { useLanguageStore } = await loadLanguage();
    expect(useLanguageStore.getState().language).toBe('en');
  },
);

test('the choice survives a reload', async () => {
  const first = await loadLanguage();
  first.useLanguageStore.getState().setLanguage('am');

  const { useLanguageStore } = await loadLanguage();

  expect(useLanguageStore.getState().language).toBe('am');
});

describe('with i18next running', () => {
  const originalFetch = (globalThis as { fetch?: unknown }).fetch;
  const assets = join(__dirname, '..', '..', 'assets', 'i18n');

  beforeEach(() => {
    const fakeFetch = jest.fn(async (url: string) => {
      const match = /^\/assets\/i18n\/(en|am)\.json$/.exec(url);
      if (!match) return { ok: false, status: 404, statusText: 'Not Found', text: async () => '' };
      const body = readFileSync(join(assets, `${match[1]}.json`), 'utf8');
      return { ok: true, status: 200, statusText: 'OK', text: async () => body };
    });
    Object.assign(globalThis, { fetch: fakeFetch });
  });

  afterEach(() => {
    Object.assign(globalThis, { fetch: originalFetch });
  });

  test('setLanguage switches the translations shown', async () => {
    const en = JSON.parse(readFileSync(join(assets, 'en.json'), 'utf8')) as Translations;
    const am = JSON.parse(readFileSync(join(assets, 'am.json'), 'utf8')) as Translations;
    let store: typeof LanguageModule | undefined;
    let i18n: typeof I18nModule | undefined;
    await jest.isolateModulesAsync(async () => {
      store = await import('./language-store');
      i18n = await import('./i18n');
    });
    if (!store || !i18n) throw new Error('modules did not load');
    const i18next = await i18n.initI18n({ language: store.useLanguageStore.getState().language });
    expect(i18next.t('ui.loading')).toBe(en.ui?.loading);

    store.useLanguageStore.getState().setLanguage('am');
    await waitFor(() => expect(i18next.language).toBe('am'));

    expect(am.ui?.loading).toBeTruthy();
    expect(i18next.t('ui.loading')).toBe(am.ui?.loading);
    expect(document.documentElement.lang).toBe('am');
  });
});
