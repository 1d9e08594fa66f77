/**
 * `npm run bench:listings -- [--engine embedded|postgres] [--count 100000] [--db file]
 * [--database-url postgres://…] [--seconds 10] [--load-only] [--capacity N [--writes-only |
 * --rates-only]] [--workers N] [--warm-seconds S [--warm-rate R]] [--shots FILE]`: loads N
 * synthetic listings (descriptions of real length in both languages, seed.ts) into a fresh
 * listings-service database, starts the service as production runs it (its own process, its query
 * workers, production's time bounds), and offers it load at fixed rates (open loop,
 * scripts/open-loop.ts) of a mix of what a listing page, its map and its property pages ask, with
 * over 1,000 text queries drawn from the data in both languages (scripts/bench-requests.ts). It
 * finds the capacity (the highest rate with p99 ≤ 100 ms and no error or refusal, in two runs of
 * three), then reports the p50/p99 at 50% and 90% of it, what 2× gives (goodput, refusals and
 * how fast they come) and the second after; the time for one write to reach the searches; and
 * the searches' p99 at 50% of capacity during 20 writes a second and during an import of 10,000
 * listings (scripts/bench-writer.ts, a process of its own). docs/listings-service.md#the-bench.
 * Needs Node 22.13+. `--db` keeps the SQLite file, and a Postgres database (`--database-url`, else
 * DATABASE_URL) is kept: either is reused when it already holds N listings (the writes of an
 * earlier run count: reload it). `--load-only` stops after the load. `--capacity N` takes N as the
 * capacity instead of finding it, and `--writes-only` then runs the write phases alone (to work on
 * them), `--rates-only` the rates alone (to compare the overload settings, LISTINGS_MAX_WAIT_MS);
 * `--workers` sets the service's query workers (each holds an index: the memory per worker is the
 * difference). `--warm-seconds` first offers the same mix for S seconds at R a second (10),
 * reported apart: a service that has run a while holds its frequent words' answers
 * (text-matches.ts), one just started does not, and the steps of 8 s that find the capacity would
 * measure only that start. `--shots FILE` adds every request to FILE, a JSON line each (its rate,
 * path, status, time, and the wait and run its Server-Timing gave, or why it was refused), for
 * a look past the percentiles.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { hasSqlite, openDatabase } from '../listings-service/src/database';
import { storeListings, type ListingRecord } from '../listings-service/src/listing-store';
import { BULK_PACE } from '../listings-service/src/write-pace';
import { readTagNames, syntheticListings } from '../listings-service/src/seed';
import { requestMix, textQueries } from './bench-requests';
import { findCapacity, offerLoad, percentile, type Summary } from './open-loop';
import { residentMb } from './worker-memory';

/** Far above any listing's price (the synthetic data's highest is about 1.5 million). */
const PROBE_PRICE = 1_000_000_000;

const { values: options } = parseArgs({
  options: {
    engine: { type: 'string', default: 'embedded' },
    count: { type: 'string', default: '100000' },
    db: { type: 'string', default: '' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? '' },
    seconds: { type: 'string', default: '10' },
    'load-only': { type: 'boolean', default: false },
    capacity: { type: 'string', default: '0' },
    /** Query workers (LISTINGS_WORKERS): the service's default when not given. */
    workers: { type: 'string', default: '' },
    'writes-only': { type: 'boolean', default: false },
    /** The rates alone (50%, 90%, 2× and after): no write or import phase. */
    'rates-only': { type: 'boolean', default: false },
    /** The mix offered for this long before any figure, at `warm-rate` a second: 0, none. */
    'warm-seconds': { type: 'string', default: '0' },
    'warm-rate': { type: 'string', default: '10' },
    /** A file to which every request of every rate is written, a JSON line each. */
    shots: { type: 'string', default: '' },
  },
});

function reportLoad(count: number, loadMs: number): void {
  console.log(
    `loaded ${count.toLocaleString('en')} listings in ${(loadMs / 1000).toFixed(1)} s (${Math.round(count / (loadMs / 1000)).toLocaleString('en')} a second)`,
  );
}

/**
 * A bench's database: the environment that points the service at it, what to say of it, the
 * writer's arguments, and its reads and writes for the bench itself.
 */
