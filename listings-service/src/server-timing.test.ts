/** @jest-environment node */
import { readServerTiming, serverTimingHeader } from './server-timing';

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
});
