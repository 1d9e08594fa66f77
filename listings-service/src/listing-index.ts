import {
  SORT_KEYS,
  collectTags,
  type NumberRange,
  type SortKey,
} from '../../shared/src/domain/filter';
import type { BoundingBox } from './listing-params';
import {
  TAG_GROUPS,
  createTagGrouper,
  type TagGroupName,
  type TagGrouper,
} from '../../shared/src/domain/tag-search';

/*
 * The listings' filter columns held in memory by each query worker (docs/listings-service.md#the-index):
 * one bitmap per tag and per deal, the price, area and position of each listing, and the listings
 * in each sort's order. Counting the listings a choice leaves is then an AND and a population
 * count over 32 listings a word, whatever the number of matches; SQL is left what only a database
 * can do well: the text search (engine-specific) and the documents of a page. Loaded
 * from the one schema with SQL both engines share, read again when the data change.
 */

/** A set of listings, one bit per `seq`. */
export type Bitmap = Uint32Array;

/** A row source: what the index needs of a database connection. */
export interface RowSource {
  all(sql: string, values: readonly (string | number | null)[]): Promise<Record<string, unknown>[]>;
}

/** The listings' filter columns, by `seq` (the data order). */
export interface ListingIndex {
  /** One more than the largest seq: the bitmaps' length in bits. */
  size: number;
  /** The listings that exist. */
  present: Bitmap;
  sale: Bitmap;
  rent: Bitmap;
  /** NaN where the listing has no valid value. */
  price: Float64Array;
  sqft: Float64Array;
  lat: Float64Array;
  lng: Float64Array;
  /** Each tag's listings. */
  tags: Map<string, Bitmap>;
  /** Every seq in each sort's order (invalid values last, seq as the tie-break). */
  order: Record<SortKey, Uint32Array>;
  /** Which group each tag belongs to: the site's vocabulary plus the data's own names. */
  groupOf: TagGrouper;
  /** Every tag of the data by group, in the filter panel's order. */
  tagsByGroup: Map<TagGroupName, string[]>;
}

/** Each sort's SQL order (the indexes of migration 003 serve them). */
export const ORDER_BY: Record<SortKey, string> = {
  newest: '(date_key IS NULL), date_key DESC, seq',
  oldest: '(date_key IS NULL), date_key ASC, seq',
  'high-price': '(price IS NULL), price DESC, seq',
  'low-price': '(price IS NULL), price ASC, seq',
};

/** An empty bitmap for `size` listings. */
export function emptyBitmap(size: number): Bitmap {
  return new Uint32Array((size + 31) >>> 5);
}

/** Sets a listing's bit. */
export function setBit(bitmap: Bitmap, seq: number): void {
  bitmap[seq >>> 5] = (bitmap[seq >>> 5] as number) | (1 << (seq & 31));
}

/** Whether a listing's bit is set. */
export function hasBit(bitmap: Bitmap, seq: number): boolean {
  return (((bitmap[seq >>> 5] as number) >>> (seq & 31)) & 1) === 1;
}

/** The listings in every one of the bitmaps (a new bitmap). */
export function and(size: number, bitmaps: readonly Bitmap[]): Bitmap {
  const [first, ...rest] = bitmaps;
  if (!first) return emptyBitmap(size);
  const out = first.slice();
  for (const bitmap of rest)
    for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) & (bitmap[i] as number);
  return out;
}

/** The listings in any of the bitmaps (a new bitmap). */
export function or(size: number, bitmaps: readonly Bitmap[]): Bitmap {
  const out = emptyBitmap(size);
  for (const bitmap of bitmaps)
    for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) | (bitmap[i] as number);
  return out;
}

function bitsIn(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/** How many listings a bitmap holds. */
export function countBits(bitmap: Bitmap): number {
  let total = 0;
  for (let i = 0; i < bitmap.length; i++) total += bitsIn(bitmap[i] as number);
  return total;
}

/** How many listings both bitmaps hold, without building their intersection. */
export function countBoth(a: Bitmap, b: Bitmap): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) total += bitsIn((a[i] as number) & (b[i] as number));
  return total;
}

