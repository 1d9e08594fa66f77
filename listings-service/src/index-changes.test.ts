/** @jest-environment node */
import type { Property } from '../../shared/src/domain/property';
import { SORT_KEYS } from '../../shared/src/domain/filter';
import { createRandom } from '../../shared/src/domain/generate-properties';
import { applyChanges, grownSize, mergeOrder, positionsIn, sortComparator } from './index-changes';
import {
  SORT_COLUMNS,
  capacityOf,
  emptyIndex,
  hasBit,
  loadListingIndex,
  reservedBitmap,
  reservedSlots,
  seqsOf,
  sortOrders,
  writeRow,
  type ListingIndex,
} from './listing-index';
import { readListingSearch, type ListingSearch } from './listing-params';
import { mapListings, searchListings, type Connection, type ListingPage } from './listing-query';
import { createRunner } from './query-tasks';
import { postgresFeed, sqliteFeed } from './change-feed';
import type { ListingRecord } from './listing-store';
import { readSiteListings } from './seed';
import {
  describeEachEngine,
  describeWithSqlite,
  type TestDatabase,
  type TestEngine,
} from './test-database';

describe('a sort’s order after a change', () => {
  it('puts the changed listings where the SQL order would: no value last, seq the tie-break', () => {
    const index = emptyIndex(8);
    // seq: price
    const prices: [number, number][] = [
      [1, 300],
      [2, Number.NaN],
      [3, 100],
      [4, 300],
      [5, 200],
      [6, Number.NaN],
    ];
    for (const [seq, price] of prices) index.price[seq] = price;
    const compare = sortComparator(index, 'high-price');
    const order = Uint32Array.from([1, 4, 3, 2]);
    // Each merge on a copy: a merge rewrites its order's memory.
    const merged = (removedAt: number[], inserted: number[], by = compare) => [
      ...mergeOrder(order.slice(), removedAt, inserted, by),
    ];
    // 3 changed (still present), 5 and 6 new: 3 is found where its value puts it.
    expect(positionsIn(order, [3], compare)).toEqual([2]);
    expect(merged([2], [6, 3, 5])).toEqual([1, 4, 5, 3, 2, 6]);
    // Removed: taken out, nothing put back.
    expect(merged([2], [])).toEqual([1, 4, 2]);
    expect(merged(positionsIn(order, [2, 1], compare), [])).toEqual([4, 3]);
    expect(merged([0, 1, 2, 3], [])).toEqual([]);
    // Only new listings (none in the order): put in their places, nothing taken out.
    expect(merged([], [6, 5])).toEqual([1, 4, 5, 3, 2, 6]);
    expect(merged([], [], sortComparator(index, 'low-price'))).toEqual([1, 4, 3, 2]);
  });

  it('rewrites an order in its own memory when it has room, and moves it when it has none', () => {
    const index = emptyIndex(8);
    index.price.set([50, 40, 30, 20, 10, 5, 25, 45]);
    const compare = sortComparator(index, 'high-price');
    const memory = new Uint32Array(6);
    memory.set([0, 1, 2, 3, 4]);
    // 2 and 4 removed, 6 and 7 put in, 5 added: six listings in the room of six.
    const merged = mergeOrder(memory.subarray(0, 5), [2, 4], [6, 5, 7], compare);
    expect([...merged]).toEqual([0, 7, 1, 6, 3, 5]);
    expect(merged.buffer).toBe(memory.buffer);
    // One more than the room: a copy, the order it came from left as it was.
    const full = mergeOrder(merged, [], [2], compare);
    expect([...full]).toEqual([0, 7, 1, 2, 6, 3, 5]);
    expect(full.buffer).not.toBe(memory.buffer);
    expect([...merged]).toEqual([0, 7, 1, 6, 3, 5]);
  });

  it('finds a listing that is not where its value puts it by looking through the order', () => {
    const index = emptyIndex(4);
    index.price.set([10, 20, 30, 40]);
    // Listed out of order (never, if the order is right): 2 is not where a binary search looks.
    const order = Uint32Array.from([3, 1, 2, 0]);
    expect(positionsIn(order, [2, 0], sortComparator(index, 'high-price'))).toEqual([2, 3]);
  });

  it('keeps every order sorted through random slices of edits, removals and additions', () => {
    const random = createRandom(27);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
    // Few distinct values, so that ties (seq the tie-break) and missing values are common.
    const row = (seq: number) => ({
      seq,
      deal: pick(['sale', 'rent']),
      price: pick([100, 200, 300, null]),
      date_key: pick([1, 2, 3, null]),
    });
    const sorted = (index: ListingIndex) =>
      Object.fromEntries(
        SORT_KEYS.map((sort) => {
          const seqs = Array.from({ length: index.size }, (_, seq) => seq);
          const present = seqs.filter((seq) => hasBit(index.present, seq));
          return [sort, present.sort(sortComparator(index, sort))];
        }),
      );
    let index = emptyIndex(40);
    for (let seq = 0; seq < 40; seq++) writeRow(index, row(seq));
    for (const sort of SORT_KEYS) index.order[sort] = Uint32Array.from(sorted(index)[sort]!);
    for (let slice = 0; slice < 50; slice++) {
      // Up to 6 listings, mostly of the first 40, some past them (the index grows once); a
      // third of them removed.
      const seqs = [
        ...new Set(Array.from({ length: 1 + (slice % 6) }, () => Math.floor(random() * 48))),
      ];
      const rows = seqs.filter(() => random() > 1 / 3).map(row);
      index = applyChanges(index, { seqs, rows, tags: [] });
      const orders = Object.fromEntries(SORT_KEYS.map((sort) => [sort, [...index.order[sort]]]));
      expect({ slice, orders }).toEqual({ slice, orders: sorted(index) });
      // A load makes the same orders from the same values.
      const loaded = sortOrders(index);
      expect({
        slice,
        orders: Object.fromEntries(SORT_KEYS.map((sort) => [sort, [...loaded[sort]]])),
      }).toEqual({ slice, orders: sorted(index) });
    }
  });

  it('leaves an order whose listings kept their values as it was: a price edit copies no date order', () => {
    const index = emptyIndex(8);
    for (let seq = 0; seq < 4; seq++)
      writeRow(index, { seq, deal: 'sale', price: seq * 10, date_key: seq });
    for (const sort of SORT_KEYS)
      index.order[sort] = Uint32Array.from([0, 1, 2, 3].sort(sortComparator(index, sort)));
    const before = { ...index.order };
    const changed = applyChanges(index, {
      seqs: [2],
      rows: [{ seq: 2, deal: 'sale', price: 99, date_key: 2 }],
      tags: [],
    });
    expect(changed.order.newest).toBe(before.newest);
    expect(changed.order.oldest).toBe(before.oldest);
    expect([...changed.order['high-price']]).toEqual([2, 3, 1, 0]);
  });

  it('leaves room to grow by a quarter, so that adding listings one at a time rarely copies', () => {
    expect(grownSize(1_000_000, 1_000_000)).toBe(1_251_024);
    expect(grownSize(61, 5_000)).toBe(5_001);
  });
});

