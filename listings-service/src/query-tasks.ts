import type { DatabaseSync } from 'node:sqlite';
import type { Language } from '../../shared/src/domain/constants';
import type { Property } from '../../shared/src/domain/property';
import type { BoundingBox, ListingSearch } from './listing-params';
import { listingIds, type IdsRequest, type ListingIdPage } from './listing-ids';
import { sqliteFeed, type ChangeFeed } from './change-feed';
import { applyChanges } from './index-changes';
import { INDEX_COLUMNS, countBits, loadListingIndex, type ListingIndex } from './listing-index';
import {
  findListing,
  findWithdrawnListing,
  mapListings,
  placeholders,
  searchListings,
  type Connection,
  type ListingMap,
  type ListingPage,
  type SearchDialect,
  type WithdrawnListing,
} from './listing-query';
import { sqliteConnection, sqliteDialect } from './sqlite-search';
import {
  textsChanged,
  textsMoved,
  warmFrequentWords,
  type ChangedText,
  type WarmingShare,
} from './text-matches';
import { QueryTimeoutError } from './query-pool';
import { findListingsByIds, findRelatedListings, type ListingBatch } from './listing-lookups';

/** One unit of work for a database connection: what the HTTP layer asks of the query workers. */
export type QueryTask =
  | { kind: 'search'; search: ListingSearch }
  | { kind: 'map'; search: ListingSearch & { box: BoundingBox } }
  | { kind: 'listing'; id: string; language: Language }
  /** A page of every listing's id and date, for the sitemap (listing-ids.ts). */
  | { kind: 'ids'; request: IdsRequest }
  | { kind: 'by-id'; ids: string[]; language: Language }
  | { kind: 'related'; id: string; language: Language; limit: number }
  | { kind: 'count' }
  /** Load the index now, so that no visitor's search waits for it. */
  | { kind: 'warm' };

/** The answer to each kind of task. */
export type QueryAnswer =
  | ListingPage
  | ListingMap
  | ListingIdPage
  | Property
  /** The listing asked for was withdrawn by its publisher (410). */
  | { gone: WithdrawnListing }
  | ListingBatch
  | { items: Property[] }
  | null
  | { listings: number };

/** When a task stops beginning statements: `afterMs` from its start, `at` on performance.now(). */
export interface TaskStop {
  at: number;
  afterMs: number;
}

/**
 * Runs tasks on one connection. Past `stop` the task begins no statement and fails with
 * QueryTimeoutError (the embedded engine's statements cannot be interrupted: query-pool.ts); the
 * index's upkeep before it is not bounded.
 */
export type QueryRunner = (task: QueryTask, stop?: TaskStop) => Promise<QueryAnswer>;

/**
 * A runner whose index follows the change feed: `refresh` applies the next changes (one slice at
 * a time) and says whether more are waiting; the query worker calls it between tasks
 * (query-worker.ts), and each search calls it once before it reads the index, unless the runner
 * was told otherwise (RunnerOptions `searchesFollow`).
 */
export type FollowingRunner = QueryRunner & {
  refresh(): Promise<boolean>;
  /** What following the feed has cost so far (RunnerStats). */
  stats(): RunnerStats;
  /**
   * Asks the index's frequent words ahead of the visitors (text-matches.ts): the worker's start,
   * sharing them with the process's other workers when given a share.
   */
  warmWords(budgetMs?: number, share?: WarmingShare): Promise<string[]>;
};

/** What a runner's following of the feed has cost since it started. */
export interface RunnerStats {
  /** How many times the index was loaded whole. */
  loads: number;
  /** How many changed listings were applied. */
  applied: number;
  /**
   * The thread's time applying changes to the index (ms): the part of a slice that holds the
   * worker's thread, whether a search or the worker's own pass between tasks applied it.
   */
  upkeepMs: number;
  /** The time searches waited for their own refresh before reading the index (ms). */
  feedMs: number;
}

/** How many changed listings one refresh applies: a search that applies them waits for no more. */
export const CHANGE_SLICE = 1_000;

/**
 * Past how many changes at once the index is loaded again instead: each slice costs a pass over
 * every sort's order, a load costs one read of every listing (9 s at 1,000,000).
 */
export function reloadPast(size: number): number {
  return Math.max(50_000, Math.floor(size / 2));
}

/**
 * The connection of one task that begins no statement past its stop (QueryRunner): the embedded
 * engine's way to keep a task of several statements within its bound without losing its worker.
 */
export function stoppingAt(db: Connection, stop: TaskStop): Connection {
  return {
    all(sql, values) {
      if (performance.now() > stop.at) return Promise.reject(new QueryTimeoutError(stop.afterMs));
      return db.all(sql, values);
    },
  };
}

/** What the runner's owner does at points of the runner's life. */
export interface RunnerOptions {
  /**
   * Called once a load after the first has replaced the index (a gap in the feed): a query worker
   * gives back the freed pages of that load's rows there (heap-release.ts), as it does after its
   * first load and warming.
   */
  afterReload?: () => void;
  /**
   * Whether each search first applies what the feed holds (the default), or reads the index as
   * the worker's own passes between tasks keep it: a query worker on Postgres, whose server wakes
   * those passes with its notification, so that no search pays the feed's round trip (0.8–1.2 ms of
   * a 7.5 ms mean run at 1,000,000: docs/listings-service.md#the-change-feed).
   */
  searchesFollow?: boolean;
}

