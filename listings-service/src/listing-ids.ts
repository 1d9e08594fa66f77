import type { FieldError } from './listing-params';
import type { Connection } from './listing-query';

/*
 * Every listing's id and date, a page at a time in the data order (`seq`): what the page server's
 * sitemap reads at any scale (docs/listings-service.md#get-apilistingsids, docs/seo.md). Paged by
 * `seq` rather than by offset, so a page far down costs what the first one does (a range of the
 * primary key), and a listing added or removed between two pages moves no other listing to
 * another page.
 */

/** The most ids one answer holds: a sitemap file's 50,000 addresses. */
export const MAX_IDS_LIMIT = 50_000;

/** What `GET /api/listings/ids` asks: the listings after `after` (a seq), at most `limit`. */
export interface IdsRequest {
  after: number;
  limit: number;
}

/** A listing as the sitemap names it. */
export interface ListingId {
  /** Its place in the data order: the cursor of the next page. */
  seq: number;
  id: string;
  /** Its date as an ISO day (`2026-03-12`), or null when the listing has no valid date. */
  date: string | null;
}

/** One page of ids. */
export interface ListingIdPage {
  items: ListingId[];
  /** The `after` of the next page, or null when this page holds the last listing. */
  next: number | null;
  /** The largest seq of all listings (0 for none): seqs never exceed it, so ranges can be cut. */
  lastSeq: number;
}

function wholeNumber(raw: string | null, fallback: number): number | undefined {
  if (raw === null || raw === '') return fallback;
  if (!/^\d{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

/**
 * Reads `after` (a whole number ≥ 0, default 0) and `limit` (1 to MAX_IDS_LIMIT, default
 * MAX_IDS_LIMIT) from a query string; anything else is a field error, as the search's parameters.
 */
export function readIdsRequest(
  params: URLSearchParams,
): { request: IdsRequest; errors?: undefined } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const after = wholeNumber(params.get('after'), 0);
  if (after === undefined) {
    errors.push({
      field: 'after',
      description: 'after must be a whole number of 0 or more (the previous page’s next).',
    });
  }
  const limit = wholeNumber(params.get('limit'), MAX_IDS_LIMIT);
  if (limit === undefined || limit < 1 || limit > MAX_IDS_LIMIT) {
    errors.push({
      field: 'limit',
      description: `limit must be a whole number from 1 to ${MAX_IDS_LIMIT.toLocaleString('en')}.`,
    });
  }
  if (after === undefined || limit === undefined || errors.length > 0) return { errors };
  return { request: { after, limit } };
}

function isoDay(dateKey: unknown): string | null {
  if (dateKey === null || dateKey === undefined) return null;
  const time = Number(dateKey);
  return Number.isFinite(time) ? new Date(time).toISOString().slice(0, 10) : null;
}

/** The listings after `after` in the data order, at most `limit`, with the cursor of the next. */
export async function listingIds(
  db: Connection,
  { after, limit }: IdsRequest,
): Promise<ListingIdPage> {
  // One more than asked tells whether a next page exists.
  const rows = await db.all(
    // A withdrawn listing's page answers 410: it leaves the sitemap (docs/publishing.md).
    "SELECT seq, id, date_key FROM listings WHERE seq > ? AND status = 'live' ORDER BY seq LIMIT ?",
    [after, limit + 1],
  );
  const [last] = await db.all('SELECT coalesce(max(seq), 0) AS n FROM listings', []);
  const items = rows.slice(0, limit).map((row) => ({
    seq: Number(row.seq),
    id: String(row.id),
    date: isoDay(row.date_key),
  }));
  return {
    items,
    next: rows.length > limit ? (items.at(-1)?.seq ?? null) : null,
    lastSeq: Number(last?.n ?? 0),
  };
}
