import type { Language } from '../../shared/src/domain/constants';
import type { Property } from '../../shared/src/domain/property';
import { relatedProperties } from '../../shared/src/domain/related-properties';
import { liveSeq } from './listing-index';
import {
  documentColumns,
  localizedListing,
  placeholders,
  type Connection,
  type SqlValue,
} from './listing-query';

/*
 * What the site's pages other than the listing page ask for (docs/listings-service.md#lookups):
 * listings by id (favorites, compare, the home sections, the contract's chosen listing), an
 * agent's or an owner's listings (a search condition: listing-query.ts's `personMask`), and a property's
 * related listings. Each reads only the rows it returns, through the indexes of migration 005.
 */

/** The most ids one `GET /api/listings/by-id` may ask for (a page's worth, like `pageSize`). */
export const MAX_IDS = 60;
/** The most related listings one request may ask for. */
export const MAX_RELATED = 12;

/** The answer of `GET /api/listings/by-id`: the listings found, in the asked order, and the rest. */
export interface ListingBatch {
  items: Property[];
  /** The asked ids no listing has, in the asked order. */
  missing: string[];
  /**
   * The asked ids of listings their publishers withdrew, in the asked order: a wishlist can say
   * "no longer available" rather than drop them as unknown (docs/publishing.md).
   */
  withdrawn: string[];
}

/**
 * The live listings with these ids, in the asked order (a repeated id once), the withdrawn ones'
 * ids and the unknown ids.
 */
export async function findListingsByIds(
  db: Connection,
  ids: readonly string[],
  language: Language,
): Promise<ListingBatch> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { items: [], missing: [], withdrawn: [] };
  const rows = await db.all(
    `SELECT l.id, l.status, ${documentColumns(language, 'd.')}
       FROM listings l JOIN listing_docs d ON d.seq = l.seq
      WHERE l.id IN (${placeholders(unique.length)})`,
    unique,
  );
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const items: Property[] = [];
  const missing: string[] = [];
  const withdrawn: string[] = [];
  for (const id of unique) {
    const row = byId.get(id);
    if (!row) missing.push(id);
    else if (row.status === 'live') items.push(localizedListing(row, language));
    else withdrawn.push(id);
  }
  return { items, missing, withdrawn };
}

/**
 * The related listings of the live listing `id` (relatedProperties' rule: same city; same
 * sub-city, then same deal, first; ties in the data order), live ones only, or undefined for an
 * unknown or withdrawn id. The database
 * gives the first `limit` of each tier in the data order, read along an index; the rule picks
 * among them, so it is applied by one function here and in the browser.
 */
export async function findRelatedListings(
  db: Connection,
  id: string,
  language: Language,
  limit: number,
): Promise<Property[] | undefined> {
  const [self] = await db.all(
    `SELECT l.seq, l.city, l.sub_city, l.deal, ${documentColumns(language, 'd.')} FROM listings l
       JOIN listing_docs d ON d.seq = l.seq WHERE l.id = ? AND l.status = 'live'`,
    [id],
  );
  if (!self) return undefined;
  const property = localizedListing(self, language);
  if (typeof self.city !== 'string' || limit <= 0) return [];
  const seq = Number(self.seq);
  const tiers: { where: string; values: SqlValue[] }[] = [];
  // The same deal, then the other: each an equality, so that each tier is read along its index in
  // the data order (`deal <> ?` made the database sort every listing of the city: 50 ms at
  // 1,000,000, 540 ms from disk).
  for (const deal of self.deal === 'rent' ? ['rent', 'sale'] : ['sale', 'rent']) {
    if (typeof self.sub_city === 'string') {
      tiers.push({
        where: 'city = ? AND sub_city = ? AND deal = ?',
        values: [self.city, self.sub_city, deal],
      });
      tiers.push({
        where: 'city = ? AND (sub_city IS NULL OR sub_city <> ?) AND deal = ?',
        values: [self.city, self.sub_city, deal],
      });
    } else {
      tiers.push({ where: 'city = ? AND deal = ?', values: [self.city, deal] });
    }
  }
  const candidates = new Set<number>();
  for (const tier of tiers) {
    const rows = await db.all(
      `SELECT seq FROM listings WHERE ${tier.where} AND seq <> ? AND ${liveSeq()}
        ORDER BY seq LIMIT ?`,
      [...tier.values, seq, limit],
    );
    for (const row of rows) candidates.add(Number(row.seq));
  }
  if (candidates.size === 0) return [];
  const seqs = [...candidates].sort((a, b) => a - b);
  const rows = await db.all(
    `SELECT seq, ${documentColumns(language)} FROM listing_docs
      WHERE seq IN (${placeholders(seqs.length)}) ORDER BY seq`,
    seqs,
  );
  return relatedProperties(
    rows.map((row) => localizedListing(row, language)),
    property,
    limit,
  );
}
