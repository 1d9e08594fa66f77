/** @jest-environment node */
import { readListingSearch } from './listing-params';
import {
  admittedWait,
  expectedWaitMs,
  offeredWork,
  recentRunTimes,
  taskClass,
  waitBound,
  waitCalibration,
  type RunTimes,
} from './admission';

/** Every task of a class runs the same time (ms), and has that less what it has run left. */
function fixedTimes(byClass: Record<string, number>): RunTimes {
  return {
    expectedMs: (name) => byClass[name] ?? 10,
    remainingMs: (name, elapsedMs) => Math.max(0, (byClass[name] ?? 10) - elapsedMs),
  };
}

describe('admission to the query workers', () => {
  const times = fixedTimes({ search: 2, 'search text': 200, listing: 1 });

  it('expects no wait with a worker free and nothing waiting', () => {
    const running = [{ taskClass: 'search text', elapsedMs: 0 }];
    expect(expectedWaitMs({ capacity: 2, running, waiting: [] }, times)).toBe(0);
  });

  it('expects the wait for the worker free soonest, by what each running task has left', () => {
    const running = [
      { taskClass: 'search text', elapsedMs: 50 },
      { taskClass: 'search', elapsedMs: 1 },
    ];
    expect(expectedWaitMs({ capacity: 2, running, waiting: [] }, times)).toBe(1);
  });

  it('sees the slow tasks waiting ahead, not an average of every task', () => {
    // Two workers each held by a search of 2 ms; four text queries of 200 ms waiting: the next
    // task waits for two of them on each worker, 402 ms. One average of the recent runs (mostly
    // 2 ms searches) would have expected about 5 ms, and admitted it.
    const running = [
      { taskClass: 'search', elapsedMs: 0 },
      { taskClass: 'search', elapsedMs: 0 },
    ];
    const waiting = ['search text', 'search text', 'search text', 'search text'];
    expect(expectedWaitMs({ capacity: 2, running, waiting }, times)).toBe(402);
    // The same number of quick tasks waiting: 5 ms.
    const quick = ['search', 'listing', 'search', 'listing'];
    expect(expectedWaitMs({ capacity: 2, running, waiting: quick }, times)).toBe(5);
  });

  it('admits a task while its expected wait is within the bound, refuses it past', () => {
    const running = [
      { taskClass: 'search', elapsedMs: 0 },
      { taskClass: 'search', elapsedMs: 0 },
    ];
    // One text query waiting: the other worker is free in 2 ms.
    expect(admittedWait({ capacity: 2, running, waiting: ['search text'] }, times, 100)).toEqual({
      expectedMs: 2,
    });
    // Two: each worker has 202 ms of work.
    const two = { capacity: 2, running, waiting: ['search text', 'search text'] };
    expect(admittedWait(two, times, 100)).toEqual({
      refusal: { cause: 'estimate', estimateMs: 202, calibration: 1, boundMs: 100, waiting: 2 },
    });
    expect(admittedWait(two, times, 202)).toEqual({ expectedMs: 202 });
    // The waits lately 1.5 times their estimates: 303 ms, refused at 300.
    expect(admittedWait(two, times, 300, 1.5)).toEqual({
      refusal: { cause: 'estimate', estimateMs: 202, calibration: 1.5, boundMs: 300, waiting: 2 },
    });
    expect(admittedWait(two, times, 303, 1.5)).toEqual({ expectedMs: 202 });
  });

  it('tells a text query from a filter, for a search and a map alike', () => {
    const search = (query: string) => {
      const read = readListingSearch(query);
      if (!('search' in read)) throw new Error(query);
      return read.search;
    };
    expect(taskClass({ kind: 'search', search: search('tag=Villa') })).toBe('search');
    expect(taskClass({ kind: 'search', search: search('q=bole') })).toBe('search text');
    const box = { south: 8, west: 38, north: 9, east: 39 };
    expect(taskClass({ kind: 'map', search: { ...search('q=bole'), box } })).toBe('map text');
    expect(taskClass({ kind: 'listing', id: 'b01', language: 'en' })).toBe('listing');
  });
});

