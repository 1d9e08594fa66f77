import { SORT_KEYS } from '../../shared/src/domain/filter';
import {
  SORT_COLUMNS,
  clearBit,
  countBits,
  emptyBitmap,
  groupTags,
  hasBit,
  setBit,
  writeRow,
  type Bitmap,
  type ListingIndex,
} from './listing-index';

/*
 * A change to the in-memory index (listing-index.ts) as the change feed reports it
 * (change-feed.ts, docs/listings-service.md#the-change-feed): the listings a write touched, read
 * again. Applying it leaves the index as a full load of the same data would: the same bits, values
 * and sort orders (index-changes.test.ts compares them), at a cost of the changed listings and one
 * pass over each sort's order, where a load reads every listing again (9 s at 1,000,000).
 */

/** What the feed's readers give for a set of changed listings: their rows now. */
export interface ChangedListings {
  /** Every listing a change touched, whether it still exists or not. */
  seqs: readonly number[];
  /** The rows (INDEX_COLUMNS) of those that exist now; the others were removed. */
  rows: readonly Record<string, unknown>[];
  /** Their tags now: one row per (listing_seq, tag). */
  tags: readonly Record<string, unknown>[];
}

/** The room a growing index leaves: a quarter more than it needs, so that growth is rare. */
export function grownSize(size: number, largestSeq: number): number {
  return Math.max(largestSeq + 1, Math.ceil(size * 1.25) + 1024);
}

function grownBitmap(bitmap: Bitmap, size: number): Bitmap {
  const out = emptyBitmap(size);
  out.set(bitmap);
  return out;
}

function grownValues(values: Float64Array, size: number): Float64Array {
  const out = new Float64Array(size).fill(Number.NaN);
  out.set(values);
  return out;
}

/** A copy of the index with room for `size` listings (searches running on the old one keep it). */
function grow(index: ListingIndex, size: number): ListingIndex {
  return {
    ...index,
    size,
    present: grownBitmap(index.present, size),
    sale: grownBitmap(index.sale, size),
    rent: grownBitmap(index.rent, size),
    price: grownValues(index.price, size),
    sqft: grownValues(index.sqft, size),
    lat: grownValues(index.lat, size),
    lng: grownValues(index.lng, size),
    dateKey: grownValues(index.dateKey, size),
    tags: new Map([...index.tags].map(([tag, bitmap]) => [tag, grownBitmap(bitmap, size)])),
    order: { ...index.order },
  };
}

/** The order in which a sort lists two listings: as its SQL (ORDER_BY) does. */
export function sortComparator(
  index: ListingIndex,
  sort: keyof typeof SORT_COLUMNS,
): (a: number, b: number) => number {
  const { values: name, descending } = SORT_COLUMNS[sort];
  const values = index[name];
  return (a, b) => {
    const x = values[a] as number;
    const y = values[b] as number;
    const xMissing = Number.isNaN(x);
    const yMissing = Number.isNaN(y);
    if (xMissing !== yMissing) return xMissing ? 1 : -1;
    if (!xMissing && x !== y) return descending ? y - x : x - y;
    return a - b;
  };
}

/**
 * A sort's order with the changed listings taken out and those that exist put back in their
 * place: one pass over the order, the changed ones sorted among themselves.
 */
export function mergeOrder(
  order: Uint32Array,
  changed: Bitmap,
  inserted: readonly number[],
  compare: (a: number, b: number) => number,
): Uint32Array {
  const sorted = [...inserted].sort(compare);
  const out = new Uint32Array(order.length + sorted.length);
  let n = 0;
  let next = 0;
  for (let i = 0; i < order.length; i++) {
    const seq = order[i] as number;
    if (hasBit(changed, seq)) continue;
    while (next < sorted.length && compare(sorted[next] as number, seq) < 0)
      out[n++] = sorted[next++] as number;
    out[n++] = seq;
  }
  while (next < sorted.length) out[n++] = sorted[next++] as number;
  return n === out.length ? out : out.slice(0, n);
}

/**
 * Applies changed listings to the index: in place, or in a grown copy when a new listing's seq is
 * past its room (the one to use from now is returned). A search running meanwhile on a Postgres
 * worker (its statements await) may count a listing changed under it either way, as it would
 * between two statements of the database.
 */
export function applyChanges(given: ListingIndex, changes: ChangedListings): ListingIndex {
  const largest = Math.max(-1, ...changes.seqs);
  const index = largest < given.size ? given : grow(given, grownSize(given.size, largest));
  const changed = emptyBitmap(index.size);
  for (const seq of changes.seqs) {
    setBit(changed, seq);
    clearBit(index.present, seq);
    clearBit(index.sale, seq);
    clearBit(index.rent, seq);
    for (const values of [index.price, index.sqft, index.lat, index.lng, index.dateKey])
      values[seq] = Number.NaN;
  }
  // The tags the changed listings had: cleared, and dropped below if no listing has them now.
  const emptied = new Set<string>();
  for (const [tag, bitmap] of index.tags) {
    for (const seq of changes.seqs) {
      if (!hasBit(bitmap, seq)) continue;
      clearBit(bitmap, seq);
      emptied.add(tag);
    }
  }
  let regroup = false;
  for (const row of changes.rows) regroup = writeRow(index, row) || regroup;
  for (const row of changes.tags) {
    const tag = String(row.tag);
    let bitmap = index.tags.get(tag);
    if (!bitmap) {
      bitmap = emptyBitmap(index.size);
      index.tags.set(tag, bitmap);
      regroup = true;
    }
    setBit(bitmap, Number(row.listing_seq));
  }
  for (const tag of emptied) {
    if (countBits(index.tags.get(tag) as Bitmap) > 0) continue;
    index.tags.delete(tag);
    regroup = true;
  }
  const present = changes.seqs.filter((seq) => hasBit(index.present, seq));
  for (const sort of SORT_KEYS) {
    index.order[sort] = mergeOrder(
      index.order[sort],
      changed,
      present,
      sortComparator(index, sort),
    );
  }
  return regroup ? groupTags(index) : index;
}
