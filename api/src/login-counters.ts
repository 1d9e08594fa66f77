import type { DatabaseSync } from 'node:sqlite';
import type { Pool } from 'pg';
import { inTransaction } from '@betoch/shared/server/postgres';
import {
  DAILY_KEY_PREFIX,
  type KeyFailures,
  type LoginCounterStore,
  type LoginKeys,
  type LoginState,
} from './login-throttle';

/*
 * The API's limits in the accounts database (migration 003): one row per counted event under each
 * key (an admitted log-in, a sign-up), deleted when it is refunded or older than its window.
 */

type Row = Record<string, unknown>;

/** The events of the hour's keys and of the day's (`DAILY_KEY_PREFIX`), for the sweep. */
const HOURLY = `key NOT LIKE '${DAILY_KEY_PREFIX}%'`;
const DAILY = `key LIKE '${DAILY_KEY_PREFIX}%'`;

/** The rows of a `key, count, last_at` query as the state of the three keys. */
function toState(rows: readonly Row[], keys: LoginKeys, knownAddress: boolean): LoginState {
  const failures = (key: string): KeyFailures => {
    const row = rows.find((candidate) => candidate.key === key);
    return row
      ? { count: Number(row.count), lastAt: Number(row.last_at) }
      : { count: 0, lastAt: undefined };
  };
  return {
    pair: failures(keys.pair),
    account: failures(keys.account),
    address: failures(keys.address),
    knownAddress,
  };
}

const keyList = (keys: LoginKeys) => [keys.pair, keys.account, keys.address];

/**
 * The failures in an SQLite database. node:sqlite is synchronous, so one process's admissions
 * never interleave; `BEGIN IMMEDIATE` keeps them whole against another process on the same file.
 */
export function embeddedLoginCounters(db: DatabaseSync): LoginCounterStore {
  const counts = db.prepare(
    `SELECT key, count(*) AS count, max(at) AS last_at FROM throttle_events
     WHERE key IN (?, ?, ?) AND at > ? GROUP BY key`,
  );
  const known = db.prepare(
    'SELECT 1 AS known FROM login_known_addresses WHERE email = ? AND address = ? AND last_at > ?',
  );
  const record = db.prepare('INSERT INTO throttle_events (key, at, attempt) VALUES (?, ?, ?)');
  const refund = db.prepare('DELETE FROM throttle_events WHERE attempt = ?');
  const endPair = db.prepare('DELETE FROM throttle_events WHERE key = ?');
  const remember = db.prepare(
    `INSERT INTO login_known_addresses (email, address, last_at) VALUES (?, ?, ?)
     ON CONFLICT (email, address) DO UPDATE SET last_at = excluded.last_at`,
  );
  const ofKey = db.prepare(
    'SELECT count(*) AS count, min(at) AS oldest FROM throttle_events WHERE key = ? AND at > ?',
  );
  const oldFailures = db.prepare(`DELETE FROM throttle_events WHERE at <= ? AND ${HOURLY}`);
  const oldDaily = db.prepare(`DELETE FROM throttle_events WHERE at <= ? AND ${DAILY}`);
  const oldAddresses = db.prepare('DELETE FROM login_known_addresses WHERE last_at <= ?');
  const transaction = <T>(work: () => T): T => {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  };
  return {
    admit: ({ email, address, keys, attempt, now, windowMs, knownMs }, decide) =>
      Promise.resolve(
        transaction(() => {
          const at = now();
          const rows = counts.all(...keyList(keys), at - windowMs);
          const isKnown = known.get(email, address, at - knownMs) !== undefined;
          const decision = decide(toState(rows, keys, isKnown), at);
          if (decision.allowed) for (const key of keyList(keys)) record.run(key, at, attempt);
          return decision;
        }),
      ),
    take: ({ key, attempt, now, windowMs, limit }) =>
      Promise.resolve(
        transaction(() => {
          const at = now();
          const row = ofKey.get(key, at - windowMs);
          if (Number(row?.count) >= limit) {
            return { allowed: false as const, waitMs: Number(row?.oldest) + windowMs - at };
          }
          record.run(key, at, attempt);
          return { allowed: true as const };
        }),
      ),
    refund(attempt) {
      refund.run(attempt);
      return Promise.resolve();
    },
    succeeded(attempt, { email, address, keys, at }) {
      transaction(() => {
        refund.run(attempt);
        endPair.run(keys.pair);
        remember.run(email, address, at);
      });
      return Promise.resolve();
    },
    sweep(failuresBefore, addressesBefore, dailyBefore) {
      oldFailures.run(failuresBefore);
      oldDaily.run(dailyBefore);
      oldAddresses.run(addressesBefore);
      return Promise.resolve();
    },
  };
}

