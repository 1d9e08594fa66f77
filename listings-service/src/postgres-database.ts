import { Client, Pool, type PoolClient } from 'pg';
import { migratePostgresIn } from '@betoch/shared/server/migrations';
import { BIGINT_AS_NUMBER, inTransaction } from '@betoch/shared/server/postgres';
import { LISTINGS_LEDGER, readMigrations, type Migration } from './database';
import type { Connection, Row, SqlValue } from './listing-query';
import {
  FEED_KEEP,
  listingColumns,
  type ListingRecord,
  type Removal,
  type StoreOptions,
  type TagNames,
} from './listing-store';
import { QueryTimeoutError } from './query-pool';
import { WriteBusyError, type WriteDatabase } from './write-database';
import { postgresFeed } from './change-feed';
import { createRunner, type FollowingRunner, type RunnerOptions } from './query-tasks';
import { postgresDialect } from './postgres-search';
import { IMPORT_PACE, nextBatchSize, restBefore } from './write-pace';

/*
 * The Postgres engine (docs/listings-service.md#postgres), chosen by DATABASE_URL: the same
 * migrations, query module and index as the embedded database; only the text search's SQL is its
 * own (postgres-search.ts). The service's query workers (query-pool.ts) each open a share of its
 * connections, each statement bounded by `statement_timeout`.
 */

/** Connections the service's query workers open together: 10 statements run at once, more wait. */
export const POSTGRES_POOL_SIZE = 10;

/** A pool of connections to the server of `url`, each statement bounded by `timeoutMs`. */
export function openPostgres(
  url: string,
  { timeoutMs, max = POSTGRES_POOL_SIZE }: { timeoutMs: number; max?: number },
): Pool {
  const pool = new Pool({
    connectionString: url,
    max,
    // The server cancels a statement past its time: the request is answered 503, and no query is
    // left running.
    statement_timeout: timeoutMs,
    connectionTimeoutMillis: 5_000,
    application_name: 'betoch-listings',
    types: BIGINT_AS_NUMBER,
  });
  // A connection the server closes while idle (a restart) is replaced at the next query; without
  // a listener the error would end the process.
  pool.on('error', (error) => console.error(`listings: a Postgres connection failed: ${error}`));
  return pool;
}

/** `?` placeholders (the query module's) as Postgres's `$1, $2 …`; the SQL has no `?` in a string. */
export function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** Postgres's code for a statement cancelled by `statement_timeout` or a cancel request. */
const QUERY_CANCELED = '57014';

function isCanceled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error
    ? (error as { code: unknown }).code === QUERY_CANCELED
    : false;
}

/**
 * A pool as the query module's connection; a cancelled statement is a QueryTimeoutError (503).
 * Postgres text cannot hold the character U+0000, so a value holding it (`?q=%00`) equals and
 * contains no stored text: the query module's reads, whose text values are all conditions, find
 * no row, as in SQLite, instead of failing on the encoding.
 */
export function postgresConnection(pool: Pool, timeoutMs: number): Connection {
  return {
    async all(sql: string, values: readonly SqlValue[]): Promise<Row[]> {
      if (values.some((value) => typeof value === 'string' && value.includes('\u0000'))) return [];
      return timedRows(timeoutMs, pool.query<Row>(numberedPlaceholders(sql), [...values]));
    },
  };
}

/** A statement's rows; cancelled past its bound, a QueryTimeoutError (503). */
async function timedRows(timeoutMs: number, statement: Promise<{ rows: Row[] }>): Promise<Row[]> {
  try {
    return (await statement).rows;
  } catch (error) {
    if (isCanceled(error)) throw new QueryTimeoutError(timeoutMs);
    throw error;
  }
}

/**
 * How long one statement of an index load may take: a load is not a visitor's query (a worker is
 * not ready until its first load ends, and the index in hand answers during a later one), and a
 * sort order of 1,000,000 listings in one statement takes 2.1 s (Postgres 15 sorts an ordered
 * aggregate's input itself, past `work_mem` on disk), past the queries' 2 s bound.
 */
