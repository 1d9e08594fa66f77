import { DARK_LAYOUT, RTL_LAYOUT } from './constants';

/** A theme colour the customizer lets visitors change; stored under its CSS variable's name. */
export interface ThemeColour {
  variable: `--${string}`;
  label: string;
  defaultValue: string;
}

/** The theme colours (CSS variables) of the site; each persists under its own localStorage key. */
export const THEME_COLOURS: readonly ThemeColour[] = [
  { variable: '--theme-default', label: 'Primary', defaultValue: '#0b7a5c' },
  { variable: '--theme-default2', label: 'Accent', defaultValue: '#e0a100' },
];

/** Named palettes offered next to the free colour pickers. */
export const THEME_PALETTES: readonly { name: string; colours: Record<string, string> }[] = [
  {
    name: 'Meskel green',
    colours: { '--theme-default': '#0b7a5c', '--theme-default2': '#e0a100' },
  },
  { name: 'Entoto blue', colours: { '--theme-default': '#1d5fa8', '--theme-default2': '#f08a24' } },
  { name: 'Coffee', colours: { '--theme-default': '#7a4a2a', '--theme-default2': '#c8912e' } },
  {
    name: 'Lalibela red',
    colours: { '--theme-default': '#b3342f', '--theme-default2': '#2f7f8a' },
  },
];

/** The layout_version / layout_type values as the customizer's choices. */
export interface ThemeChoice {
  dark: boolean;
  rtl: boolean;
  colours: Record<string, string>;
}

/** `#abc` or `#aabbcc`: the only colour values read back from storage (anything else is ignored). */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

/** Reads the stored theme values (raw strings or null) into choices; unknown values → defaults. */
export function readThemeChoice(get: (key: string) => string | null): ThemeChoice {
  const colours: Record<string, string> = {};
  for (const { variable } of THEME_COLOURS) {
    const value = get(variable);
    if (isHexColour(value)) colours[variable] = value;
  }
  return {
    dark: get('layout_version') === DARK_LAYOUT,
    rtl: get('layout_type') === RTL_LAYOUT,
    colours,
  };
}
