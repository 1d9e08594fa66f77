/** @jest-environment node */
import {
  and,
  countBits,
  countBoth,
  emptyBitmap,
  hasAnyBit,
  hasBit,
  or,
  seqsOf,
  forEachSeq,
  rangeBitmap,
  setBit,
  sortedRangeBitmap,
  type ListingIndex,
} from './listing-index';

function bitmapOf(size: number, seqs: readonly number[]) {
  const bitmap = emptyBitmap(size);
  for (const seq of seqs) setBit(bitmap, seq);
  return bitmap;
}

describe('bitmaps of listings', () => {
  // Word edges (31, 32, 63, 64) are where a shift or a sign goes wrong.
  const a = bitmapOf(100, [0, 1, 31, 32, 63, 64, 99]);
  const b = bitmapOf(100, [1, 31, 33, 64, 98]);

  it('hold, count and list their listings, the highest bit of a word included', () => {
    expect(seqsOf(a)).toEqual([0, 1, 31, 32, 63, 64, 99]);
    expect(countBits(a)).toBe(7);
    expect(hasBit(a, 31)).toBe(true);
    expect(hasBit(a, 30)).toBe(false);
    expect(seqsOf(a, 3)).toEqual([0, 1, 31]);
    const visited: number[] = [];
    forEachSeq(a, (seq) => visited.push(seq));
    expect(visited).toEqual(seqsOf(a));
  });

  it('intersect and unite', () => {
    expect(seqsOf(and(100, [a, b]))).toEqual([1, 31, 64]);
    expect(countBoth(a, b)).toBe(3);
    expect(seqsOf(or(100, [a, b]))).toEqual([0, 1, 31, 32, 33, 63, 64, 98, 99]);
    expect(seqsOf(or(100, []))).toEqual([]);
    expect(seqsOf(and(100, []))).toEqual([]);
  });

  it('count a full word of 32 listings', () => {
    const full = bitmapOf(
      64,
      Array.from({ length: 64 }, (_, i) => i),
    );
    expect(countBits(full)).toBe(64);
  });

  it('tell whether they hold any listing, up to the last bit of the last word', () => {
    expect(hasAnyBit(emptyBitmap(100))).toBe(false);
    expect(hasAnyBit(bitmapOf(100, [99]))).toBe(true);
    expect(hasAnyBit(bitmapOf(100, [31]))).toBe(true);
    expect(hasAnyBit(bitmapOf(64, [63]))).toBe(true);
  });
});

describe('sortedRangeBitmap', () => {
  // Prices with ties, a zero, invalid ones (NaN) and seqs out of price order.
  const price = Float64Array.from([300, NaN, 100, 100, 0, 250, NaN, 1_000, 250, 99.5]);
  const index = { size: price.length } as ListingIndex;
  // As the index orders them: valid prices ascending (seq breaking ties), invalid last.
  const order = Uint32Array.from(
    [...price.keys()].sort((a, b) => {
      const [x, y] = [price[a] as number, price[b] as number];
      if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
      return x - y || a - b;
    }),
  );

  it.each([
    [{ min: 100, max: 250 }],
    [{ min: 100 }],
    [{ max: 100 }],
    [{ min: 250, max: 100 }],
    [{ min: 0, max: 0 }],
    [{ min: 1_001 }],
    [{ max: -1 }],
    [{ min: 99.6, max: 99.9 }],
    [{}],
  ])('gives what a pass over every price gives for %j', (range) => {
    const sorted = sortedRangeBitmap(index, price, order, range);
    const passed = rangeBitmap(index, price, range);
    expect(sorted && seqsOf(sorted)).toEqual(passed && seqsOf(passed));
  });
});
