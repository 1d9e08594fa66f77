/** @jest-environment node */
import { formatDate, parseIsoDate } from './dates';

describe('parseIsoDate', () => {
  test.each<[string, unknown, number]>([
    ['a date', '2026-03-12', Date.UTC(2026, 2, 12)],
    ['the epoch', '1970-01-01', 0],
    ['before the epoch', '1969-12-31', -86_400_000],
    ['a leap day', '2024-02-29', Date.UTC(2024, 1, 29)],
    ['a leap day of a 400-year', '2000-02-29', Date.UTC(2000, 1, 29)],
    ['end of year', '2025-12-31', Date.UTC(2025, 11, 31)],
    ['a timestamp: the date part', '2025-06-01T23:59:59Z', Date.UTC(2025, 5, 1)],
  ])('%s: %p', (_label, input, expected) => {
    expect(parseIsoDate(input)).toBe(expected);
  });

  test.each<[string, unknown]>([
    ['not a leap year', '2025-02-29'],
    ['a century not divisible by 400', '1900-02-29'],
    ['day 31 of a 30-day month', '2025-04-31'],
    ['day 0', '2025-01-00'],
    ['month 13', '2025-13-01'],
    ['month 0', '2025-00-10'],
    ['slashes', '2025/01/10'],
    ['US order', '01-10-2025'],
    ['one-digit month', '2025-1-10'],
    ['English text', 'March 12, 2026'],
    ['trailing text', '2025-01-10 10:00'],
    ['empty', ''],
    ['a number', 20250110],
    ['undefined', undefined],
    ['letters among digits', '2O25-01-10'],
  ])('%s (%p) → NaN', (_label, input) => {
    expect(parseIsoDate(input)).toBeNaN();
  });

  test('agrees with Date.UTC on every day from 1999 to 2031', () => {
    for (let t = Date.UTC(1999, 0, 1); t < Date.UTC(2032, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      if (parseIsoDate(iso) !== t) throw new Error(`${iso} parsed as ${parseIsoDate(iso)}`);
    }
  });
});

describe('formatDate', () => {
  test.each<[string, 'en' | 'am', string]>([
    ['2026-03-12', 'en', '12 Mar 2026'],
    ['2026-09-01', 'en', '1 Sep 2026'],
    ['2024-02-29', 'en', '29 Feb 2024'],
    // Ethiopian calendar (Node 20's ICU): Gregorian 12 Mar 2026 = 3 Megabit 2018 E.C.
    ['2026-03-12', 'am', '3 መጋቢት 2018'],
    // Ethiopian New Year (1 Meskerem) falls on 11 September.
    ['2026-09-11', 'am', '1 መስከረም 2019'],
    // The 13th month, Pagume.
    ['2026-09-10', 'am', '5 ጳጉሜን 2018'],
    ['2026-01-01', 'am', '23 ታኅሣሥ 2018'],
  ])('%s in %s → %s', (iso, language, expected) => {
    expect(formatDate(iso, language)).toBe(expected);
  });

  test.each(['en', 'am'] as const)('an invalid date is shown as given (%s)', (language) => {
    expect(formatDate('soon', language)).toBe('soon');
  });
});
