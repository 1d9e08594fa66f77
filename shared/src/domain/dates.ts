import type { Language } from './constants';
import { oromoMonth } from './locales';

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

// `YYYY-MM-DDThh:mm[:ss[.fff…]]` and `Z` or an offset `±hh:mm`: what `toISOString` and the
// listings service write, and what RFC 3339 allows.
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Parses an ISO 8601 date-time with its zone (`2026-03-12T09:01:00.000Z`, `…+03:00`) to epoch
 * milliseconds, or NaN when it is not one (no zone, an impossible date or time, any other text).
 * Never uses `new Date(string)`, whose reading of a text differs between engines.
 */
export function parseIsoDateTime(iso: unknown): number {
  if (typeof iso !== 'string') return Number.NaN;
  const match = DATE_TIME.exec(iso);
  if (!match) return Number.NaN;
  const [, date = '', hh = '', mm = '', ss = '0', fraction = '', zone = 'Z'] = match;
  const day = parseIsoDate(date);
  const hours = Number(hh);
  const minutes = Number(mm);
  const seconds = Number(ss);
  if (Number.isNaN(day) || hours > 23 || minutes > 59 || seconds > 59) return Number.NaN;
  let offset = 0;
  if (zone !== 'Z') {
    const zoneHours = Number(zone.slice(1, 3));
    const zoneMinutes = Number(zone.slice(4, 6));
    if (zoneHours > 23 || zoneMinutes > 59) return Number.NaN;
    offset = (zone.startsWith('-') ? -1 : 1) * (zoneHours * 60 + zoneMinutes) * 60_000;
  }
  // Milliseconds are what a time holds: finer digits are cut, not rounded (no float arithmetic).
  const milliseconds = Number(`${fraction}000`.slice(0, 3));
  return day + ((hours * 60 + minutes) * 60 + seconds) * 1000 + milliseconds - offset;
}

/** Addis Ababa's offset from UTC: three hours, all year (Ethiopia keeps no summer time). */
const ADDIS_ABABA_OFFSET_MS = 3 * 3_600_000;

/**
 * The day in Addis Ababa, `YYYY-MM-DD`, of an ISO 8601 date-time (a listing's `updatedAt`), so
 * that it is the same day wherever the page is drawn (the server and every visitor's browser), and
 * the day the listing's own `date` is counted in; the text unchanged when it is not a date-time.
 */
export function addisAbabaDay(iso: string): string {
  const time = parseIsoDateTime(iso);
  return Number.isNaN(time)
    ? iso
    : new Date(time + ADDIS_ABABA_OFFSET_MS).toISOString().slice(0, 10);
}

let ethiopicFormat: Intl.DateTimeFormat | undefined;

/**
 * Formats an ISO date for display: 'en' → Gregorian "12 Mar 2026"; 'am' → Ethiopian calendar in
 * Amharic, as ICU prints it (e.g. "3 መጋቢት 2018"); 'om' → Gregorian with Oromo month names,
 * "12 Bitootessa 2026" (locales.ts: the same on the server and in Chromium, which has no `om`). An
 * unparseable input is returned unchanged.
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
  const month =
    language === 'om' ? oromoMonth(date.getUTCMonth()) : (EN_MONTHS[date.getUTCMonth()] ?? '');
  return `${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`;
}
