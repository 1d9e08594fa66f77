/** @jest-environment node */
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  ETB_PER_USD,
  convertPrice,
  findCurrency,
  formatPrice,
  isCurrency,
  type Currency,
} from './currency';

const USD = DEFAULT_CURRENCY;
const ETB = findCurrency('ETB') as Currency;
const EUR = findCurrency('EUR') as Currency;

describe('currencies', () => {
  test('default is Dollar, USD, $, factor 1 (docs/storage.md#currency)', () => {
    expect(DEFAULT_CURRENCY).toEqual({ name: 'Dollar', currency: 'USD', symbol: '$', price: 1 });
  });

  test('offers Dollar, Birr (156.5 per USD) and Euro', () => {
    expect(CURRENCIES).toEqual([
      { name: 'Dollar', currency: 'USD', symbol: '$', price: 1 },
      { name: 'Birr', currency: 'ETB', symbol: 'Br', price: 156.5 },
      { name: 'Euro', currency: 'EUR', symbol: '€', price: 0.86 },
    ]);
    expect(ETB_PER_USD).toBe(156.5);
  });

  test('are frozen, so a store cannot change them by mistake', () => {
    expect(Object.isFrozen(DEFAULT_CURRENCY)).toBe(true);
    expect(CURRENCIES.every((c) => Object.isFrozen(c))).toBe(true);
  });

  test.each([
    ['USD', 'Dollar'],
    ['etb', 'Birr'],
    ['EUR', 'Euro'],
    ['GBP', undefined],
  ])('findCurrency(%s) → %s', (code, name) => {
    expect(findCurrency(code)?.name).toBe(name);
  });
});

describe('isCurrency', () => {
  test.each<[string, unknown, boolean]>([
    ['the default', { name: 'Dollar', currency: 'USD', symbol: '$', price: 1 }, true],
    [
      'a stored custom currency',
      { name: 'Pound', currency: 'GBP', symbol: '£', price: 0.75 },
      true,
    ],
    [
      'extra fields are fine',
      { name: 'Birr', currency: 'ETB', symbol: 'Br', price: 156.5, x: 1 },
      true,
    ],
    ['null', null, false],
    ['a string', 'USD', false],
    ['an array', [], false],
    ['missing price', { name: 'Dollar', currency: 'USD', symbol: '$' }, false],
    ['price as text', { name: 'Dollar', currency: 'USD', symbol: '$', price: '1' }, false],
    ['zero price', { name: 'Dollar', currency: 'USD', symbol: '$', price: 0 }, false],
    ['negative price', { name: 'Dollar', currency: 'USD', symbol: '$', price: -1 }, false],
    ['NaN price', { name: 'Dollar', currency: 'USD', symbol: '$', price: Number.NaN }, false],
    ['empty symbol', { name: 'Dollar', currency: 'USD', symbol: '', price: 1 }, false],
    ['blank code', { name: 'Dollar', currency: ' ', symbol: '$', price: 1 }, false],
    ['number name', { name: 1, currency: 'USD', symbol: '$', price: 1 }, false],
  ])('%s → %p', (_label, value, expected) => {
    expect(isCurrency(value)).toBe(expected);
  });
});

describe('convertPrice', () => {
  test.each<[number, Currency, number]>([
    [1000, USD, 1000],
    [1000, ETB, 156_500],
    [1000, EUR, 860],
    [0, ETB, 0],
  ])('%d USD in %o', (usd, currency, expected) => {
    expect(convertPrice(usd, currency)).toBeCloseTo(expected, 6);
  });
});

describe('formatPrice', () => {
  test.each<[number, Currency, 'en' | 'am', string]>([
    [1_250_000, USD, 'en', '$1,250,000'],
    [850, USD, 'en', '$850'],
    [12.5, USD, 'en', '$12.50'],
    [999.999, USD, 'en', '$1,000'],
    [1_250_000, USD, 'am', '$1,250,000'],
    // Birr: "Br" in English, "ብር" in Amharic, whole units.
    [1_250_000, ETB, 'en', 'Br 195,625,000'],
    [1_250_000, ETB, 'am', 'ብር 195,625,000'],
    [850, ETB, 'en', 'Br 133,025'],
    [12.5, ETB, 'am', 'ብር 1,956'],
    // Big prices never show decimals.
    [1234.56, USD, 'en', '$1,235'],
    [1_250_000, EUR, 'en', '€1,075,000'],
    [12.5, EUR, 'en', '€10.75'],
    [-3000, USD, 'en', '-$3,000'],
    [-0.001, USD, 'en', '$0'],
    [1000, { name: 'Pound', currency: 'GBP', symbol: '£', price: 0.75 }, 'en', '£750'],
    [1000, { name: 'Franc', currency: 'CHF', symbol: 'CHF', price: 0.8 }, 'en', 'CHF 800'],
  ])('%d USD in %o (%s)', (usd, currency, language, expected) => {
    expect(formatPrice(usd, currency, language)).toBe(expected);
  });

  test('English is the default language', () => {
    expect(formatPrice(100, ETB)).toBe('Br 15,650');
  });

  test.each([Number.NaN, Number.POSITIVE_INFINITY])('a non-finite amount (%p) gives ""', (usd) => {
    expect(formatPrice(usd, USD, 'en')).toBe('');
  });
});