/**
 * The failures in a Postgres database shared by several API processes. Each admission holds two
 * transaction locks, the account's then the address's (always in that order, so two admissions
 * never wait on each other in a circle): two processes admitting for one account, or one
 * address, take turns, and a burst spread over them is counted as one.
 */
export function postgresLoginCounters(pool: Pool): LoginCounterStore {
  return {
    admit: ({ email, address, keys, attempt, now, windowMs, knownMs }, decide) =>
      inTransaction(pool, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock(1, hashtext($1))', [email]);
        await client.query('SELECT pg_advisory_xact_lock(2, hashtext($1))', [address]);
        const at = now();
        const since = at - windowMs;
        const knownSince = at - knownMs;
        const { rows } = await client.query<Row>(
          `SELECT key, count(*) AS count, max(at) AS last_at FROM throttle_events
           WHERE key = ANY($1) AND at > $2 GROUP BY key`,
          [keyList(keys), since],
        );
        const known = await client.query(
          'SELECT 1 FROM login_known_addresses WHERE email = $1 AND address = $2 AND last_at > $3',
          [email, address, knownSince],
        );
        const decision = decide(toState(rows, keys, known.rowCount !== 0), at);
        if (decision.allowed) {
          await client.query(
            `INSERT INTO throttle_events (key, at, attempt) SELECT key, $2, $3 FROM unnest($1::text[]) AS key`,
            [keyList(keys), at, attempt],
          );
        }
        return decision;
      }),
    take: ({ key, attempt, now, windowMs, limit }) =>
      inTransaction(pool, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock(3, hashtext($1))', [key]);
        const at = now();
        const since = at - windowMs;
        const { rows } = await client.query<Row>(
          'SELECT count(*) AS count, min(at) AS oldest FROM throttle_events WHERE key = $1 AND at > $2',
          [key, since],
        );
        if (Number(rows[0]?.count) >= limit) {
          return { allowed: false as const, waitMs: Number(rows[0]?.oldest) + windowMs - at };
        }
        await client.query('INSERT INTO throttle_events (key, at, attempt) VALUES ($1, $2, $3)', [
          key,
          at,
          attempt,
        ]);
        return { allowed: true as const };
      }),
    async refund(attempt) {
      await pool.query('DELETE FROM throttle_events WHERE attempt = $1', [attempt]);
    },
    succeeded: (attempt, { email, address, keys, at }) =>
      inTransaction(pool, async (client) => {
        await client.query('DELETE FROM throttle_events WHERE attempt = $1 OR key = $2', [
          attempt,
          keys.pair,
        ]);
        await client.query(
          `INSERT INTO login_known_addresses (email, address, last_at) VALUES ($1, $2, $3)
           ON CONFLICT (email, address) DO UPDATE SET last_at = excluded.last_at`,
          [email, address, at],
        );
      }),
    async sweep(failuresBefore, addressesBefore, dailyBefore) {
      await pool.query(`DELETE FROM throttle_events WHERE at <= $1 AND ${HOURLY}`, [
        failuresBefore,
      ]);
      await pool.query(`DELETE FROM throttle_events WHERE at <= $1 AND ${DAILY}`, [dailyBefore]);
      await pool.query('DELETE FROM login_known_addresses WHERE last_at <= $1', [addressesBefore]);
    },
  };
}