/**
 * A runner over one engine's connection, the same for both: the in-memory index
 * (listing-index.ts) is loaded at the first task, then follows the change feed (change-feed.ts):
 * each change is applied as the rows it touched (index-changes.ts). It is loaded again only when
 * the feed has lost its place (pruned) or holds more changes than a load costs; the index in hand
 * answers meanwhile.
 */
export function createRunner(
  db: Connection,
  dialect: SearchDialect,
  feed: ChangeFeed,
  /** The connection the index loads through, when its statements have a bound of their own. */
  loader: Connection = db,
  { afterReload, searchesFollow = true }: RunnerOptions = {},
): FollowingRunner {
  let state: { index: ListingIndex; place: string } | undefined;
  /** Changed listings read from the feed and not yet applied. */
  const pending = new Set<number>();
  let loading: Promise<void> | undefined;
  let refreshing: Promise<boolean> | undefined;
  const stats: RunnerStats = { loads: 0, applied: 0, upkeepMs: 0, feedMs: 0 };

  const load = (): Promise<void> =>
    (loading ??= (async () => {
      // The place before the load: a change made during it is applied again after (a change is
      // applied as the rows now, so applying it twice changes nothing).
      const place = await feed.position();
      const index = await loadListingIndex(loader, dialect.listAggregate);
      stats.loads++;
      state = { index, place };
      pending.clear();
      if (stats.loads > 1) afterReload?.();
    })().finally(() => {
      loading = undefined;
    }));

  const applySlice = async (current: { index: ListingIndex }): Promise<void> => {
    const seqs = [...pending].slice(0, CHANGE_SLICE);
    const marks = placeholders(seqs.length);
    // A withdrawn listing is applied as a removed one: the index holds live listings only.
    const rows = await db.all(
      `SELECT ${INDEX_COLUMNS} FROM listings WHERE seq IN (${marks}) AND status = 'live'`,
      seqs,
    );
    const live = rows.map((row) => Number(row.seq));
    const tags =
      live.length === 0
        ? []
        : await db.all(
            `SELECT listing_seq, tag FROM listing_tags WHERE listing_seq IN (${placeholders(live.length)})`,
            live,
          );
    // Their texts, for the kept text answers to be brought up to date without the engine.
    const changedTexts = new Map<number, ChangedText>();
    if (live.length > 0) {
      const sql = dialect.textsOf(live);
      for (const row of await db.all(sql.text, sql.values)) {
        changedTexts.set(Number(row.seq), {
          body: String(row.body),
          key: String(row.search_key),
        });
      }
    }
    const applying = performance.now();
    const applied = applyChanges(current.index, { seqs, rows, tags });
    // A grown index is a new one: it takes the kept text answers over.
    textsMoved(current.index, applied);
    current.index = applied;
    textsChanged(current.index, seqs, changedTexts);
    stats.upkeepMs += performance.now() - applying;
    for (const seq of seqs) pending.delete(seq);
    stats.applied += seqs.length;
  };

  const refresh = (): Promise<boolean> =>
    (refreshing ??= (async () => {
      if (!state) {
        await load();
        return false;
      }
      const current = state;
      if (pending.size === 0) {
        const read = await feed.read(current.place, reloadPast(current.index.size));
        if ('reload' in read) {
          await load();
          return false;
        }
        current.place = read.next;
        for (const seq of read.seqs) pending.add(seq);
      }
      if (pending.size > 0) await applySlice(current);
      return pending.size > 0;
    })().finally(() => {
      refreshing = undefined;
    }));

  /**
   * The index to search: brought up to date first where searches follow, unless a refresh or a
   * load is under way.
   */
  const currentIndex = async (): Promise<ListingIndex> => {
    if (!state) await load();
    else if (searchesFollow && !refreshing && !loading) {
      const asked = performance.now();
      await refresh();
      stats.feedMs += performance.now() - asked;
    }
    return (state as { index: ListingIndex }).index;
  };

  const run: QueryRunner = async (task, stop) => {
    const query = stop === undefined ? db : stoppingAt(db, stop);
    switch (task.kind) {
      case 'search':
        return searchListings(query, task.search, await currentIndex(), dialect);
      case 'map':
        return mapListings(query, task.search, await currentIndex(), dialect);
      case 'listing': {
        const listing = await findListing(query, task.id, task.language);
        if (listing) return listing;
        // Asked only when no live listing has the id: a withdrawn one's page answers 410.
        const withdrawn = await findWithdrawnListing(query, task.id, task.language);
        return withdrawn ? { gone: withdrawn } : null;
      }
      case 'ids':
        return listingIds(query, task.request);
      case 'by-id':
        return findListingsByIds(query, task.ids, task.language);
      case 'related': {
        const items = await findRelatedListings(query, task.id, task.language, task.limit);
        return items ? { items } : null;
      }
      case 'warm':
        return { listings: countBits((await currentIndex()).present) };
      case 'count': {
        const [row] = await db.all("SELECT count(*) AS n FROM listings WHERE status = 'live'", []);
        return { listings: Number(row?.n ?? 0) };
      }
    }
  };
  const warmWords = async (budgetMs?: number, share?: WarmingShare): Promise<string[]> =>
    warmFrequentWords(db, await currentIndex(), dialect, budgetMs, share);
  return Object.assign(run, { refresh, stats: () => ({ ...stats }), warmWords });
}

/** A runner over a node:sqlite connection, following its change feed. */
export function sqliteRunner(raw: DatabaseSync, options: RunnerOptions = {}): FollowingRunner {
  const db = sqliteConnection(raw);
  return createRunner(db, sqliteDialect, sqliteFeed(db), db, options);
}
