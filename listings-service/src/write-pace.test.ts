/** @jest-environment node */
import { readSiteListings } from './seed';
import { describeEachEngine, type TestDatabase } from './test-database';
import {
  BULK_PACE,
  IMPORT_PACE,
  POSTGRES_IMPORT_PACE,
  importPace,
  nextBatchSize,
  restBefore,
  type WritePace,
} from './write-pace';

const pace: WritePace = {
  first: 100,
  min: 10,
  max: 1_000,
  budgetMs: 200,
  pauseMs: 25,
  restShare: 0,
};

describe('the size of a store’s next transaction', () => {
  it('moves toward the rows that take the budget', () => {
    // 100 rows in 160 ms: 125 take 200 ms.
    expect(nextBatchSize(pace, 100, 160)).toBe(125);
    // 100 rows in 250 ms: 80.
    expect(nextBatchSize(pace, 100, 250)).toBe(80);
  });

  it('at most doubles or halves at a step, so one odd transaction does not swing it', () => {
    expect(nextBatchSize(pace, 100, 1)).toBe(200);
    expect(nextBatchSize(pace, 100, 0)).toBe(200);
    expect(nextBatchSize(pace, 100, 5_000)).toBe(50);
  });

  it('stays within its bounds', () => {
    expect(nextBatchSize(pace, 900, 10)).toBe(1_000);
    expect(nextBatchSize(pace, 12, 1_000)).toBe(10);
  });

  it('reaches the budget’s rows from the first transaction in a few steps', () => {
    // A machine that writes 2,000 rows a second: 400 in the budget.
    let rows = pace.first;
    const sizes: number[] = [];
    for (let step = 0; step < 4; step++) {
      rows = nextBatchSize(pace, rows, (rows / 2_000) * 1_000);
      sizes.push(rows);
    }
    expect(sizes).toEqual([200, 400, 400, 400]);
  });

  it('is fixed for a bulk load, and time-bound for an import beside a service', () => {
    expect(nextBatchSize(BULK_PACE, BULK_PACE.first, 60_000)).toBe(10_000);
    expect(IMPORT_PACE.budgetMs).toBeLessThan(1_000);
    expect(IMPORT_PACE.pauseMs).toBeGreaterThan(0);
  });
});

describe('the rest an import takes between its transactions', () => {
  it('on Postgres is as long as the last transaction took, so its backend takes half a core', () => {
    expect(restBefore(POSTGRES_IMPORT_PACE, 180)).toBe(180);
    // Before the first transaction, none.
    expect(restBefore(POSTGRES_IMPORT_PACE, 0)).toBe(0);
    expect(restBefore({ ...pace, restShare: 0.5 }, 180)).toBe(90);
  });

  it('is none on the embedded engine, whose import is its own niced process, nor at full speed', () => {
    expect(importPace('postgres', 10)).toBe(POSTGRES_IMPORT_PACE);
    expect(importPace('postgres', 0)).toBe(IMPORT_PACE);
    expect(importPace('embedded', 10)).toBe(IMPORT_PACE);
    expect(restBefore(IMPORT_PACE, 180)).toBe(0);
    expect(restBefore(BULK_PACE, 180)).toBe(0);
    // The same transactions either way: the rest changes only what comes between them.
    expect({ ...POSTGRES_IMPORT_PACE, restShare: 0 }).toEqual(IMPORT_PACE);
  });
});

describeEachEngine('a store that rests between its transactions', (engine) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await engine.databaseWith();
  });

  afterEach(async () => {
    await database.close();
  });

  it('rests after each transaction but the last, its share of the time it took', async () => {
    const tens: WritePace = {
      first: 10,
      min: 10,
      max: 10,
      budgetMs: 200,
      pauseMs: 0,
      restShare: 3,
    };
    const rests: number[] = [];
    const started = performance.now();
    const written = await database.store(readSiteListings().slice(0, 30), {
      pace: tens,
      onRest: (ms) => rests.push(ms),
    });
    const tookMs = performance.now() - started;
    expect(written).toBe(30);
    // Three transactions of ten: a rest after each of the first two.
    expect(rests).toHaveLength(2);
    for (const rest of rests) expect(rest).toBeGreaterThan(0);
    // Taken, not only told: the store lasted its first two transactions (the rests over their
    // share) and the rests (a timer may fall due up to a millisecond early by this clock).
    const rested = rests[0]! + rests[1]!;
    expect(tookMs).toBeGreaterThanOrEqual(rested / tens.restShare + rested - 2);
    // Without a rest share, none.
    const none: number[] = [];
    await database.store(readSiteListings().slice(0, 30), {
      pace: { ...tens, restShare: 0 },
      onRest: (ms) => none.push(ms),
    });
    expect(none).toEqual([]);
  });
});
