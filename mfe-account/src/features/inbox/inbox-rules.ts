import { oromoMonth, type InboxEnquiry, type Language } from '@betoch/shared';

/*
 * What the inbox computes from its enquiries: the choice of one listing's, marking one, and the
 * time an enquiry was sent, said in the reader's language and in Ethiopia's time.
 */

/** Every enquiry, the contact messages, or one listing's viewing requests. */
export type InboxFilter = { kind: 'all' } | { kind: 'contact' } | { kind: 'listing'; id: string };

export const ALL: InboxFilter = { kind: 'all' };

/** The listings the enquiries are about, in the order they first appear (newest first). */
export function listingsOf(enquiries: readonly InboxEnquiry[]): string[] {
  const ids = new Set<string>();
  for (const { listingId } of enquiries) if (listingId !== null) ids.add(listingId);
  return [...ids];
}

export function applyFilter(
  enquiries: readonly InboxEnquiry[],
  filter: InboxFilter,
): InboxEnquiry[] {
  if (filter.kind === 'all') return [...enquiries];
  if (filter.kind === 'contact') return enquiries.filter(({ kind }) => kind === 'contact');
  return enquiries.filter(({ listingId }) => listingId === filter.id);
}

/** The filter as a `<select>` value, and back (an unknown value is every enquiry). */
export function filterValue(filter: InboxFilter): string {
  return filter.kind === 'listing' ? `listing:${filter.id}` : filter.kind;
}

export function filterOf(value: string): InboxFilter {
  if (value === 'contact') return { kind: 'contact' };
  if (value.startsWith('listing:') && value.length > 8) {
    return { kind: 'listing', id: value.slice(8) };
  }
  return ALL;
}

/**
 * The enquiries with `id` marked `read`, and the unread count after it: unchanged when the
 * enquiry is not there or already so.
 */
export function markedAs(
  enquiries: readonly InboxEnquiry[],
  unread: number,
  id: string,
  read: boolean,
): { enquiries: InboxEnquiry[]; unread: number } {
  const target = enquiries.find((item) => item.id === id);
  if (!target || target.read === read) return { enquiries: [...enquiries], unread };
  return {
    enquiries: enquiries.map((item) => (item.id === id ? { ...item, read } : item)),
    unread: Math.max(0, unread + (read ? -1 : 1)),
  };
}

/** Adds an older page after the enquiries already shown, without showing one twice. */
export function appendPage(
  shown: readonly InboxEnquiry[],
  older: readonly InboxEnquiry[],
): InboxEnquiry[] {
  const ids = new Set(shown.map(({ id }) => id));
  return [...shown, ...older.filter(({ id }) => !ids.has(id))];
}

const formats = new Map<Language, Intl.DateTimeFormat>();

const addisClock = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Addis_Ababa',
});

/** "29 Sadaasa 2026, 09:15": Oromo's month names from locales.ts, whatever the runtime's ICU has. */
function oromoSentAt(ms: number): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    addisClock.formatToParts(ms).find((p) => p.type === type)?.value ?? '';
  const month = oromoMonth(Number(part('month')) - 1);
  return `${Number(part('day'))} ${month} ${part('year')}, ${part('hour')}:${part('minute')}`;
}

/**
 * When an enquiry was sent, in Addis Ababa's time: "29 Nov 2026, 09:15" in English; in Amharic
 * the Ethiopian calendar, as the rest of the site dates (`formatDate`); in Oromo
 * "29 Sadaasa 2026, 09:15".
 */
export function formatSentAt(ms: number, language: Language): string {
  if (language === 'om') return oromoSentAt(ms);
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'am' ? 'am-ET' : 'en-GB', {
      ...(language === 'am' ? { calendar: 'ethiopic' } : {}),
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Africa/Addis_Ababa',
    });
    formats.set(language, format);
  }
  return format.format(ms);
}
