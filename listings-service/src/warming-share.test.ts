/** @jest-environment node */
import { postgresFeed, sqliteFeed, type ChangeFeed } from './change-feed';
import { loadListingIndex, seqsOf, type ListingIndex } from './listing-index';
import type { Connection } from './listing-query';
import type { ListingRecord } from './listing-store';
import { readSiteListings } from './seed';
import { describeEachEngine, type TestDatabase } from './test-database';
import {
  textBitmap,
  textsChanged,
  warmFrequentWords,
  wordPart,
  type WarmedAnswer,
  type WarmingShare,
} from './text-matches';
import { joinWarming, warmingChannel } from './warming-share';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the channel the query workers warm over', () => {
  const answer = (word: string): WarmedAnswer => ({
    word,
    askedAt: Date.now(),
    matched: Uint32Array.from([5, 0, 1 << 31]),
    changed: [7],
    frequent: true,
  });

  it('gives each worker its own part, and each answer to the others, not to its sender or another pool', async () => {
    const channel = warmingChannel(2);
    const [first, second, replacement] = [1, 2, 3].map(() => joinWarming(channel));
    expect([first!.part, second!.part, replacement!.part]).toEqual([0, 1, 0]);
    const other = joinWarming(warmingChannel(2));
    const taken: Record<string, WarmedAnswer[]> = { first: [], second: [], other: [] };
    const stops = [
      first!.subscribe((a) => taken.first!.push(a)),
      second!.subscribe((a) => taken.second!.push(a)),
      other.subscribe((a) => taken.other!.push(a)),
    ];
    const sent = answer('villa');
    first!.publish(sent);
    await later(50);
    expect(taken).toEqual({ first: [], second: [sent], other: [] });
    // A copy, its bits whole.
    expect(taken.second![0]!.matched).not.toBe(sent.matched);
    // Once a worker's warming has ended, it takes nothing more.
    stops[1]!();
    first!.publish(answer('bole'));
    await later(50);
    expect(taken.second).toHaveLength(1);
    stops.forEach((stop) => stop());
  });

  it('splits the words into parts of about the same size', () => {
    const words = Array.from({ length: 1_000 }, (_, n) => `word${n}`);
    const sizes = [0, 1, 2].map((part) => words.filter((w) => wordPart(w, 3) === part).length);
    for (const size of sizes) expect(size).toBeGreaterThan(250);
  });
});

/**
 * The workers of one process in one thread: each share's answers are copied to the others (as a
 * BroadcastChannel does), or held until `deliver` while `holding`.
 */
function sharing(parts: number) {
  const takers = new Map<number, (answer: WarmedAnswer) => void>();
  const held: { from: number; answer: WarmedAnswer }[] = [];
  let holding = false;
  const send = (from: number, answer: WarmedAnswer) => {
    for (const [part, take] of takers) {
      if (part !== from) take({ ...answer, matched: answer.matched.slice() });
    }
  };
  return {
    share: (part: number): WarmingShare => ({
      part,
      parts,
      publish: (answer) => (holding ? held.push({ from: part, answer }) : send(part, answer)),
      subscribe(take) {
        takers.set(part, take);
        return () => takers.delete(part);
      },
    }),
    hold() {
      holding = true;
    },
    deliver() {
      for (const { from, answer } of held.splice(0)) send(from, answer);
    },
  };
}

