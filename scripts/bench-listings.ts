/**
 * `npm run bench:listings -- [--engine embedded|postgres] [--count 100000] [--db file]
 * [--database-url postgres://…] [--rounds 5] [--load-only]`: loads N synthetic listings into a
 * fresh listings-service database and prints the load time, then the p50 and p99 of a fixed mix of
 * 20 realistic requests (one filter, three groups, range plus sort, text, map box, deep page, a
 * listing) to the service itself (listings-service/src/main.ts in its own process: the embedded
 * database's query workers, or Postgres's pool of 10 connections), on loopback, at 1 and at 10
 * connections
 * (docs/listings-service.md#measured). Needs Node 22.13+. `--db` keeps the SQLite file, and a
 * Postgres database (`--database-url`, else DATABASE_URL) is kept: either is reused when it already
 * holds N listings. `--load-only` stops after the load, so that the measurement can run later.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { hasSqlite, openDatabase } from '../listings-service/src/database';
import { storeListings } from '../listings-service/src/listing-store';
import { readTagNames, syntheticListings } from '../listings-service/src/seed';
import { spawn, type ChildProcess } from 'node:child_process';

/** The fixed mix: what visitors of a listing page, its map and a listing page ask. */
export const QUERY_MIX: readonly { name: string; path: string }[] = [
  { name: 'first page', path: '/api/listings' },
  { name: 'one filter: deal', path: '/api/listings?tag=For+sale' },
  { name: 'one filter: type', path: '/api/listings?tag=Villa' },
  { name: 'one filter: sub-city', path: '/api/listings?tag=Bole' },
  { name: 'three groups', path: '/api/listings?tag=For+sale&tag=Apartment&tag=Bole' },
  {
    name: 'four groups, cheapest',
    path: '/api/listings?tag=For+rent&tag=Condominium&tag=Yeka&tag=2+beds&sort=low-price',
  },
  { name: 'city and rooms', path: '/api/listings?tag=Addis+Ababa&tag=3+beds&tag=2+baths' },
  {
    name: 'price range, cheapest',
    path: '/api/listings?minPrice=100000&maxPrice=300000&sort=low-price',
  },
  { name: 'rent under 1,500', path: '/api/listings?tag=For+rent&maxPrice=1500&sort=low-price' },
  { name: 'area + type, dearest', path: '/api/listings?tag=Villa&minArea=200&sort=high-price' },
  { name: 'text: bole', path: '/api/listings?q=bole' },
  { name: 'text: ቦሌ', path: `/api/listings?q=${encodeURIComponent('ቦሌ')}` },
  { name: 'text: villa kirkos', path: '/api/listings?q=villa+kirkos' },
  { name: 'text ቪላ + deal', path: `/api/listings?q=${encodeURIComponent('ቪላ')}&tag=For+sale` },
  { name: 'map: Bole', path: '/api/listings/map?bbox=8.98,38.77,9.01,38.81' },
  { name: 'map: Addis Ababa', path: '/api/listings/map?bbox=8.8,38.6,9.2,39.0' },
  {
    name: 'box + filter list',
    path: '/api/listings?bbox=8.98,38.77,9.01,38.81&tag=For+rent&sort=low-price',
  },
  { name: 'deep page', path: '/api/listings?page=5000' },
  { name: 'deep page, oldest', path: '/api/listings?tag=For+sale&sort=oldest&page=2000' },
  { name: 'a listing', path: '/api/listings/b1234?lang=am' },
];

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function get(agent: http.Agent, base: string, route: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      // As a browser asks: the answers come compressed, and the compression is timed too.
      .get(
        base + route,
        { agent, headers: { 'Accept-Encoding': 'gzip, deflate, br' } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      )
      .on('error', reject);
  });
}

interface Sample {
  name: string;
  ms: number;
  status: number;
}

/** Each connection runs the whole mix `rounds` times, each starting at its own place in it. */
async function measure(base: string, connections: number, rounds: number): Promise<Sample[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples: Sample[] = [];
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      for (let round = 0; round < rounds; round++) {
        for (let i = 0; i < QUERY_MIX.length; i++) {
          const query = QUERY_MIX[(i + connection * 7) % QUERY_MIX.length]!;
          const started = performance.now();
          const status = await get(agent, base, query.path);
          samples.push({ name: query.name, ms: performance.now() - started, status });
        }
      }
    }),
  );
  agent.destroy();
  return samples;
}

function report(label: string, samples: readonly Sample[]): void {
  const all = samples.map((s) => s.ms).sort((a, b) => a - b);
  const failed = samples.filter((s) => s.status !== 200);
  console.log(
    `${label}: ${samples.length} requests, p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms, max ${all.at(-1)?.toFixed(1)} ms` +
      (failed.length > 0
        ? `, ${failed.length} not 200 (${[...new Set(failed.map((s) => s.status))].join(', ')})`
        : ''),
  );
}

