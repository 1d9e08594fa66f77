/** @jest-environment node */
import sharp from 'sharp';
import { PHOTO_LIMITS, sniffImageType } from '../../../shared/src/domain/photo-rules';
import {
  inspectPhoto,
  PhotoCancelledError,
  type PhotoFile,
  processPhoto,
  type ProcessedPhoto,
  taskQueue,
} from './process-photo';
import { bombPng, cameraJpeg, GPS_MARK, plainImage, SCRIPT_NAMED_JPG } from './photo-testing';

async function processed(bytes: Uint8Array, preview = false): Promise<ProcessedPhoto> {
  const result = await processPhoto(bytes, { photo: 1, preview });
  if (!result.ok) throw new Error(`refused: ${result.refusal.code}`);
  return result.value;
}

const everyFile = (photo: ProcessedPhoto): PhotoFile[] => [
  ...photo.files,
  ...(photo.preview ? [photo.preview] : []),
];

/** The colour at a point of an image, as [r, g, b]. */
async function colourAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
const isBlue = ([r, g, b]: number[]) => r! < 60 && g! < 60 && b! > 200;

describe('a camera JPEG with EXIF, a GPS position and orientation 6', () => {
  let photo: ProcessedPhoto;
  let original: Buffer;
  beforeAll(async () => {
    original = await cameraJpeg({ width: 1600, height: 1200, orientation: 6 });
    photo = await processed(original, true);
  });

  it('had them to begin with', async () => {
    const metadata = await sharp(original).metadata();
    expect(metadata.orientation).toBe(6);
    expect(original.includes(GPS_MARK)).toBe(true);
  });

  it('comes out with no EXIF, GPS, XMP or ICC profile in any file', async () => {
    for (const file of everyFile(photo)) {
      for (const bytes of [file.webp, file.jpg]) {
        expect(bytes.includes(GPS_MARK)).toBe(false);
        expect(bytes.includes('Betoch test camera')).toBe(false);
        const metadata = await sharp(bytes).metadata();
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.icc).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
      }
    }
  });

  it('comes out upright: turned a quarter clockwise, its red corner now top right', async () => {
    expect(photo).toMatchObject({ type: 'jpeg', width: 1200, height: 1600 });
    const largest = photo.files[photo.files.length - 1]!;
    expect([largest.width, largest.height]).toEqual([1200, 1600]);
    expect(isRed(await colourAt(largest.webp, largest.width - 10, 10))).toBe(true);
    expect(isBlue(await colourAt(largest.webp, 10, 10))).toBe(true);
    expect(isRed(await colourAt(largest.jpg, largest.width - 10, 10))).toBe(true);
  });

  it('is made at every width it reaches, as WebP and JPEG, and as the 1200 × 630 preview', async () => {
    expect(photo.files.map((file) => [file.width, file.height])).toEqual([
      [320, 427],
      [640, 853],
      [1200, 1600],
    ]);
    for (const file of everyFile(photo)) {
      expect(sniffImageType(file.webp)).toBe('webp');
      expect(sniffImageType(file.jpg)).toBe('jpeg');
      expect(await sharp(file.jpg).metadata()).toMatchObject({
        width: file.width,
        height: file.height,
      });
    }
    expect(photo.preview).toMatchObject({ width: 1200, height: 630 });
  });
});

it('takes a PNG and a WebP, converting them to the same files', async () => {
  for (const format of ['png', 'webp'] as const) {
    const photo = await processed(await plainImage(format, 1400, 1050));
    expect(photo.type).toBe(format);
    expect(photo.files.map((file) => file.width)).toEqual([320, 640, 1280]);
    expect(photo.preview).toBeUndefined();
    expect(sniffImageType(photo.files[0]!.webp)).toBe('webp');
  }
});

it('flattens a transparent PNG onto white, for the JPEG and the WebP alike', async () => {
  const clear = await sharp({
    create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer();
  const photo = await processed(clear);
  expect(photo.files.map((file) => file.width)).toEqual([320, 400]);
  for (const bytes of [photo.files[0]!.webp, photo.files[0]!.jpg]) {
    expect((await colourAt(bytes, 5, 5)).every((value) => value > 245)).toBe(true);
  }
});

describe('refusals', () => {
  it('refuses a decompression bomb from its header, fast, without allocating its pixels', async () => {
    const bomb = bombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(10_000);
    global.gc?.();
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const result = await processPhoto(bomb, { photo: 2 });
    const elapsed = performance.now() - started;
    const grown = process.memoryUsage().rss - before;
    expect(result).toEqual({ ok: false, refusal: { code: 'tooManyPixels', photo: 2 } });
    expect(elapsed).toBeLessThan(500);
    // Decoded, it would be 1.2 GB.
    expect(grown).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a photo with a side past 12,000 pixels, however few its pixels', async () => {
    expect(await processPhoto(bombPng(12_001, 100))).toEqual({
      ok: false,
      refusal: { code: 'tooManyPixels' },
    });
  });

  it('refuses a truncated JPEG whose header is whole, when it decodes it', async () => {
    const whole = await cameraJpeg({ width: 800, height: 600 });
    const truncated = whole.subarray(0, Math.floor(whole.length * 0.6));
    expect(await inspectPhoto(truncated)).toMatchObject({ ok: true });
    expect(await processPhoto(truncated, { photo: 5 })).toEqual({
      ok: false,
      refusal: { code: 'truncated', photo: 5 },
    });
  });

  it('refuses a JPEG cut inside its header, and a truncated PNG', async () => {
    const jpeg = await cameraJpeg();
    expect(await processPhoto(jpeg.subarray(0, 40))).toEqual({
      ok: false,
      refusal: { code: 'truncated' },
    });
    const png = await plainImage('png', 300, 200);
    expect(await processPhoto(png.subarray(0, Math.floor(png.length * 0.6)))).toEqual({
      ok: false,
      refusal: { code: 'truncated' },
    });
  });

  it('refuses a script named x.jpg: its bytes are no image', async () => {
    expect(await processPhoto(SCRIPT_NAMED_JPG, { photo: 1 })).toEqual({
      ok: false,
      refusal: { code: 'notAnImage', photo: 1 },
    });
  });

  it('refuses a GIF as a type it does not take', async () => {
    expect(await processPhoto(await plainImage('gif', 50, 50))).toEqual({
      ok: false,
      refusal: { code: 'unsupportedType', found: 'gif' },
    });
  });

  it('refuses a 16 MB file before looking inside', async () => {
    const jpeg = await cameraJpeg();
    const large = Buffer.alloc(16 * 1024 * 1024);
    jpeg.copy(large);
    expect(large.length).toBeGreaterThan(PHOTO_LIMITS.maxBytes);
    expect(await processPhoto(large, { photo: 7 })).toEqual({
      ok: false,
      refusal: { code: 'tooLarge', photo: 7 },
    });
  });
});

describe('the queue of steps', () => {
  it('runs at most its limit at once, in the order they came', async () => {
    const run = taskQueue(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const step = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      order.push(n);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return n;
    };
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => run(step(n))))).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts no step of an upload given up, and frees its place', async () => {
    const run = taskQueue(1);
    const controller = new AbortController();
    let release = () => {};
    const first = run(() => new Promise<void>((resolve) => (release = resolve)));
    const skipped = run(async () => 'ran', controller.signal);
    controller.abort();
    release();
    await first;
    await expect(skipped).rejects.toBeInstanceOf(PhotoCancelledError);
    expect(await run(async () => 'next')).toBe('next');
  });
});