/** A connection that counts the text statements made through it. */
function counting(db: Connection): { db: Connection; texts: () => number } {
  let texts = 0;
  return {
    db: {
      all(sql, values) {
        if (/FROM listing_(text|words)(_content)?\b|listing_words_seqs\(/.test(sql)) texts++;
        return db.all(sql, values);
      },
    },
    texts: () => texts,
  };
}

/**
 * A connection that runs its statements one at a time, in the order they were made, each after
 * the one before has answered: two workers sharing it take turns, at the same pace however the
 * machine schedules the engine's connections (on a pool's connections, under load, one worker
 * could ask almost every word before the other asked any: 864 to 0 in one run of six).
 */
function oneAtATime(db: Connection): Connection {
  let last: Promise<unknown> = Promise.resolve();
  return {
    all(sql, values) {
      const answer = last.then(() => db.all(sql, values));
      last = answer.catch(() => undefined);
      return answer;
    },
  };
}

/** A connection whose statements wait until `open` is called. */
function gated(db: Connection): { db: Connection; open: () => void } {
  let open = () => undefined as void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return {
    db: { all: async (sql, values) => (await gate, db.all(sql, values)) },
    open: () => open(),
  };
}

describeEachEngine('the frequent words warmed once between the workers', (engine) => {
  let database: TestDatabase;
  let feed: ChangeFeed;
  const fresh = () => loadListingIndex(database.db, engine.dialect.listAggregate);
  const seqs = async (index: ListingIndex, word: string) =>
    seqsOf((await textBitmap(database.db, index, word, engine.dialect))!);

  beforeEach(async () => {
    database = await engine.databaseWith();
    feed = engine.name === 'embedded' ? sqliteFeed(database.db) : postgresFeed(database.db);
  });

  afterEach(async () => {
    await database.close();
  });

  it('asks each word about once between two workers, and each worker keeps every answer', async () => {
    const alone = await warmFrequentWords(database.db, await fresh(), engine.dialect);
    expect(alone.length).toBeGreaterThan(10);
    const workers = sharing(2);
    const indexes = [await fresh(), await fresh()];
    // Both warm at once, taking turns at the engine (the embedded engine's statements would never
    // leave the thread), so each may take the answers the other has asked.
    const turns = oneAtATime(database.db);
    const asking = indexes.map((index, part) =>
      warmFrequentWords(turns, index, engine.dialect, 60_000, workers.share(part)),
    );
    const [first, second] = await Promise.all(asking);
    expect(new Set([...first!, ...second!])).toEqual(new Set(alone));
    expect(first!.length).toBeLessThan(alone.length);
    expect(second!.length).toBeLessThan(alone.length);
    // Two workers alone would have asked every word twice: each was asked about once.
    expect(first!.length + second!.length).toBeLessThanOrEqual(alone.length + 4);
    const reference = await fresh();
    for (const index of indexes) {
      const statements = counting(database.db);
      for (const word of alone) {
        const matched = await textBitmap(statements.db, index, word, engine.dialect);
        expect({ word, seqs: seqsOf(matched!) }).toEqual({
          word,
          seqs: await seqs(reference, word),
        });
      }
      expect(statements.texts()).toBe(0);
    }
  }, 60_000);

  it('takes an answer asked after its warming began, brought up to date with the changes it applied since, and leaves an older one', async () => {
    const records = readSiteListings();
    const villas = await seqs(await fresh(), 'villa');
    const withVilla = (record: ListingRecord): ListingRecord => ({
      ...record,
      property: { ...record.property, title: `${record.property.title} villa` },
    });
    const rows = await database.db.all('SELECT seq, id FROM listings', []);
    const villaIds = rows.filter((row) => villas.includes(Number(row.seq))).map((row) => row.id);
    const [before, after] = records.filter(({ property }) => !villaIds.includes(property.id));
    const workers = sharing(2);
    workers.hold();
    // Another worker's answers, asked before the first change.
    const asked = await warmFrequentWords(
      database.db,
      await fresh(),
      engine.dialect,
      60_000,
      workers.share(0),
    );
    expect(asked).toContain('villa');
    // This worker's index holds the first change (loaded after it): it began warming after it.
    await database.store([withVilla(before!)]);
    await database.readable();
    const index = await fresh();
    await later(2);
    const own = gated(database.db);
    const warming = warmFrequentWords(own.db, index, engine.dialect, 60_000, workers.share(1));
    await later(2);
    // The other worker asks again (a new one, say), before the second change.
    await warmFrequentWords(database.db, await fresh(), engine.dialect, 60_000, workers.share(0));
    const place = await feed.position();
    await database.store([withVilla(after!)]);
    await database.readable();
    // This worker applies the second change, then takes the answers.
    const read = await feed.read(place, 1_000);
    if (!('seqs' in read)) throw new Error('the feed lost its place');
    textsChanged(index, read.seqs);
    workers.deliver();
    own.open();
    // Every word taken from the later warming: none asked again.
    expect(await warming).toEqual([]);
    const now = await seqs(await fresh(), 'villa');
    expect(now).toEqual(expect.arrayContaining([...villas]));
    expect(now.length).toBe(villas.length + 2);
    expect(seqsOf((await textBitmap(database.db, index, 'villa', engine.dialect))!)).toEqual(now);
  }, 30_000);
});
