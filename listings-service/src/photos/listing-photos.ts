import { randomBytes } from 'node:crypto';
import {
  checkPhotoCount,
  type PhotoRefusal,
  PREVIEW_SIZE,
} from '../../../shared/src/domain/photo-rules';
import {
  inspectPhoto,
  PhotoCancelledError,
  type PhotoFile,
  processPhoto,
  type ProcessedPhoto,
} from './process-photo';
import { checkPhotoKey, type PhotoStore } from './photo-store';

/*
 * One listing's photos, all or nothing (docs/publishing.md#photos): every photo is checked and
 * processed before anything is stored; the files go under a set id of their own, never written
 * before, so a listing's page never shows half of a new set or half of an old one; the caller
 * commits the returned manifest in the listing's row, in the same transaction as the listing.
 */

/** One derived size of one photo, by its store keys. */
export interface PhotoSetEntry {
  /** The photo's place in the set, from 1: photo 1 is the card's and the preview's. */
  n: number;
  width: number;
  height: number;
  webp: string;
  jpg: string;
}

/** What the listing's row keeps of its photos. */
export interface PhotoSetManifest {
  setId: string;
  /** Every photo's every width (`derivedWidths`), by photo, narrowest first. */
  photos: PhotoSetEntry[];
  /** Photo 1 cropped to the link preview's 1200 × 630 (`og:image`). */
  preview: { width: number; height: number; webp: string; jpg: string };
}

export type PhotoSetResult =
  { ok: true; manifest: PhotoSetManifest } | { ok: false; refusals: PhotoRefusal[] };

/** A set younger than this is spared by `cleanOrphans`: its upload may still be in flight. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** Files written to the store at once (an object store's PUTs are worth overlapping). */
const PUTS_AT_ONCE = 4;

const LISTING_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether photos may be stored under this listing id: it is one part of a store key. */
export function isPhotoListingId(listingId: string): boolean {
  return LISTING_ID.test(listingId);
}

/** A new set id: the time it was made (base 36 milliseconds), then 12 random hex digits. */
export function newPhotoSetId(now: number): string {
  return `${now.toString(36)}-${randomBytes(6).toString('hex')}`;
}

/** When a set id was made, or undefined for a name that is not a set id. */
export function photoSetTime(setId: string): number | undefined {
  const match = /^([0-9a-z]{1,11})-[0-9a-f]{12}$/.exec(setId);
  return match?.[1] === undefined ? undefined : parseInt(match[1], 36);
}

/** Runs `tasks`, `limit` at a time; after a failure starts no more, waits for those running. */
async function runAll(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    while (!failure && next < tasks.length) {
      const task = tasks[next++]!;
      try {
        await task();
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, lane));
  if (failure) throw failure.error;
}

/** Processes every photo; the first refusal gives up the steps not yet started. */
async function processAll(
  uploads: readonly Uint8Array[],
): Promise<{ ok: true; photos: ProcessedPhoto[] } | { ok: false; refusals: PhotoRefusal[] }> {
  const controller = new AbortController();
  const settled = await Promise.allSettled(
    uploads.map(async (bytes, i) => {
      try {
        const result = await processPhoto(bytes, {
          photo: i + 1,
          preview: i === 0,
          signal: controller.signal,
        });
        if (!result.ok) controller.abort();
        return result;
      } catch (error) {
        controller.abort();
        throw error;
      }
    }),
  );
  const photos: ProcessedPhoto[] = [];
  const refusals: PhotoRefusal[] = [];
  for (const outcome of settled) {
    if (outcome.status === 'rejected') {
      if (outcome.reason instanceof PhotoCancelledError) continue;
      throw outcome.reason;
    }
    if (outcome.value.ok) photos.push(outcome.value.value);
    else refusals.push(outcome.value.refusal);
  }
  return refusals.length > 0 ? { ok: false, refusals } : { ok: true, photos };
}

/**
 * Processes and stores a listing's photos (`uploads`, in the seller's order), all or nothing: the
 * refusals of every photo the checks before decoding find (count, size, type, pixels), else those
 * found while decoding (the first gives up the rest); or the manifest of a new set under `<listingId>/<setId>/`. If
 * storing fails part way, what this call stored is deleted and the error thrown. The caller
 * commits the manifest with the listing, and on a failed commit calls `deletePhotoSet` (or leaves
 * the set to `cleanOrphans`).
 */
