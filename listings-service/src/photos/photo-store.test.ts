/** @jest-environment node */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import {
  checkPhotoKey,
  DEFAULT_PHOTOS_DIR,
  openDiskPhotoStore,
  photosDirectory,
  type PhotoStore,
} from './photo-store';

let dir: string;
let store: PhotoStore;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'betoch-photos-'));
  store = await openDiskPhotoStore(dir);
});

afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function keys(prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for await (const key of store.list(prefix)) found.push(key);
  return found.sort();
}

it('keeps a file under its key and gives it back as a stream, with its size and type', async () => {
  await store.put('b01/set1/1-320.webp', Buffer.from('webp bytes'), 'image/webp');
  const stored = await store.get('b01/set1/1-320.webp');
  expect(stored).toMatchObject({ bytes: 10, contentType: 'image/webp' });
  expect(await text(stored!.body)).toBe('webp bytes');
  expect(await fs.readFile(path.join(dir, 'b01', 'set1', '1-320.webp'), 'utf8')).toBe('webp bytes');
  expect(await store.get('b01/set1/2-320.webp')).toBeUndefined();
});

it('lists by prefix, as an object store does, and never a file being written', async () => {
  await store.put('b01/s1/1-320.webp', Buffer.from('a'), 'image/webp');
  await store.put('b01/s1/1-320.jpg', Buffer.from('b'), 'image/jpeg');
  await store.put('b01/s2/1-320.jpg', Buffer.from('c'), 'image/jpeg');
  await store.put('r02/s3/1-320.jpg', Buffer.from('d'), 'image/jpeg');
  await fs.writeFile(path.join(dir, '.partial', 'half.jpg'), 'half');
  expect(await keys()).toEqual([
    'b01/s1/1-320.jpg',
    'b01/s1/1-320.webp',
    'b01/s2/1-320.jpg',
    'r02/s3/1-320.jpg',
  ]);
  expect(await keys('b01/')).toEqual(['b01/s1/1-320.jpg', 'b01/s1/1-320.webp', 'b01/s2/1-320.jpg']);
  expect(await keys('b01/s1/1-320.w')).toEqual(['b01/s1/1-320.webp']);
  expect(await keys('b0')).toEqual(['b01/s1/1-320.jpg', 'b01/s1/1-320.webp', 'b01/s2/1-320.jpg']);
  expect(await keys('x9/')).toEqual([]);
});

it('writes under a temporary name and renames, leaving nothing behind', async () => {
  const renamed = jest.spyOn(fs, 'rename');
  await store.put('b01/s1/1-640.jpg', Buffer.from('jpeg'), 'image/jpeg');
  expect(renamed).toHaveBeenCalledTimes(1);
  const [from, to] = renamed.mock.calls[0]!;
  expect(path.dirname(String(from))).toBe(path.join(dir, '.partial'));
  expect(to).toBe(path.join(dir, 'b01', 's1', '1-640.jpg'));
  expect(await fs.readdir(path.join(dir, '.partial'))).toEqual([]);
  renamed.mockRestore();
});

it('removes, when opened, what a process that ended mid-write left an hour ago', async () => {
  const old = path.join(dir, '.partial', 'old.jpg');
  const recent = path.join(dir, '.partial', 'recent.jpg');
  await fs.writeFile(old, 'x');
  await fs.writeFile(recent, 'x');
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  await fs.utimes(old, twoHoursAgo, twoHoursAgo);
  await openDiskPhotoStore(dir);
  expect(await fs.readdir(path.join(dir, '.partial'))).toEqual(['recent.jpg']);
});

it('deletes files and the folders they emptied, and takes a missing key in its stride', async () => {
  await store.put('b01/s1/1-320.jpg', Buffer.from('a'), 'image/jpeg');
  await store.put('b01/s2/1-320.jpg', Buffer.from('b'), 'image/jpeg');
  await store.delete(['b01/s1/1-320.jpg', 'b01/s1/9-320.jpg']);
  expect(await keys()).toEqual(['b01/s2/1-320.jpg']);
  expect(await fs.readdir(path.join(dir, 'b01'))).toEqual(['s2']);
  await store.delete(['b01/s2/1-320.jpg']);
  expect((await fs.readdir(dir)).sort()).toEqual(['.partial']);
});

it('refuses a key that could leave its folder, and a type its extension does not say', async () => {
  await expect(store.put('../outside.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
    'Not a photo key',
  );
  await expect(store.get('b01/../../etc/passwd.jpg')).rejects.toThrow('Not a photo key');
  await expect(store.put('/etc/x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
  await expect(store.put('b01/s1/1.svg', Buffer.from('x'), 'image/svg+xml')).rejects.toThrow();
  await expect(store.put('b01/s1/1.jpg', Buffer.from('x'), 'text/html')).rejects.toThrow(
    'is not of type text/html',
  );
  expect(checkPhotoKey('b01/s1/1-1200x630.webp')).toBe('image/webp');
});

it('is in BETOCH_PHOTOS_DIR, else listings-service/data/photos', () => {
  expect(photosDirectory({})).toBe(DEFAULT_PHOTOS_DIR);
  expect(DEFAULT_PHOTOS_DIR).toBe(path.resolve(__dirname, '..', '..', 'data', 'photos'));
  expect(photosDirectory({ BETOCH_PHOTOS_DIR: ' /srv/photos ' })).toBe('/srv/photos');
});
