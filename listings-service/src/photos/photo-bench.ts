/*
 * The cost of a listing's photos on this machine (docs/publishing.md#photos): the time to
 * process and store 12 phone-sized JPEGs (4000 × 3000), the event loop's delay meanwhile, and a
 * card's bytes before and after.
 *
 *   npx tsx listings-service/src/photos/photo-bench.ts [--runs 3]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { storeListingPhotos } from './listing-photos';
import { openDiskPhotoStore } from './photo-store';
import { photoLikeJpeg } from './photo-testing';
import { processPhoto } from './process-photo';

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const runsAt = process.argv.indexOf('--runs');
  const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;
  console.log(`${os.cpus().length} cores, Node ${process.version}, load ${load()}`);

  const photos: Buffer[] = [];
  for (let seed = 1; seed <= 12; seed += 1) photos.push(await photoLikeJpeg(seed));
  const sizes = photos.map((photo) => photo.length);
  console.log(`12 JPEGs of 4000 × 3000: ${kb(Math.min(...sizes))} to ${kb(Math.max(...sizes))}`);

  // The loop's delay with nothing to do, on this machine now: what the runs' delay compares to.
  const idle = monitorEventLoopDelay({ resolution: 10 });
  idle.enable();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  idle.disable();
  console.log(
    `event loop delay, idle: p99 ${(idle.percentile(99) / 1e6).toFixed(1)} ms, ` +
      `max ${(idle.max / 1e6).toFixed(1)} ms; rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
  );

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'betoch-photo-bench-'));
  try {
    const store = await openDiskPhotoStore(dir);
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const result = await storeListingPhotos(store, 'bench', photos);
      const elapsed = performance.now() - started;
      // The process's CPU time, its libuv threads' included: what the work costs however busy the
      // machine is, where the elapsed time depends on what else runs.
      const cpu = process.cpuUsage(cpuBefore);
      delay.disable();
      if (!result.ok) throw new Error(JSON.stringify(result.refusals));
      times.push(elapsed);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      cpuTimes.push(cpuMs);
      console.log(
        `run ${run}: ${(elapsed / 1000).toFixed(2)} s, CPU ${(cpuMs / 1000).toFixed(2)} s; ` +
          `event loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms; ` +
          `rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB; load ${load()}`,
      );
    }
    console.log(
      `12 photos, processed and stored: median ${(median(times) / 1000).toFixed(2)} s, ` +
        `CPU ${(median(cpuTimes) / 1000).toFixed(2)} s`,
    );
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }

  // A card's photo: the upload, then what the card loads (the narrowest WebP, and its JPEG).
  const made = await Promise.all(photos.map((photo) => processPhoto(photo)));
  const cards = made.map((result) => {
    if (!result.ok) throw new Error(result.refusal.code);
    return result.value.files;
  });
  const at = (width: number, format: 'webp' | 'jpg') =>
    median(cards.map((files) => files.find((file) => file.width === width)![format].length));
  console.log(
    `a card's photo (medians of 12): original ${kb(median(sizes))}; ` +
      `320 WebP ${kb(at(320, 'webp'))}, JPEG ${kb(at(320, 'jpg'))}; ` +
      `640 WebP ${kb(at(640, 'webp'))}, JPEG ${kb(at(640, 'jpg'))}; ` +
      `1280 WebP ${kb(at(1280, 'webp'))}, JPEG ${kb(at(1280, 'jpg'))}`,
  );
}

void main();
