/** @jest-environment node */
import { releaseFreedHeap } from './heap-release';

const residentMb = () => process.memoryUsage().rss / 1_048_576;

describe('giving back the heap a load has freed', () => {
  it('returns to the system the pages of rows no longer held, as a worker does after its load', () => {
    releaseFreedHeap();
    const before = residentMb();
    // Rows as a load reads them, slice after slice, none kept: about 300 MB of heap at the peak.
    let read = 0;
    for (let slice = 0; slice < 10; slice++) {
      const rows = Array.from({ length: 200_000 }, (_, n) => ({
        seq: String(n),
        price: String(n * 3),
        city: `addis ababa ${n % 7}`,
        lat: n / 3,
      }));
      read += rows.length;
    }
    expect(read).toBe(2_000_000);
    const loaded = residentMb();
    expect(loaded - before).toBeGreaterThan(150);
    releaseFreedHeap();
    // An ordinary collection leaves them resident (pooled for reuse); this one gives them back.
    expect(residentMb()).toBeLessThan(before + 0.4 * (loaded - before));
  });
});