/** The seqs of a bitmap in ascending order. */
export function seqsOf(bitmap: Bitmap, limit = Number.POSITIVE_INFINITY): number[] {
  const out: number[] = [];
  for (let i = 0; i < bitmap.length && out.length < limit; i++) {
    let word = bitmap[i] as number;
    while (word !== 0 && out.length < limit) {
      const low = word & -word;
      out.push((i << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
  return out;
}

/** Calls `visit` with each seq of a bitmap in ascending order, without listing them first. */
export function forEachSeq(bitmap: Bitmap, visit: (seq: number) => void): void {
  for (let i = 0; i < bitmap.length; i++) {
    let word = bitmap[i] as number;
    while (word !== 0) {
      const low = word & -word;
      visit((i << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}

/** A range's bounds, inclusive, reversed ones swapped and a missing one open; none when unset. */
function rangeBounds({ min, max }: NumberRange): { low: number; high: number } | undefined {
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return { low: min ?? Number.NEGATIVE_INFINITY, high: max ?? Number.POSITIVE_INFINITY };
}

/** A bitmap of the listings whose value lies in the range (inclusive; reversed bounds swapped). */
export function rangeBitmap(
  index: ListingIndex,
  values: Float64Array,
  range: NumberRange,
): Bitmap | undefined {
  const bounds = rangeBounds(range);
  if (!bounds) return undefined;
  const { low, high } = bounds;
  const out = emptyBitmap(index.size);
  // NaN (no valid value) fails both comparisons: left out while a range is set.
  for (let seq = 0; seq < values.length; seq++) {
    const value = values[seq] as number;
    if (value >= low && value <= high) setBit(out, seq);
  }
  return out;
}

/**
 * rangeBitmap's answer from an order of the listings by the same values, ascending, valid values
 * first (the index's `low-price` order for prices): a binary search for the lower bound, then the
 * listings up to the upper one, instead of a pass over every listing's value (docs/listings-service.md#measured).
 */
export function sortedRangeBitmap(
  index: ListingIndex,
  values: Float64Array,
  order: Uint32Array,
  range: NumberRange,
): Bitmap | undefined {
  const bounds = rangeBounds(range);
  if (!bounds) return undefined;
  const { low, high } = bounds;
  // The first position at or past the lower bound, or invalid (NaN sorts last).
  let start = 0;
  let end = order.length;
  while (start < end) {
    const middle = (start + end) >>> 1;
    const value = values[order[middle] as number] as number;
    if (Number.isNaN(value) || value >= low) end = middle;
    else start = middle + 1;
  }
  const out = emptyBitmap(index.size);
  for (let i = start; i < order.length; i++) {
    const seq = order[i] as number;
    // Past the upper bound, or NaN (no valid value): no later listing is in the range.
    if (!((values[seq] as number) <= high)) break;
    setBit(out, seq);
  }
  return out;
}

/** A bitmap of the listings whose point lies inside the box, edges included. */
export function boxBitmap(index: ListingIndex, box: BoundingBox): Bitmap {
  const out = emptyBitmap(index.size);
  for (let seq = 0; seq < index.size; seq++) {
    const lat = index.lat[seq] as number;
    const lng = index.lng[seq] as number;
    // NaN (no position) fails every comparison: never on the map.
    if (lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east)
      setBit(out, seq);
  }
  return out;
}

function numberOrNaN(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN;
}

/** How many listings the index reads at a time. */
const LOAD_SLICE = 100_000;

/**
 * Reads the index of the listings in the database. `listAggregate` is the engine's aggregate that
 * joins a column's values with commas, in an order if given (SQLite's group_concat, Postgres's
 * string_agg): each tag's listings and each sort's order arrive as one text (at 1,000,000
 * listings, 4.7 million tag pairs in 0.6 s where a row each took 18 s; a sort in 0.6 s, not 2 s).
 */
export async function loadListingIndex(
  db: RowSource,
  listAggregate: (column: string, orderBy?: string) => string,
): Promise<ListingIndex> {
  const [bounds] = await db.all('SELECT coalesce(max(seq), 0) + 1 AS size FROM listings', []);
  const size = Number(bounds?.size ?? 1);
  const present = emptyBitmap(size);
  const sale = emptyBitmap(size);
  const rent = emptyBitmap(size);
  const price = new Float64Array(size).fill(Number.NaN);
  const sqft = new Float64Array(size).fill(Number.NaN);
  const lat = new Float64Array(size).fill(Number.NaN);
  const lng = new Float64Array(size).fill(Number.NaN);
  const vocabulary = {
    types: new Set<string>(),
    cities: new Set<string>(),
    subCities: new Set<string>(),
  };
  // In slices of seq, so a million rows never sit in memory at once.
  const rows = async function* () {
    for (let from = 0; from < size; from += LOAD_SLICE) {
      yield* await db.all(
        'SELECT seq, deal, price, sqft, lat, lng, type, city, sub_city FROM listings WHERE seq >= ? AND seq < ?',
        [from, from + LOAD_SLICE],
      );
    }
  };
  for await (const row of rows()) {
    const seq = Number(row.seq);
    setBit(present, seq);
    setBit(row.deal === 'sale' ? sale : rent, seq);
    price[seq] = numberOrNaN(row.price);
    sqft[seq] = numberOrNaN(row.sqft);
    lat[seq] = numberOrNaN(row.lat);
    lng[seq] = numberOrNaN(row.lng);
    if (typeof row.type === 'string') vocabulary.types.add(row.type);
    if (typeof row.city === 'string') vocabulary.cities.add(row.city);
    if (typeof row.sub_city === 'string') vocabulary.subCities.add(row.sub_city);
  }
  const tags = new Map<string, Bitmap>();
  for (const row of await db.all(
    `SELECT tag, ${listAggregate('listing_seq')} AS seqs FROM listing_tags GROUP BY tag`,
    [],
  )) {
    const bitmap = emptyBitmap(size);
    for (const seq of String(row.seqs).split(',')) setBit(bitmap, Number(seq));
    tags.set(String(row.tag), bitmap);
  }
  const order = {} as Record<SortKey, Uint32Array>;
  for (const sort of SORT_KEYS) {
    const [row] = await db.all(
      `SELECT ${listAggregate('seq', ORDER_BY[sort])} AS seqs FROM listings`,
      [],
    );
    const seqs = typeof row?.seqs === 'string' && row.seqs !== '' ? row.seqs.split(',') : [];
    order[sort] = Uint32Array.from(seqs, Number);
  }
  const groupOf = createTagGrouper(vocabulary);
  const tagsByGroup = new Map<TagGroupName, string[]>(TAG_GROUPS.map((group) => [group, []]));
  for (const { tag } of collectTags([...tags.keys()].map((tag) => ({ params: [tag] })))) {
    tagsByGroup.get(groupOf(tag))?.push(tag);
  }
  return { size, present, sale, rent, price, sqft, lat, lng, tags, order, groupOf, tagsByGroup };
}
