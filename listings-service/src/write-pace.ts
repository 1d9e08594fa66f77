/*
 * How a store of many listings (an import, a bulk load) cuts its work into transactions
 * (docs/listings-service.md#adding-and-changing-listings). A transaction of an import holds the
 * database's write lock (SQLite) or the creations lock (Postgres) to its end, and on Postgres its
 * changes, and every change of a transaction that began after it, reach the searches only when it
 * ends (the change feed's horizon). A seller who publishes during an import waits for the
 * transaction under way, and the searches see their listing after it: so an import's
 * transactions are sized by time, not by count. A load with no service beside it (the bench's)
 * keeps the large fixed batches that write fastest.
 */

/** How a store sizes its transactions. */
export interface WritePace {
  /** The rows of the first transaction. */
  first: number;
  /** Bounds of a transaction's rows. */
  min: number;
  max: number;
  /** The time a transaction aims to hold the lock; Infinity: always `max` rows after the first. */
  budgetMs: number;
  /**
   * The pause between two transactions in which another writer may take the lock: SQLite's
   * writers ask again on a timer (its busy handler, the service's own retries), so the lock freed
   * and taken back at once would leave them waiting. Postgres queues its lock's waiters in order.
   */
  pauseMs: number;
  /**
   * Before each transaction but the first, a rest of this share of the last one's time: a duty
   * cycle for a writer whose work is the database server's (Postgres: the import's statements run
   * in a backend at normal priority, which no niceness of the importer's reaches). 1 leaves that
   * backend about half a core; 0, no rest.
   */
  restShare: number;
}

/**
 * An import beside a running service: transactions of about 200 ms, so a publish waits at most
 * about that long and its change reaches the searches within the 1 s the feed promises.
 */
export const IMPORT_PACE: WritePace = Object.freeze({
  first: 100,
  min: 10,
  max: 10_000,
  budgetMs: 200,
  pauseMs: 25,
  restShare: 0,
});

/**
 * An import into Postgres beside a running service: IMPORT_PACE's transactions, each followed by
 * a rest as long as it took. On the 2-core machine its backend took a core from the searches:
 * during an import of 10,000 into 1,000,000 their p99 was 216 ms, 131 ms with the rest, the import
 * twice as long (docs/listings-service.md#adding-and-changing-listings).
 */
export const POSTGRES_IMPORT_PACE: WritePace = Object.freeze({ ...IMPORT_PACE, restShare: 1 });

/**
 * A load that nothing else writes beside (the bench's database, a new server's first fill):
 * 10,000 rows a transaction (a million in one grew a 2 GB WAL and slowed).
 */
export const BULK_PACE: WritePace = Object.freeze({
  first: 10_000,
  min: 10_000,
  max: 10_000,
  budgetMs: Number.POSITIVE_INFINITY,
  pauseMs: 0,
  restShare: 0,
});

/**
 * The pace of an import into `engine` at niceness `nice` (import-priority.ts): on Postgres, with
 * its rests unless the import runs at full speed (niceness 0, a quiet machine). The embedded
 * engine's import works in its own process, which its niceness already puts behind the searches.
 */
export function importPace(engine: 'embedded' | 'postgres', nice: number): WritePace {
  return engine === 'postgres' && nice > 0 ? POSTGRES_IMPORT_PACE : IMPORT_PACE;
}

/** How long to rest before the next transaction, the last one having taken `tookMs`. */
export function restBefore(pace: WritePace, tookMs: number): number {
  return Math.max(0, tookMs) * pace.restShare;
}

/**
 * The rows of the next transaction, from the last one's rows and time: scaled toward the budget,
 * at most doubled or halved at a step (one slow transaction, a collection or a busy core, does not
 * swing it far), within the pace's bounds.
 */
export function nextBatchSize(pace: WritePace, rows: number, tookMs: number): number {
  if (!Number.isFinite(pace.budgetMs)) return pace.max;
  const scale = tookMs > 0 ? pace.budgetMs / tookMs : 2;
  const next = Math.floor(rows * Math.min(2, Math.max(0.5, scale)));
  return Math.min(pace.max, Math.max(pace.min, next));
}