export async function storeListingPhotos(
  store: PhotoStore,
  listingId: string,
  uploads: readonly Uint8Array[],
  now: number = Date.now(),
): Promise<PhotoSetResult> {
  if (!isPhotoListingId(listingId)) {
    throw new Error(`Not a listing id: ${JSON.stringify(listingId)}`);
  }
  const countRefusal = checkPhotoCount(uploads.length);
  if (countRefusal) return { ok: false, refusals: [countRefusal] };

  // The cheap checks first, for every photo: the seller hears of all such faults at once.
  const inspected = await Promise.all(uploads.map((bytes, i) => inspectPhoto(bytes, i + 1)));
  const early = inspected.flatMap((result) => (result.ok ? [] : [result.refusal]));
  if (early.length > 0) return { ok: false, refusals: early };

  const processed = await processAll(uploads);
  if (!processed.ok) return processed;

  const setId = newPhotoSetId(now);
  const writes: { key: string; bytes: Buffer; contentType: string }[] = [];
  const add = (name: string, file: PhotoFile) => {
    const webp = `${listingId}/${setId}/${name}.webp`;
    const jpg = `${listingId}/${setId}/${name}.jpg`;
    writes.push({ key: webp, bytes: file.webp, contentType: checkPhotoKey(webp) });
    writes.push({ key: jpg, bytes: file.jpg, contentType: checkPhotoKey(jpg) });
    return { width: file.width, height: file.height, webp, jpg };
  };
  const photos = processed.photos.flatMap((photo, i) =>
    photo.files.map((file) => ({ n: i + 1, ...add(`${i + 1}-${file.width}`, file) })),
  );
  const previewFile = processed.photos[0]?.preview;
  if (!previewFile) throw new Error('Photo 1 was processed without its link preview');
  const preview = add(`1-${PREVIEW_SIZE.width}x${PREVIEW_SIZE.height}`, previewFile);

  try {
    const puts = writes.map((write) => () => store.put(write.key, write.bytes, write.contentType));
    await runAll(puts, PUTS_AT_ONCE);
  } catch (error) {
    // Every key this call may have written, whether or not its put got far: none is anyone else's.
    await store.delete(writes.map(({ key }) => key)).catch(() => undefined);
    throw error;
  }
  return { ok: true, manifest: { setId, photos, preview } };
}

/** Deletes a set's files: a commit that failed after `storeListingPhotos`, or a replaced set. */
export async function deletePhotoSet(
  store: PhotoStore,
  listingId: string,
  setId: string,
): Promise<void> {
  const keys: string[] = [];
  for await (const key of store.list(`${listingId}/${setId}/`)) keys.push(key);
  if (keys.length > 0) await store.delete(keys);
}

/**
 * Deletes the sets no listing refers to (`liveSetIds`: every set id the listings' rows hold, read
 * before the sweep starts), sparing those made in the last `minAgeMs`, whose uploads may not be
 * committed yet. For a periodic sweep; returns the `<listingId>/<setId>` of each set deleted.
 * Keys that are not `<listingId>/<setId>/<file>` with a set id of `newPhotoSetId`'s are left alone.
 */
export async function cleanOrphans(
  store: PhotoStore,
  liveSetIds: ReadonlySet<string>,
  { now = Date.now(), minAgeMs = ORPHAN_MIN_AGE_MS }: { now?: number; minAgeMs?: number } = {},
): Promise<string[]> {
  const orphans = new Map<string, string[]>();
  for await (const key of store.list('')) {
    const parts = key.split('/');
    if (parts.length !== 3) continue;
    const setId = parts[1]!;
    if (liveSetIds.has(setId)) continue;
    const made = photoSetTime(setId);
    if (made === undefined || now - made < minAgeMs) continue;
    const set = `${parts[0]}/${setId}`;
    const keys = orphans.get(set) ?? [];
    keys.push(key);
    orphans.set(set, keys);
  }
  for (const keys of orphans.values()) await store.delete(keys);
  return [...orphans.keys()].sort();
}
