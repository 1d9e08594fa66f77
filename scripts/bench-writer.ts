/**
 * The writes of `npm run bench:listings` (docs/listings-service.md#the-bench), in a process of its
 * own so that node:sqlite's synchronous writes never hold the load generator's thread:
 * `tsx scripts/bench-writer.ts (--db FILE | --database-url URL) (--rate 20 --seconds 20 |
 * --import 10000 [--pace import|bulk])`. At a rate, each write publishes a new listing or edits
 * the last one (a price change), each in its own transaction, as sellers do; an import stores
 * that many new listings as `npm run listings:import` does (below normal priority, as it runs, in
 * transactions of about 200 ms, on Postgres each followed by a rest as long; `--pace bulk`: 10,000
 * a transaction, a bulk load's, to compare).
 * Prints `ready` once set up (the bench starts its load then), and at the end one JSON line: how
 * many, how long, each write's p50 and p99 (ms).
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import type { ListingRecord } from '../listings-service/src/listing-store';
import { readTagNames, syntheticListings } from '../listings-service/src/seed';
import { importNice, yieldToSearches } from '../listings-service/src/import-priority';
import { BULK_PACE, importPace, type WritePace } from '../listings-service/src/write-pace';
import { percentile } from './open-loop';

type Store = (records: ListingRecord[]) => Promise<unknown>;

async function storeFor(
  db: string,
  url: string,
  pace: WritePace,
): Promise<{ store: Store; close(): Promise<void> }> {
  const tagNames = readTagNames();
  if (url) {
    const { openPostgres, storePostgresListings } =
      await import('../listings-service/src/postgres-database');
    const pool = openPostgres(url, { timeoutMs: 60_000, max: 2 });
    return {
      store: (records) => storePostgresListings(pool, records, tagNames, { pace }),
      close: () => pool.end(),
    };
  }
  const { openDatabase } = await import('../listings-service/src/database');
  const { storeListings } = await import('../listings-service/src/listing-store');
  const raw = openDatabase(db);
  return {
    store: (records) => Promise.resolve(storeListings(raw, records, tagNames, { pace })),
    close: () => Promise.resolve(raw.close()),
  };
}

/** Synthetic listings under ids of their own (`prefix` and a number), never the loaded ones'. */
function* newListings(count: number, prefix: string, seed: number): Generator<ListingRecord> {
  let n = 0;
  for (const record of syntheticListings(count, seed, readTagNames())) {
    const deal = record.property.id.startsWith('b') ? 'b' : 'r';
    yield { ...record, property: { ...record.property, id: `${deal}${prefix}${++n}` } };
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: '' },
      'database-url': { type: 'string', default: '' },
      rate: { type: 'string', default: '0' },
      seconds: { type: 'string', default: '20' },
      import: { type: 'string', default: '0' },
      pace: { type: 'string', default: 'import' },
    },
  });
  if (values.pace !== 'import' && values.pace !== 'bulk') {
    throw new Error(`--pace is import or bulk, not "${values.pace}"`);
  }
  // An import's pace is the import command's, at the niceness it runs at.
  const engine = values['database-url'] ? 'postgres' : 'embedded';
  const pace = values.pace === 'bulk' ? BULK_PACE : importPace(engine, importNice(process.env));
  const { store, close } = await storeFor(values.db, values['database-url'], pace);
  const times: number[] = [];
  const imported = Number(values.import);
  const records =
    imported > 0 ? [...newListings(imported, `i${Date.now().toString(36)}x`, 99)] : [];
  // Set up: the bench starts its load now, so that it measures the writes, not this start.
  console.log('ready');
  const started = performance.now();
  try {
    if (imported > 0) {
      yieldToSearches(importNice(process.env));
      const at = performance.now();
      await store(records);
      times.push(performance.now() - at);
    } else {
      const rate = Number(values.rate);
      const count = Math.round(rate * Number(values.seconds));
      const fresh = newListings(count, `w${Date.now().toString(36)}x`, 98);
      let last: ListingRecord | undefined;
      for (let i = 0; i < count; i++) {
        const wait = started + (i * 1_000) / rate - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        // Every other write edits the listing published before it (a new price).
        const record: ListingRecord =
          i % 2 === 1 && last
            ? { ...last, property: { ...last.property, price: last.property.price + 1_000 } }
            : (fresh.next().value as ListingRecord);
        last = record;
        const at = performance.now();
        await store([record]);
        times.push(performance.now() - at);
      }
    }
  } finally {
    await close();
  }
  times.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      writes: times.length,
      seconds: (performance.now() - started) / 1_000,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
