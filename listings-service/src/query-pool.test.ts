/** @jest-environment node */
import path from 'node:path';
import { createQueryPool, QueryTimeoutError } from './query-pool';

const workerFile = path.join(__dirname, 'testing', 'slow-worker.js');

describe('the query workers’ pool', () => {
  it('gives a worker no task before it has loaded its index, and keeps it through the wait', async () => {
    // 1.5 s of loading stands for the 9 s a worker takes to load 1,000,000 listings.
    const pool = createQueryPool({ file: 'warm:1500', size: 1, timeoutMs: 300, workerFile });
    try {
      await expect(pool.run({ kind: 'count' })).rejects.toBeInstanceOf(QueryTimeoutError);
      await pool.ready?.();
      const first = await pool.run({ kind: 'count' });
      // The same worker that was loading answers: the timed-out wait did not replace it.
      expect(await pool.run({ kind: 'count' })).toEqual(first);
    } finally {
      await pool.close();
    }
  });

  it('replaces a worker whose query outlives its time, and the next query is answered', async () => {
    const pool = createQueryPool({ file: 'warm:0', size: 1, timeoutMs: 1_000, workerFile });
    try {
      await pool.ready?.();
      const before = await pool.run({ kind: 'count' });
      await expect(pool.run({ kind: 'warm' })).rejects.toBeInstanceOf(QueryTimeoutError);
      await pool.ready?.();
      const after = await pool.run({ kind: 'count' });
      expect(after).not.toEqual(before);
    } finally {
      await pool.close();
    }
  }, 20_000);
});