describe('the index growing past its size', () => {
  /** A listing's row as the feed gives it (INDEX_COLUMNS). */
  const row = (seq: number, price: number) => ({
    seq,
    deal: 'sale',
    price,
    sqft: 80,
    date_key: seq,
    lat: 9,
    lng: 38.7,
    type: 'Villa',
    city: 'Addis Ababa',
    sub_city: 'Bole',
  });
  const added = (seq: number, price: number) => ({
    seqs: [seq],
    rows: [row(seq, price)],
    tags: [{ listing_seq: seq, tag: 'Villa' }],
  });

  it('grows into the memory its load reserved, copying nothing, and past it into a copy', () => {
    // As a load leaves it: two listings, each array in memory for reservedSlots(4) = 1,032 slots.
    const loaded = emptyIndex(4, undefined, reservedSlots(4));
    writeRow(loaded, row(1, 300));
    writeRow(loaded, row(2, 100));
    const villas = reservedBitmap(4, reservedSlots(4));
    loaded.tags.set('Villa', villas);
    for (const seq of [1, 2]) villas[0] = (villas[0] as number) | (1 << seq);
    loaded.order = sortOrders(loaded);
    const memory = (index: ListingIndex) =>
      [index.present, index.price, index.dateKey, index.tags.get('Villa'), index.order.newest].map(
        (array) => array?.buffer,
      );

    // A listing past the size, within the reserve: the same memory, seen longer.
    const grown = applyChanges(loaded, added(5, 200));
    expect(grown.size).toBe(grownSize(4, 5));
    expect(memory(grown).every((buffer, i) => buffer === memory(loaded)[i])).toBe(true);
    expect(seqsOf(grown.present)).toEqual([1, 2, 5]);
    expect(seqsOf(grown.tags.get('Villa')!)).toEqual([1, 2, 5]);
    expect([grown.price[5], grown.price[4], grown.price[grown.size - 1]]).toEqual([200, NaN, NaN]);
    expect([...grown.order['low-price']]).toEqual([2, 5, 1]);
    expect([...grown.order.newest]).toEqual([5, 2, 1]);

    // Past the reserve: copied, with room for as much again.
    const copied = applyChanges(grown, added(2_000, 150));
    expect(memory(copied).some((buffer, i) => buffer === memory(grown)[i])).toBe(false);
    expect(capacityOf(copied.price)).toBe(reservedSlots(copied.size));
    expect(seqsOf(copied.present)).toEqual([1, 2, 5, 2_000]);
    expect(seqsOf(copied.tags.get('Villa')!)).toEqual([1, 2, 5, 2_000]);
    expect([copied.price[2_000], copied.price[5], copied.price[1_999]]).toEqual([150, 200, NaN]);
    expect([...copied.order['low-price']]).toEqual([2, 2_000, 5, 1]);
  });
});