interface Engine {
  env: Record<string, string>;
  label: string;
  writerArgs: string[];
  /** Searchable texts of `count` listings drawn at random, and ids of `count` listings. */
  sample(count: number): Promise<{ bodies: string[]; ids: string[] }>;
  /** Stores listings (new or replaced), as the service's writers do. */
  store(records: ListingRecord[]): Promise<void>;
  cleanUp(): Promise<void>;
}

/** The embedded database: a SQLite file loaded here, queried by the service's worker pool. */
function embedded(count: number, loadOnly: boolean): Engine | undefined {
  if (!hasSqlite()) {
    throw new Error(`node:sqlite needs Node 22.13+ (this is ${process.version})`);
  }
  const kept = options.db;
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
    storeListings(db, syntheticListings(count, 2026, readTagNames()), readTagNames(), {
      pace: BULK_PACE,
    });
    reportLoad(count, performance.now() - started);
    db.exec('PRAGMA optimize');
  } else console.log(`reusing ${file}: ${count.toLocaleString('en')} listings`);
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  if (loadOnly) {
    cleanUp();
    return undefined;
  }
  const workers = Number(options.workers) || Math.min(4, availableParallelism());
  const writer = openDatabase(file);
  return {
    env: { LISTINGS_DB: file, DATABASE_URL: '', LISTINGS_WORKERS: String(workers) },
    label: `embedded database, ${workers} query workers`,
    writerArgs: ['--db', file],
    sample(n) {
      const rows = writer
        .prepare(
          'SELECT l.id, t.body FROM listings l JOIN listing_text t ON t.rowid = l.seq ORDER BY random() LIMIT ?',
        )
        .all(n);
      return Promise.resolve({
        bodies: rows.map((row) => String(row.body)),
        ids: rows.map((row) => String(row.id)),
      });
    },
    store(records) {
      storeListings(writer, records, readTagNames());
      return Promise.resolve();
    },
    cleanUp() {
      writer.close();
      cleanUp();
      return Promise.resolve();
    },
  };
}

/** A Postgres database (kept): migrated and loaded here, queried as the service queries it. */
async function postgres(count: number, loadOnly: boolean): Promise<Engine | undefined> {
  const url = options['database-url'];
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
      { pace: BULK_PACE },
    );
    await pool.query('ANALYZE');
    reportLoad(count, performance.now() - started);
  } else console.log(`reusing the database: ${count.toLocaleString('en')} listings`);
  if (loadOnly) {
    await pool.end();
    return undefined;
  }
  const [version] = (await pool.query<{ server_version: string }>('SHOW server_version')).rows;
  return {
    env: { DATABASE_URL: url, ...(options.workers ? { LISTINGS_WORKERS: options.workers } : {}) },
    label: `Postgres ${version?.server_version ?? ''}, a pool of ${POSTGRES_POOL_SIZE} connections`,
    writerArgs: ['--database-url', url],
    async sample(n) {
      const { rows } = await pool.query<{ id: string; body: string }>(
        'SELECT l.id, t.body FROM listings l JOIN listing_text t ON t.seq = l.seq ORDER BY random() LIMIT $1',
        [n],
      );
      return { bodies: rows.map((row) => row.body), ids: rows.map((row) => row.id) };
    },
    async store(records) {
      await storePostgresListings(pool, records, readTagNames());
    },
    cleanUp: () => pool.end(),
  };
}

function describe(label: string, run: Summary, slowest = false): void {
  if (options.shots) {
    const lines = run.shots.map((shot) => JSON.stringify({ label, rate: run.rate, ...shot }));
    appendFileSync(options.shots, lines.map((line) => `${line}\n`).join(''));
  }
  const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`);
  console.log(
    `${label}: ${run.rate}/s offered for ${run.seconds} s: ${run.answered} answered ` +
      `(goodput ${run.goodput.toFixed(1)}/s, p50 ${ms(run.p50)}, p99 ${ms(run.p99)}), ` +
      `${run.refused} refused (p99 ${ms(run.refusedP99)}${causes(run.refusedBy)}), ` +
      `${run.errors} errors; ` +
      `the answers' wait for a worker p99 ${ms(run.waitP99)}, run p99 ${ms(run.runP99)} ` +
      `(mean ${ms(run.runMean)}; of it the feed ${ms(run.feedMean)}, upkeep ${ms(run.upkeepMean)})`,
  );
  if (slowest) {
    for (const shot of run.slowest) {
      const parts = shot.timing
        ? ` (waited ${ms(shot.timing.waitMs)}, ran ${ms(shot.timing.runMs)})`
        : '';
      console.log(`    ${ms(shot.ms)}${parts} at ${(shot.at / 1000).toFixed(1)} s: ${shot.path}`);
    }
  }
}

