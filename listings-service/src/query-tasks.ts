import type { DatabaseSync } from 'node:sqlite';
import type { Language } from '../../shared/src/domain/constants';
import type { Property } from '../../shared/src/domain/property';
import type { BoundingBox, ListingSearch } from './listing-params';
import {
  findListing,
  mapListings,
  readCatalog,
  searchListings,
  type Catalog,
  type ListingMap,
  type ListingPage,
} from './listing-query';
import { sqliteConnection, sqliteDialect } from './sqlite-search';

/** One unit of work for a database connection: what the HTTP layer asks of the query workers. */
export type QueryTask =
  | { kind: 'search'; search: ListingSearch }
  | { kind: 'map'; search: ListingSearch & { box: BoundingBox } }
  | { kind: 'listing'; id: string; language: Language }
  | { kind: 'count' };

/** The answer to each kind of task. */
export type QueryAnswer = ListingPage | ListingMap | Property | null | { listings: number };

/** Runs tasks on one connection. */
export type QueryRunner = (task: QueryTask) => Promise<QueryAnswer>;

/**
 * A runner over a node:sqlite connection. The catalog (every tag and its group) is read once and
 * again whenever another connection has written (`PRAGMA data_version` changes).
 */
export function sqliteRunner(raw: DatabaseSync): QueryRunner {
  const db = sqliteConnection(raw);
  const version = raw.prepare('PRAGMA data_version');
  let catalog: { version: unknown; value: Catalog } | undefined;
  const currentCatalog = async (): Promise<Catalog> => {
    const now = version.get()?.data_version;
    if (!catalog || catalog.version !== now) {
      catalog = { version: now, value: await readCatalog(db) };
    }
    return catalog.value;
  };
  return async (task) => {
    switch (task.kind) {
      case 'search':
        return searchListings(db, task.search, await currentCatalog(), sqliteDialect);
      case 'map':
        return mapListings(db, task.search, await currentCatalog(), sqliteDialect);
      case 'listing':
        return (await findListing(db, task.id, task.language)) ?? null;
      case 'count': {
        const [row] = await db.all('SELECT count(*) AS n FROM listings', []);
        return { listings: Number(row?.n ?? 0) };
      }
    }
  };
}
