/** @jest-environment node */
import {
  numberedPlaceholders,
  openPostgres,
  postgresConnection,
  postgresLoadConnection,
} from './postgres-database';
import { QueryTimeoutError } from './query-pool';
import { TEST_DATABASE_URL_VARIABLE } from './test-database';

describe('numberedPlaceholders', () => {
  it('numbers the query module’s placeholders in order', () => {
    expect(numberedPlaceholders('SELECT seq FROM listings WHERE seq IN (?, ?) AND id = ?')).toBe(
      'SELECT seq FROM listings WHERE seq IN ($1, $2) AND id = $3',
    );
  });
});

const url = process.env[TEST_DATABASE_URL_VARIABLE]?.trim();

// test-database.ts prints why when the Postgres server is not given.
(url ? describe : describe.skip)('a Postgres statement past its time', () => {
  it('is cancelled by the server and reported as the time bound (503), not a failure (500)', async () => {
    const pool = openPostgres(url as string, { timeoutMs: 100, max: 1 });
    const db = postgresConnection(pool, 100);
    try {
      const started = Date.now();
      await expect(db.all('SELECT pg_sleep(5)', [])).rejects.toBeInstanceOf(QueryTimeoutError);
      expect(Date.now() - started).toBeLessThan(4_000);
      // The connection is usable again at once.
      await expect(db.all('SELECT 1 AS one', [])).resolves.toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });

  it('is given the index load’s own bound when it loads the index, and the pool’s after', async () => {
    const pool = openPostgres(url as string, { timeoutMs: 100, max: 1 });
    const load = postgresLoadConnection(pool, 1_500);
    try {
      // A sort order of 1,000,000 listings takes 2 s: past the queries' bound, within the load's.
      await expect(load.all('SELECT pg_sleep(0.3) AS slept', [])).resolves.toHaveLength(1);
      await expect(load.all('SELECT pg_sleep(5)', [])).rejects.toBeInstanceOf(QueryTimeoutError);
      // The same connection, the pool's bound again; and a load writes nothing.
      await expect(
        postgresConnection(pool, 100).all('SELECT pg_sleep(0.3)', []),
      ).rejects.toBeInstanceOf(QueryTimeoutError);
      await expect(load.all('CREATE TEMPORARY TABLE t (one int)', [])).rejects.toThrow(
        /read-only transaction/,
      );
    } finally {
      await pool.end();
    }
  });

  it('finds no row for a value Postgres text cannot hold, instead of failing', async () => {
    const pool = openPostgres(url as string, { timeoutMs: 2_000, max: 1 });
    try {
      await expect(
        postgresConnection(pool, 2_000).all("SELECT 1 AS one WHERE ?::text = 'x'", ['a\u0000b']),
      ).resolves.toEqual([]);
    } finally {
      await pool.end();
    }
  });
});
