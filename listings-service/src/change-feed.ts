import type { Connection } from './listing-query';

/*
 * The readers of the change feed (docs/listings-service.md#the-change-feed): the listings the
 * writes touched since a place in the feed, which the query workers apply to their index
 * (index-changes.ts). A place is the engine's own (a change number in SQLite, a transaction horizon
 * in Postgres, migration 007 says why), kept as text. Each read is one statement, so that the
 * changes and the pruning mark are seen at the same moment.
 */

/** What a read of the feed found. */
export type FeedRead =
  /** The listings changed since the place asked for, and the place to read from next. */
  | { seqs: number[]; next: string }
  /**
   * The feed no longer holds every change since the place (pruned), or holds more than the
   * reader would apply (a load of the whole index costs less): the reader loads again.
   */
  | { reload: true };

export interface ChangeFeed {
  /** The place of the newest change now: read before a load, whose data include everything before. */
  position(): Promise<string>;
  /** The listings changed since `from`; `{ reload }` past `limit` changes. */
  read(from: string, limit: number): Promise<FeedRead>;
}

/** A read's one row without a seq (the feed's mark) apart from its changes, in whatever order. */
function markAndChanges(all: Record<string, unknown>[]): {
  mark: Record<string, unknown> | undefined;
  rows: Record<string, unknown>[];
} {
  return {
    mark: all.find((row) => row.seq === null),
    rows: all.filter((row) => row.seq !== null),
  };
}

/** The feed of the embedded database: changes numbered in commit order (one writer at a time). */
export function sqliteFeed(db: Connection): ChangeFeed {
  return {
    async position() {
      const [row] = await db.all(
        `SELECT max(coalesce((SELECT max(change) FROM listing_changes), 0), pruned_through) AS at
           FROM listing_feed`,
        [],
      );
      return String(row?.at ?? 0);
    },
    async read(from, limit) {
      // The mark (the row without a seq) and the changes, in one statement (one snapshot).
      const { mark, rows } = markAndChanges(
        await db.all(
          `SELECT NULL AS change, NULL AS seq, pruned_through AS pruned FROM listing_feed
         UNION ALL
         SELECT * FROM (SELECT change, seq, NULL FROM listing_changes WHERE change > ?
                        ORDER BY change LIMIT ?)`,
          [Number(from), limit + 1],
        ),
      );
      if (Number(mark?.pruned ?? 0) > Number(from) || rows.length > limit) return { reload: true };
      const last = rows.reduce<number | undefined>(
        (most, row) => Math.max(most ?? 0, Number(row.change)),
        undefined,
      );
      return {
        seqs: [...new Set(rows.map((row) => Number(row.seq)))],
        next: last === undefined ? from : String(last),
      };
    },
  };
}

/**
 * The feed of a Postgres database: the changes of the transactions that ended between the last
 * horizon and the current one (every transaction before a snapshot's xmin has ended), so that a
 * change committed late is never skipped. A change becomes readable once every write that began
 * before it has ended.
 */
export function postgresFeed(db: Connection): ChangeFeed {
  return {
    async position() {
      const [row] = await db.all(
        'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon',
        [],
      );
      return String(row?.horizon);
    },
    async read(from, limit) {
      const { mark, rows } = markAndChanges(
        await db.all(
          `WITH now AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS horizon)
         SELECT NULL::integer AS seq, now.horizon::text AS horizon,
                feed.pruned_through >= ?::xid8 AS gap
           FROM now, listing_feed feed
         UNION ALL
         (SELECT changes.seq, NULL, NULL FROM listing_changes changes, now
           WHERE changes.tx >= ?::xid8 AND changes.tx < now.horizon LIMIT ?)`,
          [from, from, limit + 1],
        ),
      );
      if (mark?.gap === true || rows.length > limit) return { reload: true };
      return {
        seqs: [...new Set(rows.map((row) => Number(row.seq)))],
        next: String(mark?.horizon ?? from),
      };
    },
  };
}
