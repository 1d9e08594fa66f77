/** @jest-environment node */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import {
  cleanOrphans,
  deletePhotoSet,
  newPhotoSetId,
  ORPHAN_MIN_AGE_MS,
  photoSetTime,
  storeListingPhotos,
} from './listing-photos';
import { openDiskPhotoStore, type PhotoStore } from './photo-store';
import { bombPng, cameraJpeg, plainImage, SCRIPT_NAMED_JPG } from './photo-testing';

let dir: string;
let store: PhotoStore;
let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  jpeg = await cameraJpeg({ width: 800, height: 600, orientation: 6 });
  png = await plainImage('png', 400, 300);
});

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'betoch-listing-photos-'));
  store = await openDiskPhotoStore(dir);
});

afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.list('')) keys.push(key);
  return keys.sort();
}

it('stores a listing’s photos under a new set and answers the manifest to commit', async () => {
  const now = Date.UTC(2026, 10, 25, 9, 0, 0);
  const result = await storeListingPhotos(store, 'b7kq2x9m4ta', [jpeg, png], now);
  if (!result.ok) throw new Error(JSON.stringify(result.refusals));
  const { setId, photos, preview } = result.manifest;
  expect(photoSetTime(setId)).toBe(now);
  const base = `b7kq2x9m4ta/${setId}`;
  expect(photos).toEqual([
    { n: 1, width: 320, height: 427, webp: `${base}/1-320.webp`, jpg: `${base}/1-320.jpg` },
    { n: 1, width: 600, height: 800, webp: `${base}/1-600.webp`, jpg: `${base}/1-600.jpg` },
    { n: 2, width: 320, height: 240, webp: `${base}/2-320.webp`, jpg: `${base}/2-320.jpg` },
    { n: 2, width: 400, height: 300, webp: `${base}/2-400.webp`, jpg: `${base}/2-400.jpg` },
  ]);
  expect(preview).toEqual({
    width: 1200,
    height: 630,
    webp: `${base}/1-1200x630.webp`,
    jpg: `${base}/1-1200x630.jpg`,
  });
  const keys = [...photos, preview].flatMap((entry) => [entry.webp, entry.jpg]).sort();
  expect(await storedKeys()).toEqual(keys);
  const stored = await store.get(preview.jpg);
  expect(stored?.contentType).toBe('image/jpeg');
  expect(await sharp(await buffer(stored!.body)).metadata()).toMatchObject({
    format: 'jpeg',
    width: 1200,
    height: 630,
  });
});

it('refuses 13 photos, and none, before processing any', async () => {
  expect(await storeListingPhotos(store, 'b01', Array(13).fill(png))).toEqual({
    ok: false,
    refusals: [{ code: 'tooMany' }],
  });
  expect(await storeListingPhotos(store, 'b01', [])).toEqual({
    ok: false,
    refusals: [{ code: 'tooFew' }],
  });
  expect(await storedKeys()).toEqual([]);
});

it('names every photo the checks before decoding refuse, at once', async () => {
  const large = Buffer.alloc(16 * 1024 * 1024);
  png.copy(large);
  const result = await storeListingPhotos(store, 'b01', [
    png,
    SCRIPT_NAMED_JPG,
    png,
    bombPng(),
    large,
  ]);
  expect(result).toEqual({
    ok: false,
    refusals: [
      { code: 'notAnImage', photo: 2 },
      { code: 'tooManyPixels', photo: 4 },
      { code: 'tooLarge', photo: 5 },
    ],
  });
  expect(await storedKeys()).toEqual([]);
});

it('stores nothing when the 3rd photo turns out truncated as it is decoded', async () => {
  const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
  const put = jest.spyOn(store, 'put');
  const result = await storeListingPhotos(store, 'b01', [jpeg, png, truncated, png]);
  expect(result).toEqual({ ok: false, refusals: [{ code: 'truncated', photo: 3 }] });
  expect(put).not.toHaveBeenCalled();
  expect(await storedKeys()).toEqual([]);
});

it('deletes what it stored when the store fails part way, and throws', async () => {
  const put = store.put.bind(store);
  let calls = 0;
  jest.spyOn(store, 'put').mockImplementation(async (key, bytes, type) => {
    calls += 1;
    if (calls === 7) throw new Error('disk full');
    return put(key, bytes, type);
  });
  await expect(storeListingPhotos(store, 'b01', [jpeg, png, png])).rejects.toThrow('disk full');
  expect(calls).toBeGreaterThanOrEqual(7);
  expect(await storedKeys()).toEqual([]);
  expect((await fs.readdir(dir)).sort()).toEqual(['.partial']);
});

it('deletes a set by its id, leaving the listing’s other sets', async () => {
  const first = await storeListingPhotos(store, 'b01', [png]);
  const second = await storeListingPhotos(store, 'b01', [png]);
  if (!first.ok || !second.ok) throw new Error('refused');
  await deletePhotoSet(store, 'b01', first.manifest.setId);
  const left = await storedKeys();
  expect(left.length).toBeGreaterThan(0);
  expect(left.every((key) => key.startsWith(`b01/${second.manifest.setId}/`))).toBe(true);
});

describe('cleaning orphans', () => {
  const hour = ORPHAN_MIN_AGE_MS;
  const now = Date.UTC(2026, 10, 25, 12, 0, 0);

  async function set(listingId: string, made: number): Promise<string> {
    const setId = newPhotoSetId(made);
    await store.put(`${listingId}/${setId}/1-320.webp`, Buffer.from('w'), 'image/webp');
    await store.put(`${listingId}/${setId}/1-320.jpg`, Buffer.from('j'), 'image/jpeg');
    return setId;
  }

  it('deletes the sets no listing refers to, older than an hour, and nothing else', async () => {
    const live = await set('b01', now - 5 * hour);
    const replaced = await set('b01', now - 3 * hour);
    const withdrawn = await set('r02', now - 2 * hour);
    const inFlight = await set('b03', now - 10 * 60 * 1000);
    await store.put('notes/x/readme.jpg', Buffer.from('not a set'), 'image/jpeg');

    const deleted = await cleanOrphans(store, new Set([live]), { now });

    expect(deleted).toEqual([`b01/${replaced}`, `r02/${withdrawn}`]);
    expect(await storedKeys()).toEqual([
      `b01/${live}/1-320.jpg`,
      `b01/${live}/1-320.webp`,
      `b03/${inFlight}/1-320.jpg`,
      `b03/${inFlight}/1-320.webp`,
      'notes/x/readme.jpg',
    ]);
    expect(await fs.readdir(dir)).not.toContain('r02');
  });

  it('reads a set id’s time, and no other name’s', () => {
    expect(photoSetTime(newPhotoSetId(now))).toBe(now);
    expect(photoSetTime('x')).toBeUndefined();
    expect(photoSetTime('mfx3k2p1-3fa9c0d21e7')).toBeUndefined();
  });
});
