/** @jest-environment node */
import { addisAbabaDay, formatDate, parseIsoDate, parseIsoDateTime } from './dates';

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

describe('parseIsoDateTime', () => {
  test.each<[string, unknown, number]>([
    ['UTC with milliseconds', '2026-03-12T09:01:00.000Z', Date.UTC(2026, 2, 12, 9, 1)],
    ['UTC without seconds', '2026-03-12T09:01Z', Date.UTC(2026, 2, 12, 9, 1)],
    ['an offset east', '2026-03-12T12:01:30+03:00', Date.UTC(2026, 2, 12, 9, 1, 30)],
    ['an offset west', '2026-03-11T23:00:00-05:30', Date.UTC(2026, 2, 12, 4, 30)],
    [
      'finer than milliseconds, cut',
      '2026-03-12T09:01:00.123987Z',
      Date.UTC(2026, 2, 12, 9, 1, 0, 123),
    ],
    ['one digit of a second', '2026-03-12T09:01:00.5Z', Date.UTC(2026, 2, 12, 9, 1, 0, 500)],
  ])('%s: %p', (_label, input, expected) => {
    expect(parseIsoDateTime(input)).toBe(expected);
  });

  test.each<[string, unknown]>([
    ['a date only', '2026-03-12'],
    ['no zone', '2026-03-12T09:01:00'],
    ['a space for the T', '2026-03-12 09:01:00Z'],
    ['an impossible day', '2026-02-30T09:01:00Z'],
    ['hour 24', '2026-03-12T24:00:00Z'],
    ['minute 60', '2026-03-12T09:60:00Z'],
    ['a zone past 23 hours', '2026-03-12T09:01:00+24:00'],
    ['trailing text', '2026-03-12T09:01:00Z and more'],
    ['a number', 1_773_306_060_000],
    ['not a text', { at: '2026-03-12T09:01:00Z' }],
  ])('%s (%p) → NaN', (_label, input) => {
    expect(parseIsoDateTime(input)).toBeNaN();
  });

  test('reads back what toISOString writes', () => {
    for (const t of [0, 1_773_306_060_123, Date.UTC(2024, 1, 29, 23, 59, 59, 999)]) {
      expect(parseIsoDateTime(new Date(t).toISOString())).toBe(t);
    }
  });
});

describe('addisAbabaDay', () => {
  test('is the day in Addis Ababa (UTC+3), where the listing is', () => {
    expect(addisAbabaDay('2026-03-12T20:59:59.000Z')).toBe('2026-03-12');
    // 21:00 UTC is midnight in Addis Ababa: the next day there.
    expect(addisAbabaDay('2026-03-12T21:00:00.000Z')).toBe('2026-03-13');
    expect(addisAbabaDay('2026-12-31T22:30:00Z')).toBe('2027-01-01');
    expect(addisAbabaDay('2026-03-13T01:00:00+03:00')).toBe('2026-03-13');
  });

  test('gives back a text that is not a date-time', () => {
    expect(addisAbabaDay('soon')).toBe('soon');
    expect(addisAbabaDay('2026-03-12')).toBe('2026-03-12');
  });

  test('with formatDate, the day in either language', () => {
    expect(formatDate(addisAbabaDay('2026-03-12T21:00:00.000Z'), 'en')).toBe('13 Mar 2026');
    expect(formatDate(addisAbabaDay('2026-03-11T22:00:00.000Z'), 'am')).toBe('3 መጋቢት 2018');
  });
});
