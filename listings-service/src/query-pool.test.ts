/** @jest-environment node */
import path from 'node:path';
import { Pool } from 'pg';
import { migratePostgres, openPostgres, storePostgresListings } from './postgres-database';
import { readListingSearch, type ListingSearch } from './listing-params';
import { connectionShares, createQueryPool, QueryTimeoutError } from './query-pool';
import { readSiteListings, readTagNames } from './seed';
import { freshSchema, TEST_DATABASE_URL_VARIABLE } from './test-database';

const workerFile = path.join(__dirname, 'testing', 'slow-worker.js');

describe('the query workers’ pool', () => {
  it('gives a worker no task before it has loaded its index, and keeps it through the wait', async () => {
    // 1.5 s of loading stands for the 9 s a worker takes to load 1,000,000 listings.
    const pool = createQueryPool({
      database: { engine: 'embedded', file: 'warm:1500' },
      size: 1,
      timeoutMs: 300,
      workerFile,
    });
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
    const pool = createQueryPool({
      database: { engine: 'embedded', file: 'warm:0' },
      size: 1,
      timeoutMs: 1_000,
      workerFile,
    });
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

  it('keeps a Postgres worker whose cancelled statement answers late, and replaces one that never answers', async () => {
    const pool = createQueryPool({
      database: { engine: 'postgres', url: 'warm:0', connections: 2, timeoutMs: 1_000 },
      size: 1,
      timeoutMs: 1_000,
      workerFile,
    });
    try {
      await pool.ready?.();
      const before = await pool.run({ kind: 'count' });
      // Answered 503 at its time; the worker answers 200 ms later and keeps its index.
      await expect(pool.run({ kind: 'listing', id: 'b1', language: 'en' })).rejects.toBeInstanceOf(
        QueryTimeoutError,
      );
      expect(await pool.run({ kind: 'count' })).toEqual(before);
      // JavaScript that never ends is not the server's to cancel: one more bound, then replaced.
      await expect(pool.run({ kind: 'warm' })).rejects.toBeInstanceOf(QueryTimeoutError);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await pool.ready?.();
      expect(await pool.run({ kind: 'count' })).not.toEqual(before);
    } finally {
      await pool.close();
    }
  }, 20_000);
});

describe('connectionShares', () => {
  it('splits the service’s connections over its workers, one each at least', () => {
    expect(connectionShares(10, 2)).toEqual([5, 5]);
    expect(connectionShares(10, 3)).toEqual([4, 3, 3]);
    expect(connectionShares(2, 3)).toEqual([1, 1, 1]);
  });
});

const url = process.env[TEST_DATABASE_URL_VARIABLE]?.trim();

function searchOf(query: string): ListingSearch {
  const reading = readListingSearch(query);
  if (reading.errors) throw new Error(JSON.stringify(reading.errors));
  return reading.search;
}

/** Resolves once `read` gives `expected`, or rejects with the last value after `timeoutMs`. */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (value !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

// test-database.ts prints why when the Postgres server is not given.
(url ? describe : describe.skip)('the Postgres engine’s query workers', () => {
  const name = `betoch-pool-test-${process.pid}`;
  const [listing] = readSiteListings();
  const id = listing?.property.id ?? '';
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let poolUrl: string;
  let admin: Pool;
  /** The server's connections of the workers under test. */
  const connectionsOpen = async (): Promise<number> =>
    Number(
      (
        await admin.query<{ n: string }>(
          'SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1',
          [name],
        )
      ).rows[0]?.n,
    );

  beforeAll(async () => {
    schema = await freshSchema(url as string);
    const loader = openPostgres(schema.url, { timeoutMs: 10_000, max: 2 });
    try {
      await migratePostgres(loader);
      await storePostgresListings(loader, readSiteListings(), readTagNames());
    } finally {
      await loader.end();
    }
    // Named, so that the server's list of connections tells this pool's apart.
    const named = new URL(schema.url);
    named.searchParams.set('application_name', name);
    poolUrl = named.toString();
    // Two: one holds a lock while the other reads the server's list of connections.
    admin = new Pool({ connectionString: url, max: 2 });
  });

  afterAll(async () => {
    await admin?.end();
    await schema?.drop();
  });

  const openPool = (timeoutMs: number) =>
    createQueryPool({
      database: { engine: 'postgres', url: poolUrl, connections: 4, timeoutMs },
      size: 2,
      timeoutMs,
      tasksPerWorker: 2,
      // The real worker, under the tsx loader the service runs under.
      workerFile: path.join(__dirname, 'query-worker.ts'),
      execArgv: ['--import', 'tsx'],
    });

  it('answers once every worker holds its index, and close ends the workers’ connections', async () => {
    const pool = openPool(5_000);
    try {
      await pool.ready?.();
      const answers = await Promise.all(
        ['tag=Villa', 'tag=Bole', `q=${encodeURIComponent('ቦሌ')}`].map((query) =>
          pool.run({ kind: 'search', search: searchOf(query) }),
        ),
      );
      for (const answer of answers) expect((answer as { total: number }).total).toBeGreaterThan(0);
      expect(await pool.run({ kind: 'count' })).toEqual({ listings: 60 });
      expect(await connectionsOpen()).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
    expect(await eventually(connectionsOpen, 0, 3_000)).toBe(0);
  }, 30_000);

  it('answers a statement the server cancels with the time bound (503), and answers the next one', async () => {
    const pool = openPool(500);
    const locker = await admin.connect();
    try {
      await pool.ready?.();
      // A writer holds the table: the worker's read waits until its statement_timeout.
      await locker.query('BEGIN');
      await locker.query(`LOCK TABLE ${schema.name}.listings IN ACCESS EXCLUSIVE MODE`);
      await expect(pool.run({ kind: 'listing', id, language: 'en' })).rejects.toBeInstanceOf(
        QueryTimeoutError,
      );
      await locker.query('ROLLBACK');
      expect((await pool.run({ kind: 'listing', id, language: 'en' })) as unknown).toMatchObject({
        id,
      });
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      locker.release();
      await pool.close();
    }
  }, 30_000);
});