/** The site's listings, changed as publishing and an import would change them. */
function changedRecords(records: readonly ListingRecord[]): {
  removed: string[];
  stored: ListingRecord[];
} {
  const withProperty = (record: ListingRecord, change: Partial<Property>): ListingRecord => ({
    ...record,
    property: { ...record.property, ...change },
  });
  // Every listing of the rarest tag goes, so that the tag leaves the filters.
  const counts = new Map<string, string[]>();
  for (const { property } of records)
    for (const tag of property.params ?? [])
      counts.set(tag, [...(counts.get(tag) ?? []), property.id]);
  const rarest = [...counts.values()].sort((a, b) => a.length - b.length)[0] ?? [];
  const removed = [...new Set([...rarest, ...records.slice(0, 3).map((r) => r.property.id)])];
  const kept = records.filter((record) => !removed.includes(record.property.id));
  const edited = kept.slice(0, 10).map((record, i) =>
    withProperty(record, {
      price: i === 0 ? Number.NaN : record.property.price * 2 + i,
      date: i === 1 ? 'not a date' : `2026-0${1 + (i % 9)}-1${i % 10}`,
      city: i === 2 ? 'Adama' : record.property.city,
      // Texts that now hold words they did not: in Amharic, and one shorter than a trigram.
      title: i % 3 === 0 ? `${record.property.title}, ቪላ G+` : record.property.title,
      params:
        i % 2 === 0
          ? [...(record.property.params ?? []), 'Rooftop']
          : (record.property.params ?? []).slice(1),
    }),
  );
  const added = kept
    .slice(10, 40)
    .map((record, i) =>
      withProperty(record, { id: `${record.property.id}n${i}`, price: 1_000 + i * 7 }),
    );
  return { removed, stored: [...edited, ...added] };
}

/** Search states whose answers cover the orders, the counts beside every filter and the map. */
const SEARCHES = [
  '',
  'sort=low-price&pageSize=60',
  'sort=high-price&pageSize=60',
  'sort=newest&pageSize=60',
  'sort=oldest&pageSize=60&page=2&pageSize=10',
  'tag=Rooftop',
  'tag=Adama&tag=For+sale',
  'minPrice=1000&maxPrice=5000&sort=low-price',
  'deal=rent&minArea=50',
  'q=villa',
  'q=%E1%89%AA%E1%88%8B',
  'q=bole+villa',
  'q=Boolee',
  // Kept whole (a word no index serves): every word must hold in each changed listing's text.
  'q=villa+g%2B',
  'q=adama',
];

