import { hasSqlite, openDatabase } from './database';
import { loadListingIndex, type ListingIndex } from './listing-index';
import type { Connection } from './listing-query';
import { storeListings, type ListingRecord } from './listing-store';
import { readSiteListings, readTagNames } from './seed';
import { sqliteConnection, sqliteDialect } from './sqlite-search';

/**
 * `describe` where node:sqlite exists (Node 22.13+, what CI runs), else `describe.skip` with the
 * reason printed once: the service needs Node 22, the jest run on Node 20 must not fail for it.
 */
export const describeWithSqlite: jest.Describe = hasSqlite()
  ? describe
  : (() => {
      console.warn(
        `listings-service tests skipped: node:sqlite needs Node 22.13+, this is ${process.version}`,
      );
      return describe.skip;
    })();

/** An in-memory database holding `records` (the site's 60 listings by default). */
export async function databaseWith(
  records: readonly ListingRecord[] = readSiteListings(),
): Promise<{ db: Connection; catalog: ListingIndex; close: () => void }> {
  const raw = openDatabase(':memory:');
  storeListings(raw, records, readTagNames());
  const db = sqliteConnection(raw);
  return {
    db,
    catalog: await loadListingIndex(db, sqliteDialect.listAggregate),
    close: () => raw.close(),
  };
}
