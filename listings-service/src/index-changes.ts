import { SORT_KEYS } from '../../shared/src/domain/filter';
import {
  SORT_COLUMNS,
  clearBit,
  countBits,
  emptyBitmap,
  groupTags,
  grownBitmap,
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
 * place. The order without them is still sorted (no other listing's value changed), so each one
 * put back finds its place by binary search, and the runs between are copied whole: one pass of
 * bit tests and copies over the order, and a few comparisons a change (at 1,000,000 listings the
 * comparison of every listing cost 25–35 ms a sort).
 */
export function mergeOrder(
  order: Uint32Array,
  /** The changed listings; undefined when none of them is in the order (all new). */
  changed: Bitmap | undefined,
  inserted: readonly number[],
  compare: (a: number, b: number) => number,
): Uint32Array {
  let kept = order;
  let size = order.length;
  if (changed) {
    kept = new Uint32Array(order.length);
    size = 0;
    for (let i = 0; i < order.length; i++) {
      const seq = order[i] as number;
      if (!hasBit(changed, seq)) kept[size++] = seq;
    }
  }
  const sorted = [...inserted].sort(compare);
  const out = new Uint32Array(size + sorted.length);
  let from = 0;
  let written = 0;
  for (const seq of sorted) {
    // The first kept listing that sorts after it, at or past where the one before went.
    let low = from;
    let high = size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(kept[middle] as number, seq) < 0) low = middle + 1;
      else high = middle;
    }
    out.set(kept.subarray(from, low), written);
    written += low - from;
    from = low;
    out[written++] = seq;
  }
  out.set(kept.subarray(from, size), written);
  return out;
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
  // Whether any was in the index before (else the sorts' orders have nothing to take out).
  let known = false;
  for (const seq of changes.seqs) {
    setBit(changed, seq);
    known ||= hasBit(index.present, seq);
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
      known ? changed : undefined,
      present,
      sortComparator(index, sort),
    );
  }
  return regroup ? groupTags(index) : index;
}
