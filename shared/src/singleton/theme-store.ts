import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DARK_LAYOUT, RTL_LAYOUT, STORAGE_KEYS } from '../domain/constants';
import { readThemeChoice, THEME_COLOURS, type ThemeChoice } from '../domain/theme';
import { registerPersistedStore, waitsForTakeOver } from './store-hydration';
import { codecStorage, onOtherTabChange, readRaw, writeRaw } from './web-storage';

export interface ThemeState extends ThemeChoice {
  setDark(dark: boolean): void;
  setRtl(rtl: boolean): void;
  setColour(variable: string, value: string): void;
  setColours(colours: Record<string, string>): void;
  resetColours(): void;
}

/** Puts the choices on the page: `dark-layout` class, `dir`, and the colour variables. */
export function applyTheme(
  { dark, rtl, colours }: ThemeChoice,
  root = document.documentElement,
): void {
  root.classList.toggle(DARK_LAYOUT, dark);
  document.body?.classList.toggle(DARK_LAYOUT, dark);
  root.dir = rtl ? 'rtl' : 'ltr';
  for (const { variable } of THEME_COLOURS) {
    const value = colours[variable];
    if (value) root.style.setProperty(variable, value);
    else root.style.removeProperty(variable);
  }
}

const allKeys = [
  STORAGE_KEYS.layoutVersion,
  STORAGE_KEYS.layoutType,
  ...THEME_COLOURS.map((c) => c.variable),
];

/**
 * Light/dark, LTR/RTL and the theme colours, in the existing site's keys (`layout_version`,
 * `layout_type`, one key per colour variable). index.html applies them before the first paint.
 */
export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      dark: false,
      rtl: false,
      colours: {},
      setDark: (dark) => set({ dark }),
      setRtl: (rtl) => set({ rtl }),
      setColour: (variable, value) =>
        set((s) => ({ colours: { ...s.colours, [variable]: value } })),
      setColours: (colours) => set({ colours: { ...colours } }),
      resetColours: () => set({ colours: {} }),
    }),
    {
      name: 'theme',
      storage: codecStorage<ThemeChoice>({
        read: () => readThemeChoice((key) => readRaw('localStorage', key)),
        write: ({ dark, rtl, colours }) => {
          writeRaw('localStorage', STORAGE_KEYS.layoutVersion, dark ? DARK_LAYOUT : '');
          writeRaw('localStorage', STORAGE_KEYS.layoutType, rtl ? RTL_LAYOUT : '');
          for (const { variable } of THEME_COLOURS) {
            writeRaw('localStorage', variable, colours[variable] ?? null);
          }
        },
      }),
      skipHydration: waitsForTakeOver(),
      partialize: ({ dark, rtl, colours }) => ({ dark, rtl, colours }),
    },
  ),
);

registerPersistedStore(() => useThemeStore.persist.rehydrate());
onOtherTabChange(allKeys, () => void useThemeStore.persist.rehydrate());
