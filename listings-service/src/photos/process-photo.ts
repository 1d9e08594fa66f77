import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import {
  checkPhotoBytes,
  derivedWidths,
  PHOTO_LIMITS,
  PREVIEW_SIZE,
  type PhotoRefusal,
  type PhotoType,
  withinPixelLimits,
} from '../../../shared/src/domain/photo-rules';

/*
 * A photo's bytes in, its derived files out (docs/publishing.md#photos). sharp (libvips) runs
 * each step on libuv's thread pool, off the event loop; this module bounds how many steps run at
 * once, so that an upload of 12 photos leaves the pool's other threads to the service's file reads
 * and response compression, and its two cores to the query workers.
 */

/** sharp's steps (a decode, an encode) running at once, for every upload of the process. */
export const PHOTO_STEPS_AT_ONCE = 2;

// One libvips thread per step: with two steps at once that is the 2-core machine's cores, and the
// same on every platform (sharp's own default is 1 on glibc Linux, the core count elsewhere).
sharp.concurrency(1);
// Every upload is new bytes: libvips's cache of recent operations would only hold memory.
sharp.cache(false);

/** How long one step may take before it is abandoned (a crafted file that decodes forever). */
const STEP_TIMEOUT_SECONDS = 30;

const WEBP = { quality: 80 } as const;
const JPEG = { quality: 80, progressive: true } as const;

/** One derived image, as WebP and as the JPEG fallback. */
export interface PhotoFile {
  width: number;
  height: number;
  webp: Buffer;
  jpg: Buffer;
}

/** What the header says, read before any pixel is decoded. */
export interface InspectedPhoto {
  type: PhotoType;
  /** The photo's size once turned upright (its EXIF orientation applied). */
  width: number;
  height: number;
}

export interface ProcessedPhoto extends InspectedPhoto {
  /** One per `derivedWidths(width)`, narrowest first. */
  files: PhotoFile[];
  /** The link preview, `PREVIEW_SIZE` cropped to fill, when asked for. */
  preview?: PhotoFile;
}

export type PhotoResult<T> = { ok: true; value: T } | { ok: false; refusal: PhotoRefusal };

/** Thrown by a step that was not started because the upload it belongs to was given up. */
export class PhotoCancelledError extends Error {
  constructor() {
    super('The photo was not processed: its upload was given up.');
    this.name = 'PhotoCancelledError';
  }
}

/**
 * A queue that runs at most `limit` tasks at once, in the order they came; a task whose `signal`
 * was aborted while it waited is not started (`PhotoCancelledError`).
 */
export function taskQueue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      if (signal?.aborted) throw new PhotoCancelledError();
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

const runStep = taskQueue(PHOTO_STEPS_AT_ONCE);

/** The input options of every pipeline: the limits hold even if a header lied to `inspect`. */
const INPUT = {
  // A truncated or corrupt file is refused rather than drawn half grey; libjpeg's mere warnings
  // (some cameras write a few stray bytes) are not refusals.
  failOn: 'error',
  // Checked by libvips against the header before it allocates the pixels.
  limitInputPixels: PHOTO_LIMITS.maxPixels,
} as const;

function refused<T>(code: PhotoRefusal['code'], photo: number | undefined): PhotoResult<T> {
  return { ok: false, refusal: photo === undefined ? { code } : { code, photo } };
}

/** An error's message, whatever realm made it. */
const messageOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : '';

/** Whether sharp refused the file for its pixel count. */
const isPixelLimit = (error: unknown): boolean => /pixel limit/i.test(messageOf(error));

/**
 * Checks a photo's bytes (size, type by its magic numbers) and header (its pixels), without
 * decoding it: refused at once, a 20,000 × 20,000 PNG of a few KB never reaches the decoder.
 */
export async function inspectPhoto(
  bytes: Uint8Array,
  photo?: number,
  signal?: AbortSignal,
): Promise<PhotoResult<InspectedPhoto>> {
  const checked = checkPhotoBytes(bytes, photo);
  if ('refusal' in checked) return { ok: false, refusal: checked.refusal };
  let metadata: Metadata;
  try {
    metadata = await runStep(() => sharp(bytes, INPUT).metadata(), signal);
  } catch (error) {
    if (error instanceof PhotoCancelledError) throw error;
    if (isPixelLimit(error)) return refused('tooManyPixels', photo);
    // Its magic number was right and its header unreadable: cut short, or damaged.
    return refused('truncated', photo);
  }
  const { width, height } = metadata.autoOrient;
  if (!withinPixelLimits(width, height)) return refused('tooManyPixels', photo);
  return { ok: true, value: { type: checked.type, width, height } };
}

/** Encodes one size of the decoded pixels as WebP and JPEG (two steps, queued separately). */
async function encode(
  decoded: () => Sharp,
  size: { width: number; height?: number },
  signal: AbortSignal | undefined,
): Promise<PhotoFile> {
  const resized = () => decoded().resize({ ...size, fit: 'cover' });
  const [webp, jpg] = await Promise.all([
    runStep(() => resized().webp(WEBP).toBuffer({ resolveWithObject: true }), signal),
    runStep(() => resized().jpeg(JPEG).toBuffer({ resolveWithObject: true }), signal),
  ]);
  return { width: webp.info.width, height: webp.info.height, webp: webp.data, jpg: jpg.data };
}

/**
 * A photo's derived files: turned upright by its EXIF orientation, converted to sRGB, flattened
 * onto white, every piece of metadata (EXIF and its GPS position, XMP, the ICC profile) left out,
 * at each of `derivedWidths` as WebP and JPEG, and the link preview when `preview` is set. A
 * refusal when the bytes are refused (`inspectPhoto`'s reasons) or turn out to be cut short or
 * damaged when decoded (`truncated`). `signal` gives up the steps not yet started.
 */
export async function processPhoto(
  bytes: Uint8Array,
  options: { photo?: number; preview?: boolean; signal?: AbortSignal } = {},
): Promise<PhotoResult<ProcessedPhoto>> {
  const { photo, preview = false, signal } = options;
  const inspected = await inspectPhoto(bytes, photo, signal);
  if (!inspected.ok) return inspected;
  const widths = derivedWidths(inspected.value.width);
  // Decoded once, at the largest width, into the raw pixels every size is then made of. A JPEG or
  // WebP decoder shrinks as it reads: a 4000 × 3000 JPEG is read at 2000 × 1500 for the 1280.
  const largest = Math.max(...widths);
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await runStep(
      () =>
        sharp(bytes, INPUT)
          .timeout({ seconds: STEP_TIMEOUT_SECONDS })
          .autoOrient()
          .resize({ width: largest, withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .toColourspace('srgb')
          .raw({ depth: 'uchar' })
          .toBuffer({ resolveWithObject: true }),
      signal,
    );
  } catch (error) {
    if (error instanceof PhotoCancelledError) throw error;
    if (isPixelLimit(error)) return refused('tooManyPixels', photo);
    // Past its time the step is the server's failure, not the seller's file's.
    if (/timeout/i.test(messageOf(error))) throw error;
    return refused('truncated', photo);
  }
  const { data, info } = pixels;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const decoded = () => sharp(data, raw).timeout({ seconds: STEP_TIMEOUT_SECONDS });
  const [files, previewFile] = await Promise.all([
    Promise.all(widths.map((width) => encode(decoded, { width }, signal))),
    preview ? encode(decoded, PREVIEW_SIZE, signal) : undefined,
  ]);
  return {
    ok: true,
    value: { ...inspected.value, files, ...(previewFile ? { preview: previewFile } : {}) },
  };
}
