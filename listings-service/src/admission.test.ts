/** @jest-environment node */
import { admits, expectedWaitMs, runTimeAverage } from './admission';

describe('admission to the query workers', () => {
  it('expects no more than a share of one run when a worker is free', () => {
    expect(expectedWaitMs({ queued: 0, capacity: 4, averageRunMs: 20 })).toBe(5);
  });

  it('expects the tasks ahead, shared by the workers', () => {
    // 39 ahead and this one, 4 at a time, 20 ms each: 200 ms.
    expect(expectedWaitMs({ queued: 39, capacity: 4, averageRunMs: 20 })).toBe(200);
  });

  it('admits a task while its expected wait is within the bound, refuses it past', () => {
    const load = (queued: number) => ({ queued, capacity: 2, averageRunMs: 25 });
    expect(admits(load(7), 100)).toBe(true); // (7 + 1) × 25 / 2 = 100
    expect(admits(load(8), 100)).toBe(false); // 112.5
  });

  it('follows the run times lately seen', () => {
    const average = runTimeAverage(10, 0.5);
    average.add(30);
    expect(average.ms).toBe(20);
    average.add(20);
    expect(average.ms).toBe(20);
  });
});