function searchOf(query: string): ListingSearch {
  const reading = readListingSearch(query);
  if (reading.errors) throw new Error(JSON.stringify(reading.errors));
  return reading.search;
}

async function expectSameAnswers(engine: TestEngine, database: TestDatabase): Promise<void> {
  const fresh = await loadListingIndex(database.db, engine.dialect.listAggregate);
  for (const state of SEARCHES) {
    const search = searchOf(state);
    expect({ state, answer: await database.runner({ kind: 'search', search }) }).toEqual({
      state,
      answer: await searchListings(database.db, search, fresh, engine.dialect),
    });
  }
  const search = searchOf('tag=For+rent&bbox=-90,-180,90,180');
  const box = search.box!;
  expect(await database.runner({ kind: 'map', search: { ...search, box } })).toEqual(
    await mapListings(database.db, { ...search, box }, fresh, engine.dialect),
  );
}

/**
 * Applies every change written so far, as the query worker does between tasks, once the feed can
 * give them all (on Postgres, once the transactions before them have ended: CI's unit tests share
 * one server, and one test's transaction held another's change back, which was then not applied).
 */
async function follow(database: TestDatabase): Promise<void> {
  await database.readable();
  while (await database.runner.refresh());
}

/**
 * Stores a new listing, `b-fresh`, of a tag no other has, and waits until the feed can give it (on
 * Postgres, once the transactions before it have ended); resolves with the search that finds it.
 */
async function storeFreshListing(database: TestDatabase): Promise<ListingSearch> {
  const [record] = readSiteListings();
  await database.store([
    { ...record!, property: { ...record!.property, id: 'b-fresh', params: ['Brand new tag'] } },
  ]);
  await database.readable();
  return searchOf('tag=Brand+new+tag');
}

