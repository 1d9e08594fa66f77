/** @jest-environment node */
import { formatDate } from './dates';
import { formatPrice } from './currency';
import { LOCALES, numberLocales, OROMO_MONTHS, oromoMonth, resetLocaleProbe } from './locales';

afterEach(() => {
  jest.restoreAllMocks();
  resetLocaleProbe();
});

describe('Oromo month names', () => {
  it('are CLDR’s, as Node’s ICU gives them, January to December', () => {
    // Node is built with full ICU: the table must be what a runtime with `om` prints.
    expect(Intl.DateTimeFormat.supportedLocalesOf([LOCALES.om])).toEqual([LOCALES.om]);
    const icu = new Intl.DateTimeFormat(LOCALES.om, { month: 'long', timeZone: 'UTC' });
    expect(OROMO_MONTHS.map((_, month) => icu.format(Date.UTC(2026, month, 15)))).toEqual([
      ...OROMO_MONTHS,
    ]);
  });

  it('come from the table where the runtime has no `om` (Chromium), the same names', () => {
    const withIntl = OROMO_MONTHS.map((_, month) => oromoMonth(month));
    resetLocaleProbe();
    // What Chromium's trimmed ICU answers.
    const probe = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    const withoutIntl = OROMO_MONTHS.map((_, month) => oromoMonth(month));
    expect(probe).toHaveBeenCalledTimes(1);
    expect(withoutIntl).toEqual(withIntl);
  });

  it('dates a listing "12 Bitootessa 2026", with or without `om` in the runtime', () => {
    expect(formatDate('2026-03-12', 'om')).toBe('12 Bitootessa 2026');
    resetLocaleProbe();
    jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    expect(formatDate('2026-03-12', 'om')).toBe('12 Bitootessa 2026');
    expect(formatDate('2026-09-01', 'om')).toBe('1 Fulbaana 2026');
    expect(formatDate('not a date', 'om')).toBe('not a date');
  });
});

describe('Oromo numbers', () => {
  it('are written as CLDR’s om writes them, which the en-US fallback prints the same', () => {
    for (const value of [0, 7, 1234, 1234567.5, 31_300_000]) {
      const om = new Intl.NumberFormat(LOCALES.om, { maximumFractionDigits: 2 }).format(value);
      const fallback = new Intl.NumberFormat(LOCALES.en, { maximumFractionDigits: 2 }).format(
        value,
      );
      expect([value, fallback]).toEqual([value, om]);
      expect(new Intl.NumberFormat(numberLocales('om')).format(value)).toBe(om);
    }
  });

  it('prices a listing in Birr as English does, the symbol kept', () => {
    const birr = { currency: 'ETB', symbol: 'Br', price: 156.5, name: 'Birr' };
    expect(formatPrice(200_000, birr, 'om')).toBe(formatPrice(200_000, birr, 'en'));
    expect(formatPrice(200_000, birr, 'om')).toBe('Br 31,300,000');
  });
});
