import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  I18N_FOLDER,
  I18N_SUFFIX,
  LANGUAGES,
  type Language,
} from '../domain/constants';

export interface I18nOptions {
  language: Language;
  /** Origin (or base URL) that serves `assets/i18n/`; the page's own origin when empty. */
  baseUrl?: string;
}

/**
 * Initialises the one i18next instance of the page (shared as a singleton with every remote):
 * translations from `assets/i18n/{language}.json`, English as the fallback.
 */
export async function initI18n({ language, baseUrl = '' }: I18nOptions): Promise<i18n> {
  if (i18next.isInitialized) return i18next;
  const base = baseUrl.replace(/\/$/, '');
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      backend: { loadPath: `${base}/${I18N_FOLDER}/{{lng}}${I18N_SUFFIX}` },
      react: { useSuspense: true },
    });
  return i18next;
}