/** The refusals' causes, when any: `; estimate 78, waited 3`. */
function causes(refusedBy: Summary['refusedBy']): string {
  const counted = Object.entries(refusedBy).map(([cause, count]) => `${cause} ${count}`);
  return counted.length === 0 ? '' : `; ${counted.join(', ')}`;
}

/** The service process's memory (its query workers are threads of it): resident now, and its peak. */
function serviceMemory(pid: number | undefined): string {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: 'VmRSS' | 'VmHWM') => residentMb(status, field)?.toFixed(0) ?? '–';
  return `resident ${mb('VmRSS')} MB, peak ${mb('VmHWM')} MB`;
}

/** How many query workers the service has replaced since it started, by its health check. */
async function workersReplaced(base: string): Promise<string> {
  const health = (await (await fetch(`${base}/api/health`)).json()) as { workersReplaced?: number };
  return String(health.workersReplaced ?? '–');
}

/**
 * The time for each of `count` writes, one after another, to be found by a search (ms). Each new
 * listing is found by a price no other has (a range of one value, answered from the index), not
 * by a tag of its own: every tag the index holds is counted by every later search's facets, so
 * twenty new tags made each search of the phases after this one cost more than the ones before.
 */
async function timeToSearches(engine: Engine, base: string, count: number): Promise<number[]> {
  const [record] = syntheticListings(1, 5, readTagNames());
  const times: number[] = [];
  const stamp = Date.now().toString(36);
  for (let n = 0; n < count; n++) {
    const price = PROBE_PRICE + (Date.now() % 1_000_000) * 100 + n;
    const property = { ...record!.property, id: `bfresh${stamp}${n}`, price };
    await engine.store([{ ...record!, property }]);
    const written = performance.now();
    for (;;) {
      const answer = await fetch(`${base}/api/listings?minPrice=${price}&maxPrice=${price}`);
      if (answer.ok && ((await answer.json()) as { total: number }).total === 1) break;
      if (performance.now() - written > 30_000) {
        throw new Error(`the listing priced ${price} was not found in 30 s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    times.push(performance.now() - written);
  }
  return times.sort((a, b) => a - b);
}

/**
 * Offers `rate` for `seconds` while the writer runs with `writerArgs` (from when it says it is set
 * up: its start is not a write); both outcomes.
 */
async function duringWrites(
  base: string,
  engine: Engine,
  rate: number,
  seconds: number,
  next: () => string,
  writerArgs: string[],
): Promise<{ run: Summary; writer: string }> {
  const writer = await startScript(
    path.join(__dirname, 'bench-writer.ts'),
    [...engine.writerArgs, ...writerArgs],
    process.env,
    /^ready$/m,
  );
  const run = await offerLoad(base, rate, seconds, next);
  const lines = (await writer.ended).trim().split('\n');
  return { run, writer: lines.at(-1) ?? '' };
}

async function main(): Promise<void> {
  const count = Number(options.count);
  const seconds = Number(options.seconds);
  if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a whole number ≥ 1');
  if (!(Number(options.capacity) >= 0))
    throw new Error('--capacity must be a rate ≥ 0 (0: find it)');
  if (!(seconds > 0)) throw new Error('--seconds must be a number of seconds > 0');
  if (!(Number(options['warm-seconds']) >= 0) || !(Number(options['warm-rate']) > 0))
    throw new Error('--warm-seconds must be ≥ 0 and --warm-rate > 0');
  const engineName = options.engine;
  if (engineName !== 'embedded' && engineName !== 'postgres') {
    throw new Error('--engine must be embedded or postgres');
  }
  const loadOnly = options['load-only'];
  const engine =
    engineName === 'postgres' ? await postgres(count, loadOnly) : embedded(count, loadOnly);
  if (!engine) return;

  // The service itself, in its own process as npm start runs it, so that this process's requests
  // do not share its thread; it opens its port once every worker has loaded its index.
  const started = performance.now();
  const { child, base } = await startService(engine.env);
  console.log(
    `service answering in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      serviceMemory(child.pid),
  );
  try {
    const { bodies, ids } = await engine.sample(3_000);
    const texts = textQueries(bodies, 1_200);
    const scripts = texts.filter((text) => /[\u1200-\u137f]/.test(text)).length;
    console.log(
      `${engine.label}, ${availableParallelism()} cores, Node ${process.version}; ` +
        `${texts.length} text queries (${scripts} in Ethiopic), ${ids.length} ids`,
    );
    const next = requestMix(texts, ids, count);
    const run = (rate: number) => offerLoad(base, rate, seconds, next);
    const warmSeconds = Number(options['warm-seconds']);
    if (warmSeconds > 0) {
      describe(
        'warming up',
        await offerLoad(base, Number(options['warm-rate']), warmSeconds, next),
        true,
      );
    }
    let capacity = Number(options.capacity);
    if (capacity > 0) console.log(`capacity: ${capacity} requests a second (given)`);
    else {
      const found = await findCapacity(run, { firstRate: 25, p99Ms: 100 });
      for (const step of found.runs) describe('  finding the capacity', step, true);
      capacity = found.capacity;
      console.log(`capacity: ${capacity} requests a second (p99 ≤ 100 ms, no error or refusal)`);
    }
    if (capacity === 0) return;
    if (!options['writes-only']) {
      describe('50% of capacity', await run(Math.round(capacity / 2)), true);
      describe('90% of capacity', await run(Math.round(capacity * 0.9)), true);
      describe('2× capacity', await run(capacity * 2), true);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      describe('1 s after, at 50%', await offerLoad(base, Math.round(capacity / 2), 3, next));
      console.log(`query workers replaced since the start: ${await workersReplaced(base)}`);
    }
    if (options['rates-only']) return;

    const visible = await timeToSearches(engine, base, 20);
    console.log(
      `a write found by the next searches: p50 ${percentile(visible, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(visible, 99).toFixed(0)} ms, max ${visible.at(-1)?.toFixed(0)} ms (20 writes)`,
    );
    const half = Math.round(capacity / 2);
    const writes = await duringWrites(base, engine, half, 20, next, [
      '--rate',
      '20',
      '--seconds',
      '20',
    ]);
    describe('50% of capacity during 20 writes a second', writes.run, true);
    console.log(`  the writes: ${writes.writer}`);
    const imported = await duringWrites(base, engine, half, 20, next, ['--import', '10000']);
    describe('50% of capacity during an import of 10,000', imported.run, true);
    console.log(`  the import: ${imported.writer}`);
    console.log(`service process at the end: ${serviceMemory(child.pid)}`);
    console.log(`query workers replaced since the start: ${await workersReplaced(base)}`);
  } finally {
    child.kill('SIGTERM');
    await engine.cleanUp();
  }
}

/**
 * Starts a TypeScript file in a Node process of its own (tsx), its stdout read and its stderr
 * this process's; resolves once its output matches `ready`, with the match; rejects if it exits
 * first. `ended` settles with its whole output when it exits (rejects on a non-zero code).
 */
async function startScript(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
): Promise<{ child: ChildProcess; match: RegExpExecArray; ended: Promise<string> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const ended = new Promise<string>((resolve, reject) => {
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${file} exited with ${code}: ${output}`)),
    );
  });
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = ready.exec(output);
      if (found) resolve(found);
    });
    ended.then(() => reject(new Error(`${file} ended before it was ready: ${output}`)), reject);
  });
  return { child, match, ended };
}

/** Starts listings-service/src/main.ts on a free port of 127.0.0.1 with `env`; resolves when it listens. */
async function startService(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string }> {
  const { child, match } = await startScript(
    path.join(__dirname, '..', 'listings-service', 'src', 'main.ts'),
    [],
    // Production's time bounds: the service's own defaults.
    { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' },
    /listening on http:\/\/127\.0\.0\.1:(\d+)/,
  );
  return { child, base: `http://127.0.0.1:${match[1]}` };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
