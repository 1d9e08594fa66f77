import {
  OTHER_IMAGE_TYPES,
  PHOTO_LIMITS,
  PHOTO_REFUSAL_CODES,
  checkPhotoCount,
  checkSniffedPhoto,
  sniffImageType,
  type OtherImageType,
  type PhotoRefusal,
  type PhotoType,
} from '@betoch/shared/domain/photo-rules';

/*
 * The publishing form's checks of the photos a seller picks, before anything is uploaded: the
 * listings service's own rules (`photo-rules.ts`, docs/publishing.md#photos) on what the browser
 * can tell without decoding: how many, how large, and the type the first bytes say. What only
 * decoding tells (a damaged file, too many pixels) is the service's to answer; its refusals come
 * back in the same shape (`photoRefusalsOf`) and are shown the same way.
 */

/** What the file input takes: the types the service keeps (the bytes are checked besides). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * How many of a file's first bytes are read to tell its type: every signature `sniffImageType`
 * knows (a BMP's needs 26 bytes) and an SVG's prologue, which it reads in its first kilobyte.
 */
export const SNIFF_BYTES = 1024;

/** What the form knows of a picked photo: its size and the type its first bytes say. */
export interface PhotoFacts {
  size: number;
  type: PhotoType | OtherImageType | undefined;
}

/** The facts of a photo of `size` bytes whose first bytes are `head`. */
export function photoFacts(size: number, head: Uint8Array): PhotoFacts {
  return { size, type: size > 0 ? sniffImageType(head) : undefined };
}

/** Why the photo at place `photo` (from 1) is refused before it is sent, or undefined. */
export function checkPhotoFacts(facts: PhotoFacts, photo: number): PhotoRefusal | undefined {
  const checked = checkSniffedPhoto(facts.size, facts.type, photo);
  return 'refusal' in checked ? checked.refusal : undefined;
}

/**
 * Every refusal of a set of picked photos, in their order (the cover first): their count, then
 * each photo's. `required`: a new listing must have photos; an edit that picks none keeps the ones
 * it has.
 */
export function checkPickedPhotos(
  photos: readonly PhotoFacts[],
  { required }: { required: boolean },
): PhotoRefusal[] {
  if (photos.length === 0 && !required) return [];
  const count = checkPhotoCount(photos.length);
  const each = photos.flatMap((facts, index) => checkPhotoFacts(facts, index + 1) ?? []);
  return count ? [count, ...each] : each;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The photo refusals of the listings service's `400 {errors}` (the entries of field `photos`),
 * each checked: an unknown code is left out, as are a photo number and a type that are not ones.
 */
export function photoRefusalsOf(body: unknown): PhotoRefusal[] {
  const errors = isRecord(body) ? body.errors : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error: unknown): PhotoRefusal[] => {
    if (!isRecord(error) || error.field !== 'photos') return [];
    const code = PHOTO_REFUSAL_CODES.find((known) => known === error.code);
    if (!code) return [];
    const photo =
      typeof error.photo === 'number' && Number.isInteger(error.photo) && error.photo >= 1
        ? { photo: error.photo }
        : {};
    const found = OTHER_IMAGE_TYPES.find((type) => type === error.found);
    return [{ code, ...photo, ...(found ? { found } : {}) }];
  });
}

/** An i18n key of the form (`publish.photos.…`) and its values. */
export interface PhotoText {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * What the form says of a refusal, as text keys: the sentence (`publish.photos.errors.<code>`),
 * the photo it names (`which`: "Photo 3", or "A photo" when the service named none), and the type
 * found (`found`) or the limits the rule has.
 */
export function photoRefusalText(refusal: PhotoRefusal): {
  sentence: PhotoText;
  which: PhotoText;
  found?: PhotoText;
} {
  const which: PhotoText =
    refusal.photo === undefined
      ? { key: 'publish.photos.whichAny' }
      : { key: 'publish.photos.which', values: { number: refusal.photo } };
  const values = {
    max: PHOTO_LIMITS.maxCount,
    mb: PHOTO_LIMITS.maxBytes / (1024 * 1024),
    megapixels: PHOTO_LIMITS.maxPixels / 1_000_000,
    side: PHOTO_LIMITS.maxSide.toLocaleString('en'),
  };
  return {
    sentence: { key: `publish.photos.errors.${refusal.code}`, values },
    which,
    ...(refusal.code === 'unsupportedType'
      ? { found: { key: `publish.photos.found.${refusal.found ?? 'other'}` } }
      : {}),
  };
}
