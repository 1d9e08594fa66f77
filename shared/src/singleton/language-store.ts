import i18next from 'i18next';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  DEFAULT_LANGUAGE,
  languageOrDefault,
  STORAGE_KEYS,
  type Language,
} from '../domain/constants';
import { languageCookie } from '../domain/language-address';
import { registerPersistedStore, waitsForTakeOver } from './store-hydration';
import { codecStorage, readRaw, writeRaw } from './web-storage';

/**
 * Mirrors the choice into the `betoch_lang` cookie, which the servers read to send a visitor who
 * chose Amharic from an English address to the Amharic one before anything is drawn
 * (docs/seo.md, "The visitor's language and the address"). Never throws: a browser that refuses
 * cookies still gets its choice at first paint from the page template's head script, which
 * reads localStorage and moves to the Amharic address itself.
 */
function writeLanguageCookie(language: Language): void {
  try {
    if (typeof document === 'undefined') return;
    document.cookie = languageCookie(language, window.location.protocol === 'https:');
  } catch {
    // Cookies blocked: the choice still lives in localStorage.
  }
}

export interface LanguageState {
  language: Language;
  setLanguage(language: Language): void;
}

/**
 * The chosen language (localStorage `language`: `en` or `am`, and the `betoch_lang` cookie), kept
 * in step with i18next.
 */
export const useLanguageStore = create<LanguageState>()(
  persist(
    (set) => ({
      language: DEFAULT_LANGUAGE,
      setLanguage: (language) => {
        set({ language });
        if (typeof document !== 'undefined') document.documentElement.lang = language;
        if (i18next.isInitialized) void i18next.changeLanguage(language);
      },
    }),
    {
      name: STORAGE_KEYS.language,
      storage: codecStorage<Pick<LanguageState, 'language'>>({
        read: () => {
          return { language: languageOrDefault(readRaw('localStorage', STORAGE_KEYS.language)) };
        },
        write: ({ language }) => {
          writeRaw('localStorage', STORAGE_KEYS.language, language);
          writeLanguageCookie(language);
        },
      }),
      skipHydration: waitsForTakeOver(),
      partialize: ({ language }) => ({ language }),
    },
  ),
);

// After the take-over of a server-rendered page the stored choice applies as a choice does:
// i18next and <html lang> follow it (the page was drawn in its address's language).
registerPersistedStore(async () => {
  await useLanguageStore.persist.rehydrate();
  const { language, setLanguage } = useLanguageStore.getState();
  setLanguage(language);
});