export const INDEX_LOAD_TIMEOUT_MS = 120_000;

/**
 * The pool as the index load's connection: each statement in a read-only transaction of its own
 * whose `statement_timeout` is `timeoutMs` rather than the pool's.
 */
export function postgresLoadConnection(pool: Pool, timeoutMs = INDEX_LOAD_TIMEOUT_MS): Connection {
  return {
    all: (sql: string, values: readonly SqlValue[]): Promise<Row[]> =>
      timedRows(
        timeoutMs,
        inTransaction(pool, async (client) => {
          await client.query('SET TRANSACTION READ ONLY');
          await client.query(`SET LOCAL statement_timeout = ${Math.round(timeoutMs)}`);
          return client.query<Row>(numberedPlaceholders(sql), [...values]);
        }),
      ),
  };
}

/** LC_CTYPEs in which pg_trgm sees no trigram in Ethiopic text. */
const TRIGRAMLESS_LOCALES = new Set(['C', 'POSIX']);

/**
 * Applies the migrations the database lacks (the same files and checks as SQLite's, with the
 * `.postgres.sql` ones), all in one transaction under a lock, so that two services starting at
 * once apply each only once and a failing one leaves the schema as it was. Refuses a database whose LC_CTYPE is C, where text search in
 * Amharic finds nothing.
 */
export async function migratePostgres(
  pool: Pool,
  migrations: readonly Migration[] = readMigrations('postgres'),
): Promise<number[]> {
  const [locale] = (
    await pool.query<{ ctype: string }>(
      'SELECT datctype AS ctype FROM pg_database WHERE datname = current_database()',
    )
  ).rows;
  if (locale && TRIGRAMLESS_LOCALES.has(locale.ctype)) {
    throw new Error(
      `the database's LC_CTYPE is ${locale.ctype}, in which pg_trgm sees no trigram in Amharic text: create it with LC_CTYPE C.UTF-8 (docs/listings-service.md#moving-to-postgres)`,
    );
  }
  return inTransaction(pool, async (client) => {
    // Held to the end of this transaction: one service migrates, the others wait and find it done.
    await client.query("SELECT pg_advisory_xact_lock(hashtext('betoch schema_migrations'))");
    // A migration is not a query: one that writes every listing (011's words: minutes at
    // 1,000,000) is not held to the pool's statement bound. The service opens its port after.
    await client.query('SET LOCAL statement_timeout = 0');
    return migratePostgresIn(client, migrations, LISTINGS_LEDGER);
  });
}

/** How many listings the database holds. */
export async function countPostgresListings(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM listings');
  return Number(rows[0]?.n ?? 0);
}

