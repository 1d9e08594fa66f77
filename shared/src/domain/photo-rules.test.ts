/** @jest-environment node */
import {
  checkPhotoBytes,
  checkPhotoCount,
  derivedWidths,
  describePhotoRefusal,
  PHOTO_LIMITS,
  type PhotoRefusalCode,
  sniffImageType,
  withinPixelLimits,
} from './photo-rules';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

describe('the type, read from the bytes', () => {
  it('knows JPEG, PNG and WebP by their magic numbers', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('jpeg');
    expect(sniffImageType(bytes(0x89, 'PNG\r\n\x1a\n', 0, 0, 0, 13, 'IHDR'))).toBe('png');
    expect(sniffImageType(bytes('RIFF', 1, 2, 3, 4, 'WEBPVP8 '))).toBe('webp');
  });

  it('names the other images it refuses, an iPhone’s HEIC among them', () => {
    expect(sniffImageType(bytes('GIF89a', 1, 0, 1, 0))).toBe('gif');
    expect(sniffImageType(bytes('II*\0', 8, 0, 0, 0))).toBe('tiff');
    expect(sniffImageType(bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0))).toBe('heic');
    expect(sniffImageType(bytes(0, 0, 0, 0x1c, 'ftypavif', 0, 0, 0, 0))).toBe('avif');
    const svg = '\uFEFF<?xml version="1.0"?>\n<!-- a drawing -->\n<svg xmlns="">';
    expect(sniffImageType(Buffer.from(svg, 'utf8'))).toBe('svg');
  });

  it('knows nothing else, whatever the file was called', () => {
    expect(sniffImageType(bytes('#!/bin/sh\necho hi\n'))).toBeUndefined();
    expect(sniffImageType(bytes('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(sniffImageType(bytes('RIFF', 1, 2, 3, 4, 'WAVEfmt '))).toBeUndefined();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });
});

describe('the checks before decoding', () => {
  it('refuses a file past 15 MB before reading its type', () => {
    const large = new Uint8Array(PHOTO_LIMITS.maxBytes + 1);
    large.set([0xff, 0xd8, 0xff]);
    expect(checkPhotoBytes(large, 4)).toEqual({ refusal: { code: 'tooLarge', photo: 4 } });
    expect(checkPhotoBytes(large.subarray(0, PHOTO_LIMITS.maxBytes))).toEqual({ type: 'jpeg' });
  });

  it('refuses what is no image, and an image of another type with its name', () => {
    expect(checkPhotoBytes(bytes('#!/bin/sh\n'), 1)).toEqual({
      refusal: { code: 'notAnImage', photo: 1 },
    });
    expect(checkPhotoBytes(bytes('GIF87a', 0, 0), 2)).toEqual({
      refusal: { code: 'unsupportedType', photo: 2, found: 'gif' },
    });
  });

  it('counts a set: 1 to 12', () => {
    expect(checkPhotoCount(0)).toEqual({ code: 'tooFew' });
    expect(checkPhotoCount(1)).toBeUndefined();
    expect(checkPhotoCount(12)).toBeUndefined();
    expect(checkPhotoCount(13)).toEqual({ code: 'tooMany' });
  });

  it('takes 50 megapixels and 12,000 pixels a side, no more', () => {
    expect(withinPixelLimits(8160, 6120)).toBe(true);
    expect(withinPixelLimits(20_000, 20_000)).toBe(false);
    expect(withinPixelLimits(12_001, 100)).toBe(false);
    expect(withinPixelLimits(0, 100)).toBe(false);
  });
});

it('makes each width the photo reaches, and its own width in place of those it does not', () => {
  expect(derivedWidths(4000)).toEqual([320, 640, 1280]);
  expect(derivedWidths(1280)).toEqual([320, 640, 1280]);
  expect(derivedWidths(1000)).toEqual([320, 640, 1000]);
  expect(derivedWidths(500)).toEqual([320, 500]);
  expect(derivedWidths(200)).toEqual([200]);
});

it('describes every refusal in English, naming the photo', () => {
  const codes: PhotoRefusalCode[] = [
    'tooFew',
    'tooMany',
    'tooLarge',
    'notAnImage',
    'unsupportedType',
    'truncated',
    'tooManyPixels',
  ];
  const texts = codes.map((code) => describePhotoRefusal({ code, photo: 3 }));
  expect(new Set(texts).size).toBe(codes.length);
  expect(describePhotoRefusal({ code: 'tooLarge', photo: 3 })).toBe(
    'Photo 3 is larger than 15 MB.',
  );
  expect(describePhotoRefusal({ code: 'tooMany' })).toBe('A listing may have at most 12 photos.');
  expect(describePhotoRefusal({ code: 'unsupportedType', photo: 2, found: 'heic' })).toContain(
    'Most Compatible',
  );
  expect(describePhotoRefusal({ code: 'tooManyPixels', photo: 1 })).toBe(
    'Photo 1 is too large in pixels: at most 50 megapixels and 12,000 pixels a side.',
  );
});
