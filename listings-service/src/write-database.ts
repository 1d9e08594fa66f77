import type { Connection } from './listing-query';

/*
 * What publishing's writes (publishing-store.ts) need of an engine: a connection that runs one
 * transaction, and the little its SQL does differently. listing-store.ts gives SQLite's,
 * postgres-database.ts Postgres's.
 */

/** An engine's connection for writes, and what its SQL does differently. */
export interface WriteDatabase {
  /**
   * Runs `work` in one transaction: committed when it returns, rolled back when it throws. The
   * embedded engine runs one at a time (its connection holds one transaction).
   */
  transaction<T>(work: (tx: Connection) => Promise<T>): Promise<T>;
  /** Writes a listing's searchable text (its `body` and its `search_key`) where the engine's
   * searches read it: `listing_text`, and on SQLite its words and their vocabulary (migration 011). */
  writeText(tx: Connection, seq: number, body: string, key: string): Promise<void>;
  /** Removes a listing's searchable text (before writing it anew). */
  removeText(tx: Connection, seq: number): Promise<void>;
  /**
   * A statement that makes the creations of every process on the database wait for each other,
   * so that the daily count and the next `seq` are read by one at a time (Postgres); none where
   * the transaction already holds the database's one write lock (SQLite's BEGIN IMMEDIATE).
   */
  lockCreations?: string;
  /** Prunes the change feed after a write, as the import does (listing-store.ts FEED_KEEP). */
  afterWrite(): Promise<void>;
}

/** The database was busy past the writes' patience (a lock held elsewhere): answered 503. */
export class WriteBusyError extends Error {
  constructor(cause: unknown) {
    super('the listings database is busy', { cause });
    this.name = 'WriteBusyError';
  }
}