describe('the recent run times', () => {
  it("expects a class's mean, and the mean of every class for a class not seen", () => {
    const times = recentRunTimes(10);
    expect(times.expectedMs('search')).toBe(10);
    times.add('search', 2);
    times.add('search', 4);
    times.add('search text', 300);
    expect(times.expectedMs('search')).toBe(3);
    expect(times.expectedMs('search text')).toBe(300);
    expect(times.expectedMs('map')).toBe(102);
  });

  it('expects a task that has run a while to be one of the long ones of its class', () => {
    // Text queries: most of a kept word (2 ms), a few of a cold one (250 ms).
    const times = recentRunTimes(10);
    for (let n = 0; n < 8; n++) times.add('search text', 2);
    times.add('search text', 250);
    times.add('search text', 250);
    expect(times.remainingMs('search text', 0)).toBeCloseTo(51.6);
    // Still running after 50 ms: a cold one, with 200 ms left.
    expect(times.remainingMs('search text', 50)).toBe(200);
    // Longer than any seen: as long again as it has run.
    expect(times.remainingMs('search text', 400)).toBe(400);
  });

  it('forgets the runs past its window', () => {
    const times = recentRunTimes(10, 3);
    for (const ms of [100, 100, 100, 1, 1, 1]) times.add('search', ms);
    expect(times.expectedMs('search')).toBe(1);
    expect(times.expectedMs('other')).toBe(1);
    times.add('search', 4);
    expect(times.expectedMs('search')).toBe(2);
  });
});

describe('the calibration of the estimate by the waits', () => {
  it('is the recent waits over their estimates, from enough of them, within its bounds', () => {
    const calibration = waitCalibration({ window: 4, least: 2, lowest: 0.5, highest: 4 });
    calibration.add(100, 180);
    expect(calibration.factor).toBe(1); // one sample says nothing yet
    calibration.add(100, 180);
    expect(calibration.factor).toBe(1.8);
    // A wait for a free worker (expected under 1 ms) says nothing of the queue.
    calibration.add(0, 50);
    expect(calibration.factor).toBe(1.8);
    // The oldest go past the window.
    for (let n = 0; n < 4; n++) calibration.add(100, 100);
    expect(calibration.factor).toBe(1);
    for (let n = 0; n < 4; n++) calibration.add(10, 100);
    expect(calibration.factor).toBe(4);
    for (let n = 0; n < 4; n++) calibration.add(100, 10);
    expect(calibration.factor).toBe(0.5);
  });
});

describe('the work offered lately', () => {
  it('is the expected runs of the window’s arrivals over the workers’ time in it', () => {
    const offered = offeredWork(250);
    expect(offered.share(0, 2)).toBe(0);
    // 40 a second of 20 ms tasks to two workers: 10 arrivals in 250 ms, 200 ms of 500.
    for (let at = 0; at < 250; at += 25) offered.add(at, 20);
    expect(offered.share(249, 2)).toBeCloseTo(0.4);
    // The window moves on: the arrivals of 250 ms ago and before are forgotten.
    expect(offered.share(374, 2)).toBeCloseTo(0.2);
    expect(offered.share(1_000, 2)).toBe(0);
  });

  it('tells a pause’s requests, handed over at once, from an overload', () => {
    // The usual 40 a second, then nothing for 300 ms (the service's thread held), then the 12
    // requests due meanwhile at once: the window holds no more work than at the usual rate.
    const paused = offeredWork(250);
    for (let at = 0; at < 500; at += 25) paused.add(at, 20);
    for (let n = 0; n < 12; n++) paused.add(800, 20);
    expect(paused.share(800, 2)).toBeCloseTo(0.48);
    // Twice the capacity (200 a second of the same tasks): twice the workers' time.
    const overloaded = offeredWork(250);
    for (let at = 0; at < 500; at += 5) overloaded.add(at, 20);
    expect(overloaded.share(499, 2)).toBeCloseTo(2);
  });

  it('forgets in order over a long run, with no drift in its sum', () => {
    const offered = offeredWork(100);
    for (let at = 0; at < 100_000; at += 1) offered.add(at, 0.1);
    expect(offered.share(99_999, 1)).toBeCloseTo(0.1, 10);
    expect(offered.share(200_000, 1)).toBe(0);
  });
});

describe('the wait a task may expect', () => {
  const bounds = { maxWaitMs: 200, burstWaitMs: 500 };
  it('is the burst’s in the backlog of a pause below capacity, the overload’s otherwise', () => {
    expect(waitBound({ offeredShare: 0.48, paused: true }, bounds)).toBe(500);
    expect(waitBound({ offeredShare: 0.9, paused: true }, bounds)).toBe(500);
    // A queue that traffic made, however light, or a pause past capacity: shed.
    expect(waitBound({ offeredShare: 0.48, paused: false }, bounds)).toBe(200);
    expect(waitBound({ offeredShare: 0.91, paused: true }, bounds)).toBe(200);
    expect(waitBound({ offeredShare: 2, paused: true }, bounds)).toBe(200);
  });

  it('is never less than the overload’s, whatever the burst’s is set to', () => {
    expect(waitBound({ offeredShare: 0.1, paused: true }, { maxWaitMs: 200, burstWaitMs: 0 })).toBe(
      200,
    );
  });
});
