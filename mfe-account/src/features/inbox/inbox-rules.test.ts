import type { InboxEnquiry } from '@betoch/shared';
import {
  appendPage,
  applyFilter,
  filterOf,
  filterValue,
  formatSentAt,
  listingsOf,
  markedAs,
} from './inbox-rules';

function enquiry(id: string, listingId: string | null, read = false): InboxEnquiry {
  return {
    id,
    kind: listingId === null ? 'contact' : 'viewing',
    listingId,
    name: 'Selam',
    phone: '0911482630',
    email: null,
    subject: null,
    message: '',
    language: 'en',
    sentAt: 0,
    read,
  };
}

const inbox = [
  enquiry('e4', 'p2'),
  enquiry('e3', null),
  enquiry('e2', 'p1b', true),
  enquiry('e1', 'p2'),
];

describe('the inbox’s choice of listing', () => {
  it('lists each listing once, newest first, without the contact messages', () => {
    expect(listingsOf(inbox)).toEqual(['p2', 'p1b']);
  });

  it('keeps every enquiry, the contact messages, or one listing’s', () => {
    expect(applyFilter(inbox, { kind: 'all' }).map(({ id }) => id)).toEqual([
      'e4',
      'e3',
      'e2',
      'e1',
    ]);
    expect(applyFilter(inbox, { kind: 'contact' }).map(({ id }) => id)).toEqual(['e3']);
    expect(applyFilter(inbox, { kind: 'listing', id: 'p2' }).map(({ id }) => id)).toEqual([
      'e4',
      'e1',
    ]);
  });

  it('reads back the value it writes, and takes anything else as every enquiry', () => {
    for (const filter of [
      { kind: 'all' },
      { kind: 'contact' },
      { kind: 'listing', id: 'p1b' },
    ] as const) {
      expect(filterOf(filterValue(filter))).toEqual(filter);
    }
    expect(filterOf('listing:')).toEqual({ kind: 'all' });
    expect(filterOf('nonsense')).toEqual({ kind: 'all' });
  });
});

describe('markedAs', () => {
  it('marks one enquiry and counts it', () => {
    const { enquiries, unread } = markedAs(inbox, 3, 'e4', true);
    expect(enquiries.find(({ id }) => id === 'e4')?.read).toBe(true);
    expect(unread).toBe(2);
    expect(markedAs(enquiries, unread, 'e4', false).unread).toBe(3);
  });

  it('changes nothing for an enquiry already so, or not shown', () => {
    expect(markedAs(inbox, 3, 'e2', true).unread).toBe(3);
    expect(markedAs(inbox, 3, 'gone', true).unread).toBe(3);
    expect(markedAs(inbox, 0, 'e2', false).unread).toBe(1);
  });
});

it('appends an older page without showing an enquiry twice', () => {
  const shown = inbox.slice(0, 2);
  expect(appendPage(shown, inbox.slice(1)).map(({ id }) => id)).toEqual(['e4', 'e3', 'e2', 'e1']);
});

describe('formatSentAt', () => {
  // 06:15 UTC is 09:15 in Addis Ababa (UTC+3, no summer time).
  const sent = Date.parse('2026-11-29T06:15:00Z');

  it('says the day and the time in Addis Ababa', () => {
    expect(formatSentAt(sent, 'en')).toBe('29 Nov 2026, 09:15');
  });

  it('dates by the Ethiopian calendar in Amharic', () => {
    const text = formatSentAt(sent, 'am');
    expect(text).toContain('2019');
    expect(text).toContain('09:15');
  });

  it('names the month in Oromo, the day and time as in Addis Ababa', () => {
    expect(formatSentAt(sent, 'om')).toBe('29 Sadaasa 2026, 09:15');
    // Just after midnight in Addis Ababa is still the day before in UTC.
    expect(formatSentAt(Date.parse('2026-12-31T21:30:00Z'), 'om')).toBe('1 Amajjii 2027, 00:30');
  });
});
