/** @jest-environment node */
import { MAX_IDS_LIMIT, listingIds, readIdsRequest } from './listing-ids';
import { readSiteListings, readTagNames, syntheticListings } from './seed';
import { describeEachEngine, describeWithSqlite } from './test-database';
import { openDatabase } from './database';
import { storeListings } from './listing-store';
import { sqliteConnection } from './sqlite-search';

const site = readSiteListings();

describe('readIdsRequest', () => {
  const read = (query: string) => readIdsRequest(new URLSearchParams(query));

  it('reads absent and empty values as the first page of the largest size', () => {
    expect(read('')).toEqual({ request: { after: 0, limit: MAX_IDS_LIMIT } });
    expect(read('after=&limit=')).toEqual({ request: { after: 0, limit: MAX_IDS_LIMIT } });
    expect(read('after=25000&limit=10')).toEqual({ request: { after: 25_000, limit: 10 } });
  });

  it.each([
    ['after=-1', 'after'],
    ['after=1.5', 'after'],
    ["after=1' OR 1=1", 'after'],
    ['limit=0', 'limit'],
    [`limit=${MAX_IDS_LIMIT + 1}`, 'limit'],
    ['limit=ten', 'limit'],
  ])('%s is a field error naming %s', (query, field) => {
    const reading = read(query);
    expect(reading.errors?.map((e) => e.field)).toEqual([field]);
  });

  it('names both parameters at once', () => {
    expect(read('after=x&limit=y').errors?.map((e) => e.field)).toEqual(['after', 'limit']);
  });
});

describeEachEngine('listingIds', (engine) => {
  it('pages through every listing in the data order, each with its date, and says when it ends', async () => {
    const { db, close } = await engine.databaseWith();
    try {
      const seen: string[] = [];
      let after = 0;
      let pages = 0;
      for (;;) {
        const page = await listingIds(db, { after, limit: 25 });
        pages++;
        expect(page.lastSeq).toBe(site.length);
        seen.push(...page.items.map((item) => item.id));
        for (const item of page.items) {
          const record = site.find((r) => r.property.id === item.id);
          expect(item.date).toBe(record?.property.date);
        }
        if (page.next === null) break;
        after = page.next;
      }
      expect(pages).toBe(3);
      expect(seen).toEqual(site.map((r) => r.property.id));
    } finally {
      await close();
    }
  });

  it('answers a page past the end with no items and no next', async () => {
    const { db, close } = await engine.databaseWith();
    try {
      expect(await listingIds(db, { after: 60, limit: 10 })).toEqual({
        items: [],
        next: null,
        lastSeq: 60,
      });
    } finally {
      await close();
    }
  });
});

describeWithSqlite('listingIds after a removal (embedded)', () => {
  it('keeps a removed listing’s neighbours on their pages, and gives null for an invalid date', async () => {
    const raw = openDatabase(':memory:');
    const records = [...syntheticListings(5, 7)];
    records[1] = { ...records[1]!, property: { ...records[1]!.property, date: 'not a date' } };
    storeListings(raw, records, readTagNames());
    raw.exec('DELETE FROM listings WHERE seq = 3');
    const db = sqliteConnection(raw);
    try {
      const page = await listingIds(db, { after: 1, limit: 2 });
      expect(page.items.map((i) => i.seq)).toEqual([2, 4]);
      expect(page.items[0]?.date).toBeNull();
      expect(page.next).toBe(4);
      expect(page.lastSeq).toBe(5);
    } finally {
      raw.close();
    }
  });
});
