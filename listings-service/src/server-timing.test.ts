/** @jest-environment node */
import type { Refusal } from './admission';
import { readRefusal, readServerTiming, refusalTiming, serverTimingHeader } from './server-timing';

describe("a query's Server-Timing", () => {
  it('writes the wait and the run in tenths of a millisecond, and reads them back', () => {
    const header = serverTimingHeader({ waitMs: 12.345, runMs: 4 });
    expect(header).toBe('wait;dur=12.3, run;dur=4.0');
    expect(readServerTiming(header)).toEqual({ waitMs: 12.3, runMs: 4 });
  });

  it('reads the metrics in any order beside others, and nothing from a header without both', () => {
    expect(readServerTiming('cache;desc="hit", run;dur=7.5;desc="worker", WAIT;dur=0')).toEqual({
      waitMs: 0,
      runMs: 7.5,
    });
    expect(readServerTiming(['wait;dur=2', 'run;dur=3'])).toEqual({ waitMs: 2, runMs: 3 });
    expect(readServerTiming(undefined)).toBeUndefined();
    expect(readServerTiming('run;dur=3')).toBeUndefined();
    expect(readServerTiming('wait;dur=x, run;dur=3')).toBeUndefined();
  });

  it('writes what keeping the index up to date took of the run, where the worker said, and reads it back', () => {
    const header = serverTimingHeader({ waitMs: 1, runMs: 9.04, feedMs: 2.26, upkeepMs: 0 });
    expect(header).toBe('wait;dur=1.0, run;dur=9.0, feed;dur=2.3, upkeep;dur=0.0');
    expect(readServerTiming(header)).toEqual({ waitMs: 1, runMs: 9, feedMs: 2.3, upkeepMs: 0 });
    // A worker that did not say (a test's fake, the inline executor): neither is read.
    expect(readServerTiming(serverTimingHeader({ waitMs: 1, runMs: 2 }))).toEqual({
      waitMs: 1,
      runMs: 2,
    });
  });
});

describe("a refused query's Server-Timing", () => {
  it('says each cause with its figures, and reads them back', () => {
    const refusals: Refusal[] = [
      { cause: 'loading' },
      { cause: 'queue', waiting: 200 },
      { cause: 'estimate', estimateMs: 151.5, calibration: 1.5, boundMs: 200, waiting: 3 },
      { cause: 'waited', boundMs: 2_000 },
    ];
    expect(refusals.map(refusalTiming)).toEqual([
      'refused;desc=loading',
      'refused;desc=queue, waiting;desc=200',
      'refused;desc=estimate, estimate;dur=151.5, calibration;desc=1.50, bound;dur=200.0, waiting;desc=3',
      'refused;desc=waited, bound;dur=2000.0',
    ]);
    expect(refusals.map((refusal) => readRefusal(refusalTiming(refusal)))).toEqual(refusals);
  });

  it('reads no cause from an answer, a header of another server, or a cause without its figures', () => {
    expect(readRefusal('wait;dur=1.0, run;dur=2.0')).toBeUndefined();
    expect(readRefusal(undefined)).toBeUndefined();
    expect(readRefusal('refused;desc="overheated"')).toBeUndefined();
    expect(readRefusal('refused;desc=queue')).toBeUndefined();
    expect(readRefusal('refused;desc=estimate, estimate;dur=9, bound;dur=5')).toBeUndefined();
    // Quoted descriptions, in any order.
    expect(readRefusal('bound;dur=2000, refused;desc="waited"')).toEqual({
      cause: 'waited',
      boundMs: 2_000,
    });
  });
});
