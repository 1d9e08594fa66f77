import { SORT_KEYS } from '../../shared/src/domain/filter';
import {
  SORT_COLUMNS,
  clearBit,
  emptyBitmap,
  groupTags,
  bitmapWords,
  capacityOf,
  hasAnyBit,
  hasBit,
  reservedBitmap,
  reservedSlots,
  setBit,
  writeRow,
  type Bitmap,
  type ListingIndex,
} from './listing-index';

/*
 * A change to the in-memory index (listing-index.ts) as the change feed reports it
 * (change-feed.ts, docs/listings-service.md#the-change-feed): the listings a write touched, read
 * again. Applying it leaves the index as a full load of the same data would: the same bits, values
 * and sort orders (index-changes.test.ts compares them), at a cost of the changed listings and a
 * copy of each sort's order, where a load reads every listing again (9 s at 1,000,000).
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

/**
 * A column as `size` values: in its own memory when that has room (nothing copied, only the new
 * slots written), else copied into memory with room for `reserve`; the new slots are missing (NaN).
 */
function extendedValues(values: Float64Array, size: number, reserve: number): Float64Array {
  let out: Float64Array;
  if (capacityOf(values) >= size) out = new Float64Array(values.buffer, values.byteOffset, size);
  else {
    out = new Float64Array(Math.max(size, reserve)).subarray(0, size);
    out.set(values);
  }
  return out.fill(Number.NaN, values.length);
}

/**
 * A bitmap with room for `size` listings: in its own memory when that has room (never written
 * past a bitmap's length, so still empty), else copied into memory with room for `reserve`.
 */
function extendedBitmap(bitmap: Bitmap, size: number, reserve: number): Bitmap {
  const words = bitmapWords(size);
  if (bitmap.length >= words) return bitmap;
  if (capacityOf(bitmap) >= words) return new Uint32Array(bitmap.buffer, bitmap.byteOffset, words);
  const out = reservedBitmap(size, reserve);
  out.set(bitmap);
  return out;
}

/**
 * The index with room for `size` listings. Into the memory its load reserved (reservedSlots)
 * without copying anything, where a copy of every array (60 MB a worker at 1,000,000, most of its
 * time the system mapping the new pages) held each worker's searches for about a quarter of a
 * second; past it, copied into memory reserving as much again. Grown in place, the old index shares
 * its memory with the new one: a search still running on it (a Postgres worker's, awaiting a
 * statement) may count a listing the growing slice changed, as with any change applied in place.
 */
function grow(index: ListingIndex, size: number): ListingIndex {
  const reserve = reservedSlots(size);
  const bitmap = (of: Bitmap) => extendedBitmap(of, size, reserve);
  const values = (of: Float64Array) => extendedValues(of, size, reserve);
  return {
    ...index,
    size,
    present: bitmap(index.present),
    sale: bitmap(index.sale),
    rent: bitmap(index.rent),
    price: values(index.price),
    sqft: values(index.sqft),
    lat: values(index.lat),
    lng: values(index.lng),
    dateKey: values(index.dateKey),
    tags: new Map([...index.tags].map(([tag, of]) => [tag, bitmap(of)])),
    order: Object.fromEntries(
      SORT_KEYS.map((sort) => {
        const order = index.order[sort];
        return [sort, capacityOf(order) >= size ? order : withRoom(order, reserve)];
      }),
    ) as ListingIndex['order'],
  };
}

/** The order in which a sort lists two listings: as its SQL (ORDER_BY) does. */
export function sortComparator(
  index: ListingIndex,
  sort: keyof typeof SORT_COLUMNS,
  /** The values some listings had before a change, which their places in the order still follow. */
  before?: ReadonlyMap<number, number>,
): (a: number, b: number) => number {
  const { values: name, descending } = SORT_COLUMNS[sort];
  const values = index[name];
  const valueOf = before ? (seq: number) => before.get(seq) ?? (values[seq] as number) : undefined;
  return (a, b) => {
    const x = valueOf ? valueOf(a) : (values[a] as number);
    const y = valueOf ? valueOf(b) : (values[b] as number);
    const xMissing = Number.isNaN(x);
    const yMissing = Number.isNaN(y);
    if (xMissing !== yMissing) return xMissing ? 1 : -1;
    if (!xMissing && x !== y) return descending ? y - x : x - y;
    return a - b;
  };
}

/**
 * Where each of `seqs` (listings in the order) stands in a sort's order, ascending: found by
 * binary search with the values the order was sorted by (`compare`, given the values before the
 * change), a few comparisons each, where a pass testing every listing of the order cost 15–20 ms
 * a sort at 1,000,000 (each edit, in each worker). A seq not where its value puts it (never, if
 * the order is right) is looked for whole.
 */
