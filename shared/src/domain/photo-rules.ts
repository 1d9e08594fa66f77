/*
 * What a listing's photos must be (docs/publishing.md#photos): how many, how large, which types,
 * and the files made of each. Pure: no image library, no disk, so the publishing form checks the
 * same count, size and type before it uploads as the listings service checks after.
 */

/** The limits of one listing's photos. */
export const PHOTO_LIMITS = {
  minCount: 1,
  maxCount: 12,
  /** A file's bytes, as uploaded. */
  maxBytes: 15 * 1024 * 1024,
  /**
   * Width × height, read from the file's header before any pixel is decoded: a 50-megapixel
   * phone's 8160 × 6120 passes; a 20,000 × 20,000 PNG of a few KB (a decompression bomb, 1.2 GB
   * once decoded) does not.
   */
  maxPixels: 50_000_000,
  /** A side, so no derived file is taller than WebP's 16,383 pixels. */
  maxSide: 12_000,
} as const;

/**
 * The widths every photo is made at, each as WebP and JPEG: 320 and 640 for the property card (a
 * 4:3 box as wide as its column, at most about 400 CSS pixels: 320 at 1×, 640 at 2×), 1280 for the
 * gallery (a 16:9 frame inside the 1,200-pixel page). A photo narrower than a width is not
 * enlarged: its own width takes the place of the widths above it.
 */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;

/** The link preview's size (`og:image`, docs/seo.md#link-preview-images), made of photo 1 only. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** The types a photo may be, read from its bytes. */
export const PHOTO_TYPES = ['jpeg', 'png', 'webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

export const isPhotoType = (type: string): type is PhotoType =>
  (PHOTO_TYPES as readonly string[]).includes(type);

/** Image types recognised by their bytes but not taken (named in the refusal). */
export const OTHER_IMAGE_TYPES = ['gif', 'bmp', 'tiff', 'heic', 'avif', 'jpeg-xl', 'svg'] as const;
export type OtherImageType = (typeof OTHER_IMAGE_TYPES)[number];

/** Why a photo, or a listing's set of photos, was refused. */
export const PHOTO_REFUSAL_CODES = [
  'tooFew',
  'tooMany',
  'tooLarge',
  'notAnImage',
  'unsupportedType',
  'truncated',
  'tooManyPixels',
] as const;
export type PhotoRefusalCode = (typeof PHOTO_REFUSAL_CODES)[number];

export interface PhotoRefusal {
  code: PhotoRefusalCode;
  /** The refused photo's place in the upload, from 1; absent for the set's `tooFew` and `tooMany`. */
  photo?: number;
  /** For `unsupportedType`: the type its bytes say it is. */
  found?: OtherImageType;
}

const MB = PHOTO_LIMITS.maxBytes / (1024 * 1024);

const OTHER_TYPE_NAMES: Record<OtherImageType, string> = {
  gif: 'a GIF',
  bmp: 'a BMP',
  tiff: 'a TIFF',
  heic: 'a HEIC photo (an iPhone saves these unless its camera is set to "Most Compatible")',
  avif: 'an AVIF',
  'jpeg-xl': 'a JPEG XL',
  svg: 'an SVG drawing',
};

/** The English text of a refusal, for the service's answer and its log (the form has its own). */
export function describePhotoRefusal(refusal: PhotoRefusal): string {
  const which = refusal.photo === undefined ? 'A photo' : `Photo ${refusal.photo}`;
  switch (refusal.code) {
    case 'tooFew':
      return `A listing needs at least ${PHOTO_LIMITS.minCount} photo.`;
    case 'tooMany':
      return `A listing may have at most ${PHOTO_LIMITS.maxCount} photos.`;
    case 'tooLarge':
      return `${which} is larger than ${MB} MB.`;
    case 'notAnImage':
      return `${which} is not an image: send a JPEG, PNG or WebP file.`;
    case 'unsupportedType': {
      const found = refusal.found ? OTHER_TYPE_NAMES[refusal.found] : 'an image of another type';
      return `${which} is ${found}: send a JPEG, PNG or WebP file.`;
    }
    case 'truncated':
      return `${which} is incomplete or damaged: send the file again.`;
    case 'tooManyPixels':
      return (
        `${which} is too large in pixels: at most ${PHOTO_LIMITS.maxPixels / 1_000_000} ` +
        `megapixels and ${PHOTO_LIMITS.maxSide.toLocaleString('en')} pixels a side.`
      );
  }
}

/** `tooFew` or `tooMany` when a set of `count` photos is refused for its size. */
export function checkPhotoCount(count: number): PhotoRefusal | undefined {
  if (count < PHOTO_LIMITS.minCount) return { code: 'tooFew' };
  if (count > PHOTO_LIMITS.maxCount) return { code: 'tooMany' };
  return undefined;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * The image type the bytes say they are, by their magic numbers (never by the file's name);
 * undefined when they are no image this knows.
 */
export function sniffImageType(bytes: Uint8Array): PhotoType | OtherImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n\x1a\n')])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 26) return 'bmp';
  if (startsWith(bytes, ascii('II*\0')) || startsWith(bytes, ascii('MM\0*'))) return 'tiff';
  if (startsWith(bytes, [0xff, 0x0a]) || startsWith(bytes, [0, 0, 0, 0x0c, ...ascii('JXL ')])) {
    return 'jpeg-xl';
  }
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (AVIF_BRANDS.has(brand)) return 'avif';
    if (HEIF_BRANDS.has(brand)) return 'heic';
  }
  // An SVG is text: an XML prologue, comments or a BOM may come before its root element.
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024));
  if (
    /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head)
  ) {
    return 'svg';
  }
  return undefined;
}

/**
 * The checks made on a photo's bytes before it is decoded: its size, then its type. Its `photo`
 * (its place in the upload, from 1) goes into the refusal.
 */
export function checkPhotoBytes(
  bytes: Uint8Array,
  photo?: number,
): { type: PhotoType } | { refusal: PhotoRefusal } {
  return checkSniffedPhoto(bytes.length, sniffImageType(bytes), photo);
}

/**
 * The same check from a file's size and the type its first bytes say (`sniffImageType`): what the
 * publishing form knows of a picked file without reading it whole.
 */
export function checkSniffedPhoto(
  size: number,
  type: PhotoType | OtherImageType | undefined,
  photo?: number,
): { type: PhotoType } | { refusal: PhotoRefusal } {
  const at = photo === undefined ? {} : { photo };
  if (size > PHOTO_LIMITS.maxBytes) return { refusal: { code: 'tooLarge', ...at } };
  if (type === undefined) return { refusal: { code: 'notAnImage', ...at } };
  if (!isPhotoType(type)) return { refusal: { code: 'unsupportedType', ...at, found: type } };
  return { type };
}

/** Whether a photo of this header's width and height may be decoded. */
export function withinPixelLimits(width: number, height: number): boolean {
  return (
    width > 0 &&
    height > 0 &&
    width * height <= PHOTO_LIMITS.maxPixels &&
    Math.max(width, height) <= PHOTO_LIMITS.maxSide
  );
}

/**
 * The widths a photo `width` pixels wide (upright) is made at: `PHOTO_WIDTHS`, a width the photo
 * does not reach replaced by the photo's own width, once.
 */
export function derivedWidths(width: number): number[] {
  return [...new Set(PHOTO_WIDTHS.map((target) => Math.min(target, width)))];
}
