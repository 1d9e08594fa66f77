import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/*
 * Where the listings' derived photos are kept (docs/publishing.md#photos). The service keeps
 * them on disk by default; the interface is what an S3-compatible store (S3, R2, MinIO, GCS's XML
 * API) offers as well, so one can take the disk's place without a change to its callers:
 *
 * - put: PutObject with the key, the bytes and Content-Type (and Cache-Control
 *   `public, max-age=31536000, immutable`: a key is never written twice). An object appears whole
 *   or not at all, so there is no temporary name.
 * - get: GetObject; its Body is the stream, ContentLength and ContentType the rest; NoSuchKey is
 *   undefined.
 * - delete: DeleteObjects, 1,000 keys a request; a missing key is no error there either.
 * - list: ListObjectsV2 with Prefix, a page at a time (ContinuationToken), each Contents' Key.
 */

/** One stored file, opened for reading. */
export interface StoredPhoto {
  body: Readable;
  bytes: number;
  contentType: string;
}

/** A store of photo files by key (`<listingId>/<setId>/<n>-<width>.webp`). */
export interface PhotoStore {
  /** Stores `bytes` under `key`; a reader sees the whole file or none of it. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file under `key`, or undefined when there is none. */
  get(key: string): Promise<StoredPhoto | undefined>;
  /** Deletes the files under `keys`; a key with no file is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every key that starts with `prefix` (`''` for all), in no promised order. */
  list(prefix: string): AsyncIterable<string>;
}

/** The content types a key's extension stands for: the only files the store takes. */
export const PHOTO_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
};

/** Where the photos are kept unless BETOCH_PHOTOS_DIR says otherwise (ignored by git). */
export const DEFAULT_PHOTOS_DIR = path.join(__dirname, '..', '..', 'data', 'photos');

/** The photos' folder: BETOCH_PHOTOS_DIR, or `listings-service/data/photos`. */
export function photosDirectory(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.BETOCH_PHOTOS_DIR?.trim() || DEFAULT_PHOTOS_DIR);
}

/** Letters, digits, `.`, `_` and `-` in `/`-separated parts, none starting with a dot. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Throws unless `key` is a key the stores take: no `..`, no absolute path, a known extension. */
export function checkPhotoKey(key: string): string {
  const type = PHOTO_CONTENT_TYPES[path.posix.extname(key)];
  if (!KEY.test(key) || key.length > 300 || !type) {
    throw new Error(`Not a photo key: ${JSON.stringify(key)}`);
  }
  return type;
}

/** The folder of files being written, under the store's own: a rename from it is atomic. */
const PARTIAL = '.partial';

/** A file in the partial folder older than this was left by a process that ended mid-write. */
const STALE_PARTIAL_MS = 60 * 60 * 1000;

// Not `instanceof Error`: an error of another realm (a test's sandbox) is no instance of this one's.
const isCode = (error: unknown, code: string): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

/**
 * The store on disk, in `dir` (`photosDirectory`): a key is a path under it. A file is written
 * under a temporary name in `dir/.partial/` and renamed into place, so a half-written file is
 * never served; what a crash left there is removed when the store is opened.
 */
export async function openDiskPhotoStore(dir: string): Promise<PhotoStore> {
  const root = path.resolve(dir);
  const partial = path.join(root, PARTIAL);
  await fs.mkdir(partial, { recursive: true });
  for (const name of await fs.readdir(partial)) {
    const file = path.join(partial, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat && Date.now() - stat.mtimeMs > STALE_PARTIAL_MS) await fs.rm(file, { force: true });
  }
  const fileOf = (key: string) => path.join(root, ...key.split('/'));

  async function* walk(folder: string, keyPrefix: string): AsyncGenerator<string> {
    let entries;
    try {
      entries = await fs.readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isCode(error, 'ENOENT') || isCode(error, 'ENOTDIR')) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = `${keyPrefix}${entry.name}`;
      if (entry.isDirectory()) yield* walk(path.join(folder, entry.name), `${key}/`);
      else if (entry.isFile()) yield key;
    }
  }

  return {
    async put(key, bytes, contentType) {
      if (checkPhotoKey(key) !== contentType) {
        throw new Error(`${key} is not of type ${contentType}`);
      }
      const file = fileOf(key);
      const temporary = path.join(partial, `${randomBytes(8).toString('hex')}${path.extname(key)}`);
      try {
        // Flushed before the rename: after a power cut the name points at the bytes, not at none.
        await fs.writeFile(temporary, bytes, { flush: true });
        // Twice: a sweep may remove the listing's emptied folder between the mkdir and the rename.
        for (let attempt = 1; ; attempt += 1) {
          await fs.mkdir(path.dirname(file), { recursive: true });
          try {
            await fs.rename(temporary, file);
            break;
          } catch (error) {
            if (!isCode(error, 'ENOENT') || attempt === 2) throw error;
          }
        }
      } finally {
        await fs.rm(temporary, { force: true });
      }
    },

    async get(key) {
      const contentType = checkPhotoKey(key);
      let handle;
      try {
        handle = await fs.open(fileOf(key), 'r');
      } catch (error) {
        if (isCode(error, 'ENOENT')) return undefined;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), bytes: size, contentType };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(keys) {
      const folders = new Set<string>();
      for (const key of keys) {
        checkPhotoKey(key);
        await fs.rm(fileOf(key), { force: true });
        folders.add(path.dirname(fileOf(key)));
      }
      // Emptied folders go too (a set's, then its listing's); a folder still in use stays.
      for (const folder of folders) {
        for (let at = folder; at.startsWith(root + path.sep); at = path.dirname(at)) {
          try {
            await fs.rmdir(at);
          } catch {
            break;
          }
        }
      }
    },

    async *list(prefix) {
      // Walks only the folder the prefix names, then filters, as an object store's prefix does.
      const slash = prefix.lastIndexOf('/');
      const folderKey = slash < 0 ? '' : prefix.slice(0, slash + 1);
      if (folderKey !== '' && !KEY.test(folderKey.slice(0, -1))) return;
      for await (const key of walk(fileOf(folderKey), folderKey)) {
        if (key.startsWith(prefix)) yield key;
      }
    },
  };
}
