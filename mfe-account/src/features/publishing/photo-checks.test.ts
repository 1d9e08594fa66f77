/** @jest-environment node */
import { PHOTO_LIMITS } from '@betoch/shared/domain/photo-rules';
import {
  checkPhotoFacts,
  checkPickedPhotos,
  photoFacts,
  photoRefusalText,
  photoRefusalsOf,
  type PhotoFacts,
} from './photo-checks';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const GIF = ascii('GIF89a\x01\x00\x01\x00');
const HEIC = bytes(0, 0, 0, 0x18, ...ascii('ftypheic'), 0, 0, 0, 0);
const SCRIPT = ascii('#!/bin/sh\nrm -rf /\n');

const jpeg: PhotoFacts = { size: 2_700_000, type: 'jpeg' };

describe('photoFacts', () => {
  test('reads the type from the first bytes, never from a name', () => {
    expect(photoFacts(2_700_000, JPEG)).toEqual({ size: 2_700_000, type: 'jpeg' });
    expect(photoFacts(900_000, PNG).type).toBe('png');
    expect(photoFacts(40_000, GIF).type).toBe('gif');
    expect(photoFacts(3_100_000, HEIC).type).toBe('heic');
    expect(photoFacts(20, SCRIPT).type).toBeUndefined();
  });

  test('an empty file is no image, whatever its first bytes were said to be', () => {
    expect(photoFacts(0, JPEG).type).toBeUndefined();
  });
});

describe('checkPhotoFacts', () => {
  test('passes a JPEG, PNG or WebP of at most 15 MB', () => {
    expect(checkPhotoFacts(jpeg, 1)).toBeUndefined();
    expect(checkPhotoFacts({ size: PHOTO_LIMITS.maxBytes, type: 'webp' }, 2)).toBeUndefined();
  });

  test('refuses a larger file before its type, a file that is no image, another image type', () => {
    expect(checkPhotoFacts({ size: PHOTO_LIMITS.maxBytes + 1, type: 'gif' }, 3)).toEqual({
      code: 'tooLarge',
      photo: 3,
    });
    expect(checkPhotoFacts({ size: 20, type: undefined }, 1)).toEqual({
      code: 'notAnImage',
      photo: 1,
    });
    expect(checkPhotoFacts({ size: 3_100_000, type: 'heic' }, 2)).toEqual({
      code: 'unsupportedType',
      photo: 2,
      found: 'heic',
    });
  });
});

describe('checkPickedPhotos', () => {
  test('a new listing needs 1 to 12 photos', () => {
    expect(checkPickedPhotos([], { required: true })).toEqual([{ code: 'tooFew' }]);
    expect(checkPickedPhotos([jpeg], { required: true })).toEqual([]);
    expect(checkPickedPhotos(Array(12).fill(jpeg), { required: true })).toEqual([]);
    expect(checkPickedPhotos(Array(13).fill(jpeg), { required: true })).toEqual([
      { code: 'tooMany' },
    ]);
  });

  test('an edit that picks none keeps its photos; one that picks some is checked the same', () => {
    expect(checkPickedPhotos([], { required: false })).toEqual([]);
    expect(checkPickedPhotos(Array(13).fill(jpeg), { required: false })).toEqual([
      { code: 'tooMany' },
    ]);
  });

  test('names each refused photo by its place, the cover 1, after the count', () => {
    const photos: PhotoFacts[] = [
      jpeg,
      { size: 40_000, type: 'gif' },
      jpeg,
      { size: 16 * 1024 * 1024, type: 'jpeg' },
    ];
    expect(checkPickedPhotos(photos, { required: true })).toEqual([
      { code: 'unsupportedType', photo: 2, found: 'gif' },
      { code: 'tooLarge', photo: 4 },
    ]);
    expect(checkPickedPhotos([...Array(12).fill(jpeg), photos[1]!], { required: true })).toEqual([
      { code: 'tooMany' },
      { code: 'unsupportedType', photo: 13, found: 'gif' },
    ]);
  });
});

describe('photoRefusalsOf', () => {
  test("reads the service's photo refusals from its 400, and nothing else", () => {
    expect(
      photoRefusalsOf({
        errors: [
          { field: 'photos', code: 'truncated', photo: 2, description: 'Photo 2 is incomplete.' },
          { field: 'photos', code: 'unsupportedType', photo: 3, found: 'avif', description: '…' },
          { field: 'photos', code: 'tooFew', description: 'A listing needs at least 1 photo.' },
          { field: 'area', code: 'tooSmall', description: 'The area must be at least 10 m².' },
        ],
      }),
    ).toEqual([
      { code: 'truncated', photo: 2 },
      { code: 'unsupportedType', photo: 3, found: 'avif' },
      { code: 'tooFew' },
    ]);
  });

  test('leaves out what it does not know: a code, a photo number, a type', () => {
    expect(
      photoRefusalsOf({
        errors: [
          { field: 'photos', code: 'onFire', photo: 1 },
          { field: 'photos', code: 'tooManyPixels', photo: 0 },
          { field: 'photos', code: 'unsupportedType', photo: '2', found: 'psd' },
        ],
      }),
    ).toEqual([{ code: 'tooManyPixels' }, { code: 'unsupportedType' }]);
    expect(photoRefusalsOf({ message: 'Busy' })).toEqual([]);
    expect(photoRefusalsOf(null)).toEqual([]);
    expect(photoRefusalsOf('<html>')).toEqual([]);
  });
});

describe('photoRefusalText', () => {
  test('names the photo, and the type found or the limit', () => {
    expect(photoRefusalText({ code: 'unsupportedType', photo: 2, found: 'heic' })).toEqual({
      sentence: { key: 'publish.photos.errors.unsupportedType', values: expect.any(Object) },
      which: { key: 'publish.photos.which', values: { number: 2 } },
      found: { key: 'publish.photos.found.heic' },
    });
    const large = photoRefusalText({ code: 'tooLarge' });
    expect(large.which).toEqual({ key: 'publish.photos.whichAny' });
    expect(large.sentence.values).toMatchObject({
      mb: 15,
      max: 12,
      megapixels: 50,
      side: '12,000',
    });
    expect(photoRefusalText({ code: 'unsupportedType', photo: 1 }).found).toEqual({
      key: 'publish.photos.found.other',
    });
  });
});
