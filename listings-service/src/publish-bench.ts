/*
 * How long a seller waits, on this machine, from pressing "Publish" to their listing being found
 * by a search (docs/publishing.md "Measured"): the listings service as `npm start` runs it (its
 * own process, its query workers, production's time bounds), a listing with phone-sized photos
 * sent as the form sends it, then the search the buyer would type, asked every 25 ms until it
 * answers the listing. Each run publishes a listing with a word no other listing has, so no
 * answer can come from an earlier run's search.
 *
 *   npx tsx listings-service/src/publish-bench.ts [--runs 3] [--photos 2]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { photoLikeJpeg } from './photos/photo-testing';
import { sampleDraft, SELLER, testKeys } from './publishing-testing';
import { killService, startService } from './service-testing';

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A word of letters only (the text search reads words), unique to the run. */
function uniqueWord(run: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = 'zq';
  for (let i = 0; i < 8; i++) word += letters[Math.floor(Math.random() * letters.length)];
  return `${word}${letters[run % letters.length]}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, photos: { type: 'string', default: '2' } },
  });
  const runs = Number(values.runs);
  const photoCount = Number(values.photos);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'betoch-publish-bench-'));
  // The API's published keys, as the service reads them (BETOCH_API_JWKS_URL).
  const keys = await testKeys();
  const api = Fastify();
  api.get('/api/auth/jwks.json', () => keys.jwks);
  const jwksUrl = `${await api.listen({ port: 0, host: '127.0.0.1' })}/api/auth/jwks.json`;
  const service = await startService({
    LISTINGS_DB: path.join(dir, 'listings.sqlite'),
    BETOCH_PHOTOS_DIR: path.join(dir, 'photos'),
    BETOCH_API_JWKS_URL: jwksUrl,
  });
  const token = await keys.sign(SELLER);
  const photos = await Promise.all(
    Array.from({ length: photoCount }, (_, i) => photoLikeJpeg(i + 1)),
  );
  console.log(
    `${service.line.trim()}; ${photoCount} photo(s) of 4000 × 3000 each; load ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  const answered: number[] = [];
  const found: number[] = [];
  const total: number[] = [];
  try {
    // One search before the first run: the workers' index is loaded, as on a service in use.
    await fetch(`${service.base}/api/listings?q=villa`);
    for (let run = 1; run <= runs; run++) {
      const word = uniqueWord(run);
      const draft = sampleDraft({
        title: { en: `Four-bedroom villa ${word} with a walled garden` },
      });
      const form = new FormData();
      form.append('draft', JSON.stringify(draft));
      photos.forEach((bytes, i) =>
        form.append(
          'photo',
          new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }),
          `photo-${i + 1}.jpg`,
        ),
      );
      const pressed = performance.now();
      const reply = await fetch(`${service.base}/api/listings`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      const published = performance.now();
      if (reply.status !== 201) throw new Error(`publish: ${reply.status} ${await reply.text()}`);
      const { id } = (await reply.json()) as { id: string };
      for (;;) {
        const search = await fetch(`${service.base}/api/listings?q=${word}`);
        const page = (await search.json()) as { items?: { id: string }[] };
        if (page.items?.some((item) => item.id === id)) break;
        if (performance.now() - published > 30_000) throw new Error(`${id} not found in 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const seen = performance.now();
      answered.push(published - pressed);
      found.push(seen - published);
      total.push(seen - pressed);
      console.log(
        `run ${run}: published in ${seconds(published - pressed)}, found by "${word}" ${seconds(seen - published)} later: ${seconds(seen - pressed)} in all`,
      );
    }
  } finally {
    killService(service);
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `median of ${runs}: published in ${seconds(median(answered))}, found ${seconds(median(found))} later, ${seconds(median(total))} from "Publish" to search`,
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
