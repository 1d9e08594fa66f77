import type { Language } from './constants';

const DAY_MS = 86_400_000;
const EN_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** Digit value of the character at `i`, or -1 when it is not an ASCII digit. */
function digitAt(text: string, i: number): number {
  const code = text.charCodeAt(i) - 48;
  return code >= 0 && code <= 9 ? code : -1;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/**
 * Parses an ISO calendar date `YYYY-MM-DD` (a trailing `T…` time part is allowed and ignored) to
 * epoch milliseconds at UTC midnight, or NaN when it is not a real date. Never uses `new Date(string)`.
 */
export function parseIsoDate(iso: unknown): number {
  if (typeof iso !== 'string' || iso.length < 10) return Number.NaN;
  if (iso.length > 10 && iso.charCodeAt(10) !== 84 /* T */) return Number.NaN;
  if (iso.charCodeAt(4) !== 45 || iso.charCodeAt(7) !== 45 /* - */) return Number.NaN;
  const y0 = digitAt(iso, 0);
  const y1 = digitAt(iso, 1);
  const y2 = digitAt(iso, 2);
  const y3 = digitAt(iso, 3);
  const m0 = digitAt(iso, 5);
  const m1 = digitAt(iso, 6);
  const d0 = digitAt(iso, 8);
  const d1 = digitAt(iso, 9);
  if ((y0 | y1 | y2 | y3 | m0 | m1 | d0 | d1) < 0) return Number.NaN;
  const year = y0 * 1000 + y1 * 100 + y2 * 10 + y3;
  const month = m0 * 10 + m1;
  const day = d0 * 10 + d1;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return Number.NaN;
  return daysFromCivil(year, month, day) * DAY_MS;
}

let ethiopicFormat: Intl.DateTimeFormat | undefined;

/**
 * Formats an ISO date for display: 'en' → Gregorian "12 Mar 2026"; 'am' → Ethiopian calendar in
 * Amharic, as ICU prints it (e.g. "3 መጋቢት 2018"). An unparseable input is returned unchanged.
 */
export function formatDate(iso: string, language: Language): string {
  const time = parseIsoDate(iso);
  if (Number.isNaN(time)) return iso;
  if (language === 'am') {
    ethiopicFormat ??= new Intl.DateTimeFormat('am-ET', {
      calendar: 'ethiopic',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return ethiopicFormat.format(time);
  }
  // A fixed table rather than Intl for English: ICU's en-GB spells September "Sept" in some versions.
  const date = new Date(time);
  return `${date.getUTCDate()} ${EN_MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}
