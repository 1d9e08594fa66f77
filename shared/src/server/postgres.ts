import { types, type Pool, type PoolClient } from 'pg';

/*
 * What the services that keep data on Postgres (the listings service, the API) need of `pg` alike.
 */

/**
 * Rows as node:sqlite gives them: a bigint (`count(*)`, an id, milliseconds since 1970) as a
 * number, not pg's string. Every bigint the services keep is far below 2^53.
 */
export const BIGINT_AS_NUMBER = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === types.builtins.INT8 && format !== 'binary'
      ? Number
      : types.getTypeParser(oid, format ?? 'text')) as typeof types.getTypeParser,
};

/** Runs `work` in one transaction on a connection of `pool`: committed, or rolled back if it throws. */
export async function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
