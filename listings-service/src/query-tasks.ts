import type { DatabaseSync } from 'node:sqlite';
import type { Language } from '../../shared/src/domain/constants';
import type { Property } from '../../shared/src/domain/property';
import type { BoundingBox, ListingSearch } from './listing-params';
import { listingIds, type IdsRequest, type ListingIdPage } from './listing-ids';
import { countBits, loadListingIndex, type ListingIndex } from './listing-index';
import {
  findListing,
  mapListings,
  searchListings,
  type Connection,
  type ListingMap,
  type ListingPage,
  type SearchDialect,
} from './listing-query';
import { sqliteConnection, sqliteDialect } from './sqlite-search';
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
  | ListingBatch
  | { items: Property[] }
  | null
  | { listings: number };

/** Runs tasks on one connection. */
export type QueryRunner = (task: QueryTask) => Promise<QueryAnswer>;

/**
 * A runner over one engine's connection, the same for both: the in-memory index
 * (listing-index.ts) is read at the first task and again whenever `dataVersion` changes (another
 * connection wrote). With `staleWhileLoading` (Postgres, where a load of 1,000,000 takes seconds
 * and tasks run concurrently) the index in hand answers until the new one is loaded.
 */
export function createRunner(
  db: Connection,
  dialect: SearchDialect,
  dataVersion: () => Promise<unknown>,
  { staleWhileLoading = false }: { staleWhileLoading?: boolean } = {},
): QueryRunner {
  let index: { version: unknown; value: ListingIndex } | undefined;
  let loading: Promise<ListingIndex> | undefined;
  const currentIndex = async (): Promise<ListingIndex> => {
    const now = await dataVersion();
    if (index && index.version === now) return index.value;
    loading ??= loadListingIndex(db, dialect.listAggregate)
      .then((value) => {
        index = { version: now, value };
        return value;
      })
      .finally(() => {
        loading = undefined;
      });
    return staleWhileLoading && index ? index.value : loading;
  };
  return async (task) => {
    switch (task.kind) {
      case 'search':
        return searchListings(db, task.search, await currentIndex(), dialect);
      case 'map':
        return mapListings(db, task.search, await currentIndex(), dialect);
      case 'listing':
        return (await findListing(db, task.id, task.language)) ?? null;
      case 'ids':
        return listingIds(db, task.request);
      case 'by-id':
        return findListingsByIds(db, task.ids, task.language);
      case 'related': {
        const items = await findRelatedListings(db, task.id, task.language, task.limit);
        return items ? { items } : null;
      }
      case 'warm':
        return { listings: countBits((await currentIndex()).present) };
      case 'count': {
        const [row] = await db.all('SELECT count(*) AS n FROM listings', []);
        return { listings: Number(row?.n ?? 0) };
      }
    }
  };
}

/** A runner over a node:sqlite connection; its data version is `PRAGMA data_version`. */
export function sqliteRunner(raw: DatabaseSync): QueryRunner {
  const version = raw.prepare('PRAGMA data_version');
  return createRunner(sqliteConnection(raw), sqliteDialect, () =>
    Promise.resolve(version.get()?.data_version),
  );
}
