import type { Language } from './constants';
import { numberLocales } from './locales';

/** A display currency, in the old site's stored format: `price` is units per US dollar. */
export interface Currency {
  name: string;
  /** ISO 4217 code, e.g. "USD". */
  currency: string;
  symbol: string;
  /** Conversion factor from US dollars (the base of every listed price). */
  price: number;
}

/** The default currency: Dollar, USD, $, factor 1 (docs/storage.md#currency). */
export const DEFAULT_CURRENCY: Currency = Object.freeze({
  name: 'Dollar',
  currency: 'USD',
  symbol: '$',
  price: 1,
});

/** Ethiopian birr per US dollar used for display (a realistic 2025–26 rate; prices are stored in USD). */
export const ETB_PER_USD = 156.5;

/** The currencies the site offers: Dollar (default), Birr and Euro. */
export const CURRENCIES: readonly Currency[] = Object.freeze([
  DEFAULT_CURRENCY,
  Object.freeze({ name: 'Birr', currency: 'ETB', symbol: 'Br', price: ETB_PER_USD }),
  Object.freeze({ name: 'Euro', currency: 'EUR', symbol: '€', price: 0.86 }),
]);

/** The offered currency with this ISO code (case-insensitive), if any. */
export function findCurrency(code: string): Currency | undefined {
  const upper = code.toUpperCase();
  return CURRENCIES.find((c) => c.currency === upper);
}

/** Tells whether a value (e.g. parsed from localStorage) is a well-formed Currency. */
export function isCurrency(value: unknown): value is Currency {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === 'string' &&
    v.name.trim() !== '' &&
    typeof v.currency === 'string' &&
    v.currency.trim() !== '' &&
    typeof v.symbol === 'string' &&
    v.symbol.trim() !== '' &&
    typeof v.price === 'number' &&
    Number.isFinite(v.price) &&
    v.price > 0
  );
}

/** Converts a US-dollar amount to the given currency (amount × factor). */
export function convertPrice(usd: number, currency: Currency): number {
  return usd * currency.price;
}

// The symbol shown in each language, where it differs from the stored one.
const LOCAL_SYMBOLS: Partial<Record<Language, Record<string, string>>> = {
  am: { ETB: 'ብር' },
};
const BIG_AMOUNT = 1000;
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${language}|${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocales(language), {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Formats a US-dollar price in a currency and language: "$1,250,000", "Br 195,625,000" (en),
 * "ብር 195,625,000" (am). Birr and amounts ≥ 1,000 are whole units; smaller amounts show cents only
 * when they have some. A non-finite amount gives ''.
 */
export function formatPrice(usd: number, currency: Currency, language: Language = 'en'): string {
  const amount = convertPrice(usd, currency);
  if (!Number.isFinite(amount)) return '';
  const absolute = Math.abs(amount);
  const whole =
    currency.currency === 'ETB' || absolute >= BIG_AMOUNT || Math.round(absolute * 100) % 100 === 0;
  const digits = numberFormat(language, whole ? 0 : 2).format(absolute);
  const symbol = LOCAL_SYMBOLS[language]?.[currency.currency] ?? currency.symbol;
  // Intl's own currency style would print "ETB" in English; place the symbol ourselves:
  // a one-character sign sticks to the number ("$12"), a word is spaced ("Br 12").
  const separator = [...symbol].length > 1 ? ' ' : '';
  const shown = whole ? Math.round(absolute) : Math.round(absolute * 100) / 100;
  const sign = amount < 0 && shown > 0 ? '-' : '';
  return `${sign}${symbol}${separator}${digits}`;
}
