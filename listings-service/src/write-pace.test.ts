/** @jest-environment node */
import { BULK_PACE, IMPORT_PACE, nextBatchSize, type WritePace } from './write-pace';

const pace: WritePace = { first: 100, min: 10, max: 1_000, budgetMs: 200, pauseMs: 25 };

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