export function positionsIn(
  order: Uint32Array,
  seqs: readonly number[],
  compare: (a: number, b: number) => number,
): number[] {
  const positions = new Set<number>();
  for (const seq of seqs) {
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(order[middle] as number, seq) < 0) low = middle + 1;
      else high = middle;
    }
    const at = order[low] === seq ? low : order.indexOf(seq);
    if (at >= 0) positions.add(at);
  }
  return [...positions].sort((a, b) => a - b);
}

/** An order's memory from its start to the end of its buffer: the room it may grow into. */
function roomOf(order: Uint32Array): Uint32Array {
  return new Uint32Array(
    order.buffer,
    order.byteOffset,
    (order.buffer.byteLength - order.byteOffset) >>> 2,
  );
}

/** A copy of an order in memory with room for `room` listings (at least its own). */
export function withRoom(order: Uint32Array, room: number): Uint32Array {
  const out = new Uint32Array(Math.max(room, order.length));
  out.set(order);
  return out.subarray(0, order.length);
}

/**
 * A sort's order with the listings at `removedAt` (ascending positions: positionsIn) taken out
 * and `inserted` put in their places, in the order's own memory when it has room (a load and a
 * grown index leave room for every slot: sortOrders, grow), else in a copy with a quarter more.
 * The order without the removed ones is still sorted (no other listing's value changed): the
 * listings after each removed one move back, then each inserted one, the last first, finds its
 * place by binary search and the listings after it move on. Only what lies past the first change
 * moves, by native copies, and nothing is allocated: where a new order a change took 3 ms and a
 * collection of 4 MB a sort at 1,000,000 (docs/listings-service.md#the-change-feed).
 */
export function mergeOrder(
  order: Uint32Array,
  removedAt: readonly number[],
  inserted: readonly number[],
  compare: (a: number, b: number) => number,
): Uint32Array {
  const sorted = [...inserted].sort(compare);
  const length = order.length - removedAt.length + sorted.length;
  let memory = roomOf(order);
  if (memory.length < length) memory = roomOf(withRoom(order, Math.ceil(length * 1.25)));
  let kept = order.length;
  if (removedAt.length > 0) {
    let written = removedAt[0] as number;
    for (const [at, position] of removedAt.entries()) {
      const next = removedAt[at + 1] ?? order.length;
      memory.copyWithin(written, position + 1, next);
      written += next - position - 1;
    }
    kept = written;
  }
  // The kept listings are memory[0, end); the inserted ones still to place, sorted[0, left].
  let end = kept;
  for (let left = sorted.length - 1; left >= 0; left--) {
    const seq = sorted[left] as number;
    // The first kept listing that sorts after it.
    let low = 0;
    let high = end;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(memory[middle] as number, seq) < 0) low = middle + 1;
      else high = middle;
    }
    memory.copyWithin(low + left + 1, low, end);
    memory[low + left] = seq;
    end = low;
  }
  return memory.subarray(0, length);
}

/** Whether two of the index's values are the same (NaN, no valid value, the same as NaN). */
function sameValue(a: number, b: number | undefined): boolean {
  return a === b || (Number.isNaN(a) && b !== undefined && Number.isNaN(b));
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
  // The values the orders were sorted by, of the changed listings that were in the index.
  const known = changes.seqs.filter((seq) => hasBit(index.present, seq));
  const valuesOf = (name: 'price' | 'dateKey') =>
    new Map(known.map((seq) => [seq, index[name][seq] as number]));
  const before = { price: valuesOf('price'), dateKey: valuesOf('dateKey') };
  for (const seq of changes.seqs) {
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
    if (hasAnyBit(index.tags.get(tag) as Bitmap)) continue;
    index.tags.delete(tag);
    regroup = true;
  }
  for (const sort of SORT_KEYS) {
    const name = SORT_COLUMNS[sort].values;
    const values = index[name];
    // A listing still there with the same value keeps its place: a price edit leaves the date
    // orders as they are.
    const moved = changes.seqs.filter((seq) => {
      const old = before[name].get(seq);
      return old === undefined || !hasBit(index.present, seq) || !sameValue(old, values[seq]);
    });
    if (moved.length === 0) continue;
    const order = index.order[sort];
    const removedAt = positionsIn(
      order,
      moved.filter((seq) => before[name].has(seq)),
      sortComparator(index, sort, before[name]),
    );
    const inserted = moved.filter((seq) => hasBit(index.present, seq));
    index.order[sort] = mergeOrder(order, removedAt, inserted, sortComparator(index, sort));
  }
  return regroup ? groupTags(index) : index;
}
