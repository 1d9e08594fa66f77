/** @jest-environment node */
import {
  and,
  countBits,
  countBoth,
  emptyBitmap,
  hasBit,
  or,
  seqsOf,
  forEachSeq,
  setBit,
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
});