function reportByQuery(samples: readonly Sample[]): void {
  for (const { name } of QUERY_MIX) {
    const times = samples
      .filter((s) => s.name === name)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(24)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   max ${(times.at(-1) ?? NaN).toFixed(1).padStart(7)} ms`,
    );
  }
}

function reportLoad(count: number, loadMs: number): void {
  console.log(
    `loaded ${count.toLocaleString('en')} listings in ${(loadMs / 1000).toFixed(1)} s (${Math.round(count / (loadMs / 1000)).toLocaleString('en')} a second)`,
  );
}

/** A bench's database: the environment that points the service at it, and what to say of it. */
interface Engine {
  env: Record<string, string>;
  label: string;
  cleanUp(): void;
}

/** The embedded database: a SQLite file loaded here, queried by the service's worker pool. */
function embedded(count: number, loadOnly: boolean): Engine | undefined {
  if (!hasSqlite()) {
    throw new Error(`node:sqlite needs Node 22.13+ (this is ${process.version})`);
  }
  const kept = option('db', '');
  const dir = kept ? undefined : mkdtempSync(path.join(tmpdir(), 'betoch-bench-'));
  const file = kept || path.join(dir as string, 'listings.sqlite');
  const cleanUp = () => {
    if (dir && !existsSync(kept)) rmSync(dir, { recursive: true, force: true });
  };
  const db = openDatabase(file);
  const held = Number(db.prepare('SELECT count(*) AS n FROM listings').get()?.n ?? 0);
  if (held !== count) {
    if (held > 0) throw new Error(`${file} holds ${held} listings, not ${count}: remove it first`);
    const started = performance.now();
    storeListings(db, syntheticListings(count, 2026, readTagNames()), readTagNames());
    reportLoad(count, performance.now() - started);
    db.exec('PRAGMA optimize');
  } else console.log(`reusing ${file}: ${count.toLocaleString('en')} listings`);
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  if (loadOnly) {
    cleanUp();
    return undefined;
  }
  const workers = Math.min(4, availableParallelism());
  return {
    env: { LISTINGS_DB: file, DATABASE_URL: '', LISTINGS_WORKERS: String(workers) },
    label: `embedded database, ${workers} query workers`,
    cleanUp,
  };
}

/** A Postgres database (kept): migrated and loaded here, queried as the service queries it. */
async function postgres(count: number, loadOnly: boolean): Promise<Engine | undefined> {
  const url = option('database-url', process.env.DATABASE_URL ?? '');
  if (!/^postgres(?:ql)?:\/\//.test(url)) {
    throw new Error('--engine postgres needs --database-url postgres://… (or DATABASE_URL)');
  }
  const {
    countPostgresListings,
    migratePostgres,
    openPostgres,
    POSTGRES_POOL_SIZE,
    storePostgresListings,
  } = await import('../listings-service/src/postgres-database');
  const pool = openPostgres(url, { timeoutMs: 60_000 });
  await migratePostgres(pool);
  const held = await countPostgresListings(pool);
  if (held !== count) {
    if (held > 0) {
      await pool.end();
      throw new Error(`the database holds ${held} listings, not ${count}: empty it first`);
    }
    const started = performance.now();
    await storePostgresListings(
      pool,
      syntheticListings(count, 2026, readTagNames()),
      readTagNames(),
    );
    await pool.query('ANALYZE');
    reportLoad(count, performance.now() - started);
  } else console.log(`reusing the database: ${count.toLocaleString('en')} listings`);
  if (loadOnly) {
    await pool.end();
    return undefined;
  }
  const [version] = (await pool.query<{ server_version: string }>('SHOW server_version')).rows;
  await pool.end();
  return {
    env: { DATABASE_URL: url },
    label: `Postgres ${version?.server_version ?? ''}, a pool of ${POSTGRES_POOL_SIZE} connections`,
    cleanUp: () => undefined,
  };
}

async function main(): Promise<void> {
  const count = Number(option('count', '100000'));
  const rounds = Number(option('rounds', '5'));
  if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a whole number ≥ 1');
  const engineName = option('engine', 'embedded');
  if (engineName !== 'embedded' && engineName !== 'postgres') {
    throw new Error('--engine must be embedded or postgres');
  }
  const loadOnly = process.argv.includes('--load-only');
  const engine =
    engineName === 'postgres' ? await postgres(count, loadOnly) : embedded(count, loadOnly);
  if (!engine) return;

  // The service itself, in its own process as npm start runs it, so that this process's requests
  // do not share its thread; it opens its port once its index is loaded (Postgres) or loads it in
  // its workers (embedded: the first round waits for them).
  const started = performance.now();
  const { child, base } = await startService(engine.env);
  console.log(`service answering in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  try {
    console.log(
      `${QUERY_MIX.length} queries, ${engine.label}, ${availableParallelism()} cores, Node ${process.version}`,
    );
    // The first round: statements prepared, pages read, and the text queries asked of the engine
    // (later rounds find their matches kept: listing-query.ts's TEXT_CACHE_SIZE).
    const first = await measure(base, 1, 1);
    report('first round, 1 connection', first);
    reportByQuery(first);
    const one = await measure(base, 1, rounds);
    report('1 connection', one);
    reportByQuery(one);
    const ten = await measure(base, 10, Math.max(1, Math.ceil(rounds / 2)));
    report('10 connections', ten);
  } finally {
    child.kill('SIGTERM');
    engine.cleanUp();
  }
}

/** Starts listings-service/src/main.ts on a free port of 127.0.0.1 with `env`; resolves when it listens. */
function startService(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, '..', 'listings-service', 'src', 'main.ts')],
    {
      env: {
        ...process.env,
        ...env,
        PORT: '0',
        HOST: '127.0.0.1',
        LISTINGS_QUERY_TIMEOUT_MS: '60000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) resolve({ child, base: `http://127.0.0.1:${port}` });
    });
    child.on('exit', (code) => reject(new Error(`the service exited with ${code}: ${output}`)));
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
