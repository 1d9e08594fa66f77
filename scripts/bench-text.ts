/**
 * What one text query costs an engine, with its word index and without it (the trigram index
 * alone, as before migration 011): `tsx scripts/bench-text.ts (--db FILE | --database-url URL)
 * [--rounds 3] [--text bedroom ...]` (docs/listings-service.md, "The word index"). Opens the database (applying
 * the migrations it lacks: the word index is filled then, minutes at 1,000,000), loads the query
 * workers' index once, and asks each text of a fresh copy of the index each time (no kept answer),
 * the two ways interleaved, `--rounds` times; prints each text's milliseconds, every round and the
 * median, and how many listings it found. Run it with the machine otherwise idle.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../listings-service/src/database';
import { loadListingIndex, seqsOf } from '../listings-service/src/listing-index';
import { sqliteConnection, sqliteDialect } from '../listings-service/src/sqlite-search';
import { textBitmap } from '../listings-service/src/text-matches';
import type { Connection, SearchDialect } from '../listings-service/src/listing-query';
import { percentile } from './open-loop';

const TEXTS = ['bedroom', 'bole', 'addis ababa', 'elevator parquet', 'hawassa rooftop', 'ቪላ', 'g+'];

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    'database-url': { type: 'string' },
    rounds: { type: 'string', default: '3' },
    text: { type: 'string', multiple: true },
  },
});
const rounds = Number(values.rounds);
const texts = values.text ?? TEXTS;

/** The engine's connection, its dialect, and how to close it (migrated on opening). */
async function open(): Promise<{ db: Connection; dialect: SearchDialect; close(): Promise<void> }> {
  const url = values['database-url'];
  if (url) {
    const { openPostgres, postgresConnection, migratePostgres } =
      await import('../listings-service/src/postgres-database');
    const { postgresDialect } = await import('../listings-service/src/postgres-search');
    const pool = openPostgres(url, { timeoutMs: 60_000, max: 2 });
    await migratePostgres(pool);
    return {
      db: postgresConnection(pool, 60_000),
      dialect: postgresDialect,
      close: () => pool.end(),
    };
  }
  if (!values.db) {
    throw new Error(
      '--db FILE or --database-url URL: a listings database (npm run bench:listings -- --load-only)',
    );
  }
  const raw = openDatabase(values.db);
  return {
    db: sqliteConnection(raw),
    dialect: sqliteDialect,
    close: () => Promise.resolve(raw.close()),
  };
}

async function main(): Promise<void> {
  const migrating = performance.now();
  const { db, dialect: engine, close } = await open();
  console.log(`opened and migrated in ${((performance.now() - migrating) / 1000).toFixed(1)} s`);
  const index = await loadListingIndex(db, engine.listAggregate);
  const ways: Record<string, SearchDialect> = {
    words: engine,
    trigrams: { ...engine, wordsHolding: undefined },
  };

  for (const text of texts) {
    const times: Record<string, number[]> = { words: [], trigrams: [] };
    const found: Record<string, number> = {};
    for (let round = 0; round < rounds; round += 1) {
      for (const [way, dialect] of Object.entries(ways)) {
        const started = performance.now();
        const matched = await textBitmap(db, { ...index }, text, dialect);
        times[way]!.push(performance.now() - started);
        found[way] = matched ? seqsOf(matched).length : 0;
      }
    }
    const line = Object.entries(times).map(
      ([way, ms]) =>
        `${way} ${percentile(
          [...ms].sort((a, b) => a - b),
          50,
        ).toFixed(0)} ms (${ms.map((m) => m.toFixed(0)).join('/')}; ${found[way]} found)`,
    );
    console.log(`${text}: ${line.join(' | ')}`);
  }
  await close();
}

void main();