async function storeBatch(
  client: PoolClient,
  batch: readonly ReturnType<typeof listingColumns>[],
): Promise<void> {
  // The creations' lock, and the next seq read under it: a listing published meanwhile never
  // takes a seq this batch takes.
  await client.query(CREATIONS_LOCK);
  const { rows: next } = await client.query<{ next: number }>(
    'SELECT coalesce(max(seq), 0) + 1 AS next FROM listings',
  );
  const nextSeq = { value: Number(next[0]?.next ?? 1) };
  const ids = batch.map((row) => row.id);
  const known = new Map(
    (
      await client.query<{ id: string; seq: number }>(
        'SELECT id, seq FROM listings WHERE id = ANY($1::text[])',
        [ids],
      )
    ).rows.map((row) => [row.id, row.seq]),
  );
  // A replaced listing keeps its place in the data order; its rows go (the others cascade).
  if (known.size > 0) {
    await client.query('DELETE FROM listings WHERE seq = ANY($1::int[])', [[...known.values()]]);
  }
  // The same id twice in one load: the last one wins, as in SQLite's load.
  const seqOf = new Map<string, number>();
  for (const row of batch) {
    if (!seqOf.has(row.id)) seqOf.set(row.id, known.get(row.id) ?? nextSeq.value++);
  }
  const rows = [...new Map(batch.map((row) => [row.id, row])).values()];
  const seqs = rows.map((row) => seqOf.get(row.id) as number);
  const column = <T>(read: (row: (typeof rows)[number]) => T): T[] => rows.map(read);
  await client.query(
    `INSERT INTO listings (seq, id, deal, price, sqft, date_key, type, city, sub_city, lat, lng,
       agent_id, owner_code)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::float8[], $5::float8[],
       $6::int8[], $7::text[], $8::text[], $9::text[], $10::float8[], $11::float8[],
       $12::text[], $13::text[])`,
    [
      seqs,
      column((row) => row.id),
      column((row) => row.deal),
      column((row) => row.price),
      column((row) => row.sqft),
      column((row) => row.dateKey),
      column((row) => row.type),
      column((row) => row.city),
      column((row) => row.subCity),
      column((row) => row.lat),
      column((row) => row.lng),
      column((row) => row.agentId),
      column((row) => row.ownerCode),
    ],
  );
  await client.query(
    `INSERT INTO listing_docs (seq, doc, doc_am, doc_om)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])`,
    [seqs, column((row) => row.doc), column((row) => row.docAm), column((row) => row.docOm)],
  );
  const tagSeqs = rows.flatMap((row, i) => row.tags.map(() => seqs[i] as number));
  await client.query(
    'INSERT INTO listing_tags (tag, listing_seq) SELECT * FROM unnest($1::text[], $2::int[])',
    [rows.flatMap((row) => row.tags), tagSeqs],
  );
  await client.query(
    'INSERT INTO listing_text (seq, body, search_key) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])',
    [seqs, column((row) => row.body), column((row) => row.searchKey)],
  );
}

/**
 * Stores listings as storeListings does in SQLite (new ids inserted, known ids replaced, `seq`
 * continuing after the last), in transactions sized by `pace` (write-pace.ts), each table written
 * by one statement over arrays. Returns how many were written. No pause between transactions for
 * a publish (one waiting for the creations lock is queued before the next transaction asks for
 * it); the pace's rest, if it has one, for the searches.
 */
export async function storePostgresListings(
  pool: Pool,
  records: Iterable<ListingRecord>,
  tagNames: TagNames = {},
  { keepChanges = FEED_KEEP, pace = IMPORT_PACE, onRest }: StoreOptions = {},
): Promise<number> {
  let written = 0;
  let batchRows = pace.first;
  let batch: ReturnType<typeof listingColumns>[] = [];
  let lastTookMs = 0;
  const flush = async (): Promise<void> => {
    if (batch.length === 0) return;
    const rowsOfBatch = batch;
    batch = [];
    const rest = restBefore(pace, lastTookMs);
    if (rest > 0) {
      onRest?.(rest);
      await new Promise((resolve) => setTimeout(resolve, rest));
    }
    const started = performance.now();
    await inTransaction(pool, (client) => storeBatch(client, rowsOfBatch));
    lastTookMs = performance.now() - started;
    batchRows = nextBatchSize(pace, rowsOfBatch.length, lastTookMs);
  };
  for (const record of records) {
    batch.push(listingColumns(record, tagNames));
    written++;
    if (batch.length === batchRows) await flush();
  }
  await flush();
  await prunePostgresChanges(pool, keepChanges);
  return written;
}

/** Ids a removal named that no listing has: rolls the removal back. */
class UnknownListings extends Error {
  constructor(readonly ids: string[]) {
    super(`no listing has the ids ${ids.join(', ')}`);
  }
}

/**
 * Removes the listings with these ids as removeListings does in SQLite: all of them in one
 * transaction (documents, tags and text cascade), or none when an id names no listing.
 */
export async function removePostgresListings(pool: Pool, ids: readonly string[]): Promise<Removal> {
  const removal = await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      'DELETE FROM listings WHERE id = ANY($1::text[]) RETURNING id',
      [[...ids]],
    );
    const removed = new Set(rows.map((row) => row.id));
    const unknown = ids.filter((id) => !removed.has(id));
    // Thrown, so that inTransaction rolls the removal back.
    if (unknown.length > 0) throw new UnknownListings(unknown);
    return { removed: removed.size };
  }).catch((error: unknown): Removal => {
    if (error instanceof UnknownListings) return { unknown: error.ids };
    throw error;
  });
  await prunePostgresChanges(pool);
  return removal;
}

