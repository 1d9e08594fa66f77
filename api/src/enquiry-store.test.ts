/** @jest-environment node */
import { testDatabaseUrl } from '@betoch/shared/server/test-schema';
import type { AccountStore } from './account-store';
import type { InboxReader, StoredEnquiry } from './enquiry-store';
import { accountEngines, type AccountEngine } from './test-utils';

/*
 * The enquiries on both engines: the embedded one (node:sqlite) and the Postgres server of
 * BETOCH_TEST_DATABASE_URL, each in a fresh database or schema with the demo's two accounts.
 */

const url = testDatabaseUrl();
const engines = accountEngines(url);
if (!url)
  console.warn('enquiry-store tests on Postgres skipped: BETOCH_TEST_DATABASE_URL is not set');

/** Selam reads the agency's inbox; Dawit is a seller. */
const AGENCY: InboxReader = { userId: 1, agency: true };
const DAWIT: InboxReader = { userId: 2, agency: false };

let sequence = 0;
/** A viewing request sent at `sentAt`, to `recipientId` (null: the agency's inbox). */
function viewing(recipientId: number | null, sentAt: number): StoredEnquiry {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    kind: 'viewing',
    listingId: 'b1234567890',
    recipientId,
    name: 'Hirut Alemu',
    phone: '+251 911 482 630',
    email: null,
    subject: null,
    message: `Request ${sequence}`,
    language: 'am',
    sentAt,
  };
}

const ids = (list: { id: string }[]) => list.map((each) => each.id);

describe.each(engines.map((engine) => [engine.name, engine] as const))(
  'enquiries (%s)',
  (_, engine) => {
    let opened: Awaited<ReturnType<AccountEngine['open']>>;
    let store: AccountStore;
    beforeEach(async () => {
      opened = await engine.open();
      store = opened.store;
    });
    afterEach(() => opened.drop());

    it('keeps an enquiry as it was sent, unread, in its recipient’s inbox only', async () => {
      const contact: StoredEnquiry = {
        ...viewing(null, 1_000),
        kind: 'contact',
        listingId: null,
        phone: '',
        email: 'hirut@example.et',
        subject: 'A question',
        language: 'en',
      };
      await store.enquiries.add(contact);
      const page = await store.enquiries.page(AGENCY, { limit: 20 });
      expect(page).toEqual([
        {
          id: contact.id,
          kind: 'contact',
          listingId: null,
          name: 'Hirut Alemu',
          phone: '',
          email: 'hirut@example.et',
          subject: 'A question',
          message: contact.message,
          language: 'en',
          sentAt: 1_000,
          read: false,
        },
      ]);
      expect(await store.enquiries.page(DAWIT, { limit: 20 })).toEqual([]);
      // An account that is not the agency's does not read the agency's inbox, even its own user id 1.
      expect(await store.enquiries.page({ userId: 1, agency: false }, { limit: 20 })).toEqual([]);
    });

    it('gives the agency its own enquiries and those of no recipient, newest first', async () => {
      const toAgency = viewing(null, 1_000);
      const toSelam = viewing(1, 2_000);
      const toDawit = viewing(2, 3_000);
      for (const each of [toAgency, toSelam, toDawit]) await store.enquiries.add(each);
      expect(ids(await store.enquiries.page(AGENCY, { limit: 20 }))).toEqual([
        toSelam.id,
        toAgency.id,
      ]);
      expect(ids(await store.enquiries.page(DAWIT, { limit: 20 }))).toEqual([toDawit.id]);
      expect(await store.enquiries.countUnread(AGENCY)).toBe(2);
      expect(await store.enquiries.countUnread(DAWIT)).toBe(1);
    });

    it('pages newest first from a cursor, enquiries of one millisecond included', async () => {
      const sent = [
        viewing(null, 5_000),
        viewing(1, 5_000),
        viewing(null, 5_000),
        viewing(1, 4_000),
        viewing(null, 3_000),
      ];
      for (const each of sent) await store.enquiries.add(each);
      const all = await store.enquiries.page(AGENCY, { limit: 20 });
      expect(all.map((each) => each.sentAt)).toEqual([5_000, 5_000, 5_000, 4_000, 3_000]);
      const read: string[] = [];
      let before: { sentAt: number; id: string } | undefined;
      for (;;) {
        const page = await store.enquiries.page(AGENCY, { before, limit: 2 });
        read.push(...ids(page));
        const last = page.at(-1);
        if (page.length < 2 || !last) break;
        before = { sentAt: last.sentAt, id: last.id };
      }
      expect(read).toEqual(ids(all));
      expect(new Set(read).size).toBe(5);
    });

    it('marks an enquiry read and unread for its recipient only', async () => {
      const toAgency = viewing(null, 1_000);
      const toDawit = viewing(2, 2_000);
      await store.enquiries.add(toAgency);
      await store.enquiries.add(toDawit);
      expect(await store.enquiries.markRead(DAWIT, toAgency.id, true, 3_000)).toBe(false);
      expect(await store.enquiries.markRead(AGENCY, toDawit.id, true, 3_000)).toBe(false);
      expect(await store.enquiries.markRead(AGENCY, 'no-such-enquiry', true, 3_000)).toBe(false);
      expect(await store.enquiries.countUnread(DAWIT)).toBe(1);

      expect(await store.enquiries.markRead(AGENCY, toAgency.id, true, 3_000)).toBe(true);
      expect(await store.enquiries.countUnread(AGENCY)).toBe(0);
      expect((await store.enquiries.page(AGENCY, { limit: 20 }))[0]?.read).toBe(true);
      // Marking it read again changes nothing, and is still the recipient's to do.
      expect(await store.enquiries.markRead(AGENCY, toAgency.id, true, 4_000)).toBe(true);
      expect(await store.enquiries.markRead(AGENCY, toAgency.id, false, 5_000)).toBe(true);
      expect(await store.enquiries.countUnread(AGENCY)).toBe(1);

      expect(await store.enquiries.markRead(DAWIT, toDawit.id, true, 3_000)).toBe(true);
      expect(await store.enquiries.countUnread(DAWIT)).toBe(0);
    });
  },
);
