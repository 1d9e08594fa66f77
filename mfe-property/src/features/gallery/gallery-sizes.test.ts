/** @jest-environment node */
import { boxImageSizes, boxShare, FULL_FRAME_SIZES, THUMBNAIL_MAIN_SIZES } from './gallery-sizes';

test("a picture of the box grid is drawn at its column's share of the page", () => {
  expect(boxShare(1, 0)).toBe(1);
  expect([0, 1].map((i) => boxShare(2, i))).toEqual([1 / 2, 1 / 2]);
  expect([0, 1, 2].map((i) => boxShare(3, i))).toEqual([2 / 3, 1 / 3, 1 / 3]);
  expect([0, 3].map((i) => boxShare(4, i))).toEqual([2 / 3, 1 / 3]);
  expect([0, 1, 4].map((i) => boxShare(5, i))).toEqual([1 / 2, 1 / 4, 1 / 4]);
});

test('its sizes name that share of the 1,200-pixel page, and of the window below it', () => {
  expect(boxImageSizes(1, 0)).toBe('(min-width: 1200px) 1200px, 100vw');
  expect(boxImageSizes(3, 0)).toBe('(min-width: 1200px) 800px, 67vw');
  expect(boxImageSizes(3, 2)).toBe('(min-width: 1200px) 400px, 33vw');
  expect(boxImageSizes(5, 1)).toBe('(min-width: 1200px) 300px, 25vw');
});

test('the whole frame is at most the page wide; the thumbnail layout’s picture three fifths of it', () => {
  expect(FULL_FRAME_SIZES).toBe('(min-width: 1200px) 1200px, 100vw');
  expect(THUMBNAIL_MAIN_SIZES).toBe('(min-width: 1200px) 720px, (min-width: 62rem) 60vw, 100vw');
});