/** The lock every creation takes (publishing-store.ts), and each batch of a store. */
const CREATIONS_LOCK = "SELECT pg_advisory_xact_lock(hashtext('betoch listing creations'))";

/** A statement cancelled past its time (a lock held elsewhere): the database is busy. */
function busyOr(error: unknown): unknown {
  return isCanceled(error) ? new WriteBusyError(error) : error;
}

/**
 * Publishing's writes (publishing-store.ts) on the pool: each transaction on a connection of its
 * own, each statement bounded by the pool's `statement_timeout` (a write waiting longer for a lock
 * is answered 503). Creations take one advisory lock, so that every process's creations read the
 * daily count and the next seq one at a time; an edit's compare-and-set is its UPDATE's condition,
 * which Postgres checks again against the row a concurrent write committed.
 */
export function postgresWrites(
  pool: Pool,
  { keepChanges = FEED_KEEP }: StoreOptions = {},
): WriteDatabase {
  return {
    writeText: async (tx, seq, body, key) => {
      await tx.all('INSERT INTO listing_text (seq, body, search_key) VALUES (?, ?, ?)', [
        seq,
        body,
        key,
      ]);
    },
    removeText: async (tx, seq) => {
      await tx.all('DELETE FROM listing_text WHERE seq = ?', [seq]);
    },
    lockCreations: CREATIONS_LOCK,
    transaction: (work) =>
      inTransaction(pool, (client) =>
        work({
          async all(sql, values) {
            const result = await client.query<Row>(numberedPlaceholders(sql), [...values]);
            return result.rows;
          },
        }),
      ).catch((error: unknown) => {
        throw busyOr(error);
      }),
    afterWrite: () => prunePostgresChanges(pool, keepChanges),
  };
}

/** A runner over the pool, following the database's change feed (change-feed.ts). */
export function postgresRunner(
  pool: Pool,
  timeoutMs: number,
  options: RunnerOptions = {},
): FollowingRunner {
  const db = postgresConnection(pool, timeoutMs);
  return createRunner(db, postgresDialect, postgresFeed(db), postgresLoadConnection(pool), options);
}

/**
 * Deletes the feed's changes but the newest `keep` (FEED_KEEP), marking the newest transaction
 * whose changes went: a reader that had not read them loads its index again (change-feed.ts).
 */
export async function prunePostgresChanges(pool: Pool, keep = FEED_KEEP): Promise<void> {
  await pool.query(
    `WITH cut AS (
       DELETE FROM listing_changes
        WHERE change <= (SELECT max(change) FROM listing_changes) - $1
       RETURNING tx)
     UPDATE listing_feed SET pruned_through = greatest(pruned_through,
       (SELECT tx FROM cut ORDER BY tx DESC LIMIT 1))
      WHERE EXISTS (SELECT 1 FROM cut)`,
    [keep],
  );
}

/** How long a lost listener waits before it connects again (the feed's poll covers the gap). */
const LISTEN_RETRY_MS = 1_000;

/**
 * Calls `onChange` whenever a write to the listings commits (migration 007's NOTIFY), on a
 * connection of its own, connected again when lost. A notification only wakes the reader: what
 * changed is read from the feed, so a lost one delays a change to the next poll, never loses it.
 */
export function listenForChanges(url: string, onChange: () => void): { close(): Promise<void> } {
  let client: Client | undefined;
  let closed = false;
  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url, application_name: 'betoch-listings-feed' });
    client = next;
    const retry = () => {
      next.removeAllListeners();
      next.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect(), LISTEN_RETRY_MS).unref();
    };
    next.on('error', retry);
    next.on('notification', onChange);
    try {
      await next.connect();
      await next.query('LISTEN listing_changes');
      // Changes committed while it was away are in the feed: read them now.
      onChange();
    } catch {
      retry();
    }
  };
  void connect();
  return {
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
