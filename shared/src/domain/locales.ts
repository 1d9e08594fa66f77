import type { Language } from './constants';

/*
 * How each language writes numbers and dates (docs/texts.md "Numbers and dates"). One table, so
 * that every section formats a language alike.
 *
 * Afaan Oromo: Node's full ICU has `om` (numbers as English writes them, `1,234,567.5`; months
 * Amajjii … Mudde); Chromium's trimmed ICU has no `om` and silently formats as `en-US` would
 * (measured: Node 22.23, Chromium 146 of Debian). A page drawn on the server and taken over in the
 * browser must print the same text in both, so the site never leaves an Oromo date to the runtime:
 * it takes Intl's month names where the runtime has them and the same names from CLDR's table
 * (`OROMO_MONTHS`, checked against Node's ICU by a test) where it has not, and writes the date's
 * order itself ("12 Bitootessa 2026", as Oromo news sites write it).
 */

/** The BCP 47 locale Intl is given for each language. */
export const LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-US',
  am: 'am-ET',
  om: 'om-ET',
};

/**
 * Intl's locales for a language's numbers: Oromo falls back to `en-US`, which writes numbers as
 * CLDR's `om` does (grouping `,`, decimal `.`), so the server (with `om`) and Chromium (without)
 * print the same digits.
 */
export function numberLocales(language: Language): string[] {
  return language === 'om' ? [LOCALES.om, LOCALES.en] : [LOCALES[language]];
}

/** CLDR's Oromo month names (format, wide), January first. */
export const OROMO_MONTHS = [
  'Amajjii',
  'Guraandhala',
  'Bitootessa',
  'Eebila',
  'Caamsaa',
  'Waxabajjii',
  'Adoolessa',
  'Hagayya',
  'Fulbaana',
  'Onkoloolessa',
  'Sadaasa',
  'Mudde',
] as const;

let intlOromoMonths: readonly string[] | null | undefined;

/** The runtime's own Oromo month names, or null when its ICU has no `om` (Chromium). */
function runtimeOromoMonths(): readonly string[] | null {
  if (intlOromoMonths !== undefined) return intlOromoMonths;
  if (Intl.DateTimeFormat.supportedLocalesOf([LOCALES.om]).length === 0) {
    intlOromoMonths = null;
  } else {
    const format = new Intl.DateTimeFormat(LOCALES.om, { month: 'long', timeZone: 'UTC' });
    intlOromoMonths = OROMO_MONTHS.map((_, month) => format.format(Date.UTC(2026, month, 15)));
  }
  return intlOromoMonths;
}

/** The Oromo name of a month (0 = January): Intl's where the runtime has `om`, else CLDR's table. */
export function oromoMonth(month: number): string {
  return runtimeOromoMonths()?.[month] ?? OROMO_MONTHS[month] ?? '';
}

/** Forgets what the runtime was found to have (tests that take Intl's `om` away). */
export function resetLocaleProbe(): void {
  intlOromoMonths = undefined;
}
