import i18next from 'i18next';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_LANGUAGE, isLanguage, STORAGE_KEYS, type Language } from '../domain/constants';
import { registerPersistedStore, waitsForTakeOver } from './store-hydration';
import { codecStorage, readRaw, writeRaw } from './web-storage';

export interface LanguageState {
  language: Language;
  setLanguage(language: Language): void;
}

/** The chosen language (localStorage `language`: `en` or `am`), kept in step with i18next. */
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
          const stored = readRaw('localStorage', STORAGE_KEYS.language);
          return { language: isLanguage(stored) ? stored : DEFAULT_LANGUAGE };
        },
        write: ({ language }) => writeRaw('localStorage', STORAGE_KEYS.language, language),
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