describeEachEngine('the index following the change feed', (engine) => {
  let database: TestDatabase;
  const loads = () => database.runner.stats().loads;

  beforeEach(async () => {
    database = await engine.databaseWith();
  });

  afterEach(async () => {
    await database.close();
  });

  it('answers after edits, additions and removals as an index loaded afresh would, loading once', async () => {
    await database.runner({ kind: 'warm' });
    // Every answer asked before the changes too, so that the text answers are kept and brought up
    // to date rather than asked afresh.
    await expectSameAnswers(engine, database);
    const { removed, stored } = changedRecords(readSiteListings());
    await database.remove(removed);
    await database.store(stored);
    await follow(database);
    // Only the runner's first load: the changes were applied, not loaded.
    expect(loads()).toBe(1);
    expect(database.runner.stats().applied).toBeGreaterThanOrEqual(stored.length);
    await expectSameAnswers(engine, database);
  });

  it('shows a change to the next search without waiting for the worker to follow', async () => {
    await database.runner({ kind: 'warm' });
    const search = await storeFreshListing(database);
    const before = database.runner.stats();
    const page = await database.runner({ kind: 'search', search });
    expect(page).toMatchObject({ total: 1, items: [{ id: 'b-fresh' }] });
    expect(loads()).toBe(1);
    // What the search paid for it, as its Server-Timing says (query-worker.ts): its wait for its
    // own refresh, of which the thread's time applying the change.
    const after = database.runner.stats();
    const upkeepMs = after.upkeepMs - before.upkeepMs;
    expect(upkeepMs).toBeGreaterThan(0);
    expect(after.feedMs - before.feedMs).toBeGreaterThanOrEqual(upkeepMs);
    // A search with nothing new to apply reads the feed and applies nothing.
    await database.runner({ kind: 'search', search });
    expect(database.runner.stats()).toMatchObject({
      applied: after.applied,
      upkeepMs: after.upkeepMs,
    });
  });

  it('leaves following to the worker’s passes where searches do not follow (a Postgres worker)', async () => {
    await database.close();
    database = await engine.databaseWith(undefined, { searchesFollow: false });
    await database.runner({ kind: 'warm' });
    const search = await storeFreshListing(database);
    // The search reads the index as it is, and pays nothing for the feed.
    expect(await database.runner({ kind: 'search', search })).toMatchObject({ total: 0 });
    expect(database.runner.stats()).toMatchObject({ applied: 0, feedMs: 0 });
    // The worker's pass (query-worker.ts, woken by the notification) applies it.
    await follow(database);
    const page = await database.runner({ kind: 'search', search });
    expect(page).toMatchObject({ total: 1, items: [{ id: 'b-fresh' }] });
    expect(database.runner.stats()).toMatchObject({ loads: 1, feedMs: 0 });
  });

  it('brings a text query’s kept answer up to date with the listings a change touched', async () => {
    await database.runner({ kind: 'warm' });
    const ask = (text: string) =>
      database.runner({ kind: 'search', search: searchOf(`q=${text}`) });
    // Both answers are kept by the worker now.
    expect(await ask('zebrawood')).toMatchObject({ total: 0 });
    const villas = (await ask('villa')) as ListingPage;
    expect(villas.total).toBeGreaterThan(1);
    const records = readSiteListings();
    const villa = villas.items[0]!.id;
    const other = records.find(
      ({ property }) => !villas.items.some((item) => item.id === property.id),
    )!;
    await database.remove([villa]);
    await database.store([
      { ...other, property: { ...other.property, title: `${other.property.title} in zebrawood` } },
    ]);
    await follow(database);
    expect(await ask('zebrawood')).toMatchObject({ total: 1, items: [{ id: other.property.id }] });
    // And out again when its text no longer has the word.
    await database.store([other]);
    await follow(database);
    expect(await ask('zebrawood')).toMatchObject({ total: 0 });
    const fresh = await loadListingIndex(database.db, engine.dialect.listAggregate);
    expect(await ask('villa')).toEqual(
      await searchListings(database.db, searchOf('q=villa'), fresh, engine.dialect),
    );
    expect(((await ask('villa')) as ListingPage).total).toBe(villas.total - 1);
    // Applied to the index the answers were kept with, not loaded again.
    expect(loads()).toBe(1);
  });

  it('brings a kept text answer up to date from the changed listings’ texts, asking the engine no word again', async () => {
    let finding = 0;
    const counted: Connection = {
      all(sql, values) {
        if (/AS seqs FROM listing_(text|words)|listing_words_seqs\(/.test(sql)) finding++;
        return database.db.all(sql, values);
      },
    };
    const feed = engine.name === 'embedded' ? sqliteFeed(counted) : postgresFeed(counted);
    const runner = createRunner(counted, engine.dialect, feed);
    await runner({ kind: 'warm' });
    const villas = searchOf('q=villa&pageSize=60');
    const before = (await runner({ kind: 'search', search: villas })) as ListingPage;
    expect(finding).toBeGreaterThan(0);
    const records = readSiteListings();
    const others = records.filter(
      ({ property }) => !before.items.some((item) => item.id === property.id),
    );
    await database.remove([before.items[0]!.id]);
    await database.store(
      others.slice(0, 2).map((record) => ({
        ...record,
        property: { ...record.property, title: `${record.property.title}, a villa` },
      })),
    );
    await database.readable();
    while (await runner.refresh());
    const asked = finding;
    const after = (await runner({ kind: 'search', search: villas })) as ListingPage;
    // Two more, one fewer; from the texts read with the changed rows, not a statement of the word.
    expect(finding).toBe(asked);
    expect(after.total).toBe(before.total + 1);
    const fresh = await loadListingIndex(database.db, engine.dialect.listAggregate);
    expect(after).toEqual(await searchListings(database.db, villas, fresh, engine.dialect));
  });

  it('loads each sort’s order as the database orders its listings: no value last, seq the tie-break', async () => {
    const [first, second, third] = readSiteListings();
    const { price, date } = first!.property;
    await database.store([
      // Ties of price and of date, and listings with neither.
      { ...second!, property: { ...second!.property, id: 'b-tie', price, date } },
      { ...first!, property: { ...first!.property, id: 'r-tie' } },
      { ...third!, property: { ...third!.property, id: 'b-none', price: Number.NaN, date: '?' } },
      { ...third!, property: { ...third!.property, id: 'r-none', price: Number.NaN, date: '?' } },
    ]);
    await database.remove([third!.property.id]);
    const fresh = await loadListingIndex(database.db, engine.dialect.listAggregate);
    for (const sort of SORT_KEYS) {
      const { column, descending } = SORT_COLUMNS[sort];
      // Migration 003's order, which the pages' SQL used before the index held the orders.
      const rows = await database.db.all(
        `SELECT seq FROM listings WHERE status = 'live'
          ORDER BY (${column} IS NULL), ${column} ${descending ? 'DESC' : 'ASC'}, seq`,
        [],
      );
      expect({ sort, order: [...fresh.order[sort]] }).toEqual({
        sort,
        order: rows.map((row) => Number(row.seq)),
      });
    }
  });

  it('loads again when the feed has lost its place, and answers as a fresh index would', async () => {
    await database.runner({ kind: 'warm' });
    const { removed, stored } = changedRecords(readSiteListings());
    await database.remove(removed);
    // The writers keep the newest 100,000 changes: a reader stopped for longer finds its place
    // pruned (here, every change is pruned at once).
    await database.store(stored, { keepChanges: 0 });
    await follow(database);
    expect(loads()).toBe(2);
    await expectSameAnswers(engine, database);
  });

  it('tells its owner after a load again, not after the first (a worker gives back its freed heap there)', async () => {
    const feed = engine.name === 'embedded' ? sqliteFeed(database.db) : postgresFeed(database.db);
    let reloads = 0;
    const runner = createRunner(database.db, engine.dialect, feed, database.db, {
      afterReload: () => reloads++,
    });
    await runner({ kind: 'warm' });
    const { removed, stored } = changedRecords(readSiteListings());
    await database.remove(removed);
    await database.store(stored);
    await database.readable();
    while (await runner.refresh());
    // Changes applied: no load, nothing to give back.
    expect(runner.stats()).toMatchObject({ loads: 1 });
    expect(reloads).toBe(0);
    await database.store(stored, { keepChanges: 0 });
    await database.readable();
    while (await runner.refresh());
    expect(runner.stats()).toMatchObject({ loads: 2 });
    expect(reloads).toBe(1);
  });
});

describeWithSqlite('the index growing past its room (embedded)', () => {
  it('keeps its text answers: a new listing past the room is asked alone, not every listing again', async () => {
    const { openDatabase } = await import('./database');
    const { storeListings } = await import('./listing-store');
    const { sqliteConnection, sqliteDialect } = await import('./sqlite-search');
    const { sqliteFeed } = await import('./change-feed');
    const { createRunner } = await import('./query-tasks');
    const raw = openDatabase(':memory:');
    const records = readSiteListings();
    storeListings(raw, records);
    const db = sqliteConnection(raw);
    const finding: string[] = [];
    const recorded = {
      all(sql: string, values: readonly (string | number | null)[]) {
        if (/FROM listing_(text|words)(_content)?\b/.test(sql)) finding.push(sql);
        return db.all(sql, values);
      },
    };
    const runner = createRunner(recorded, sqliteDialect, sqliteFeed(recorded));
    const villas = async () =>
      (await runner({ kind: 'search', search: searchOf('q=villa&pageSize=60') })) as ListingPage;
    const before = await villas();
    expect(finding).toHaveLength(1);
    // A load leaves no room: the next listing's seq is past it, and the index is copied, grown.
    const { size } = await loadListingIndex(db, sqliteDialect.listAggregate);
    const [villa] = records.filter(({ property }) => before.items[0]?.id === property.id);
    storeListings(raw, [{ ...villa!, property: { ...villa!.property, id: 'b-grown' } }]);
    expect(Number(raw.prepare('SELECT max(seq) AS seq FROM listings').get()?.seq)).toBe(size);
    finding.length = 0;
    const after = await villas();
    expect(after.total).toBe(before.total + 1);
    expect(after.items.map((item) => item.id)).toContain('b-grown');
    // The new listing's text read alone, with its row, and the kept answer brought up to date
    // from it: no listing asked again of the engine.
    expect(finding).toEqual([
      expect.stringMatching(/^SELECT id AS seq, c0 AS body.* WHERE id IN \(\?\)/),
    ]);
    raw.close();
  });
});
