/**
 * The listings service's process (`npm start` starts it beside the page server, as it starts the
 * API): opens, migrates and (when empty, outside production) seeds the database, then answers on
 * its port with a pool of query workers, and takes publishing's writes on a connection of its own
 * (docs/publishing.md), with the listings' photos in the photo store (BETOCH_PHOTOS_DIR), swept
 * every hour. Docs: docs/listings-service.md.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { readServiceConfig, unseededRefusal, type ServiceConfig } from './config';
import { openDatabase } from './database';
import { sqliteWrites, storeListings } from './listing-store';
import { createPublishingStore } from './publishing-store';
import { openDiskPhotoStore, photosDirectory } from './photos/photo-store';
import { startPhotoSweep } from './photos/photo-sweep';
import type { WriteDatabase } from './write-database';
import { createTokenVerifier } from '../../shared/src/server/account-token';
import { createQueryPool, type QueryExecutor } from './query-pool';
import { readSiteListings, readTagNames } from './seed';
import { buildListingsApp } from './server';
import { refuseInspectorSignal } from '../../shared/src/server/process-hardening';

/** How many requests may wait at once, with either engine, before more are answered 503. */
const MAX_WAITING = 200;

/** How many tasks a Postgres query worker holds at once (docs/listings-service.md#time-bounds-and-workers). */
const POSTGRES_TASKS_PER_WORKER = 1;

/** Postgres connections for publishing's writes, beside the query workers' POSTGRES_POOL_SIZE. */
const WRITE_CONNECTIONS = 2;

/**
 * The embedded database: the file migrated and (in a demo) seeded, then a pool of query workers
 * over it. In production a missing file is not created: a wrong LISTINGS_DB stops the service.
 */
/** The engine as the service runs it: the query workers, and the connection publishing writes on. */
interface Engine {
  pool: QueryExecutor;
  writes: WriteDatabase;
  /** Closes the write connection (the workers close with the pool). */
  closeWrites(): Promise<void>;
}

function openEmbedded(config: ServiceConfig): Engine {
  const place = { engine: 'embedded', file: config.databaseFile } as const;
  if (!config.seedDemo && !existsSync(config.databaseFile)) {
    throw new Error(unseededRefusal(place, 'missing'));
  }
  mkdirSync(path.dirname(config.databaseFile), { recursive: true });
  // Kept open: publishing writes on it, in this thread (the workers read on their own).
  const db = openDatabase(config.databaseFile);
  try {
    const empty = Number(db.prepare('SELECT count(*) AS n FROM listings').get()?.n ?? 0) === 0;
    if (empty && !config.seedDemo) throw new Error(unseededRefusal(place, 'empty'));
    // Today's listings, the ones the site shows, when the database holds none yet.
    if (empty) storeListings(db, readSiteListings(), readTagNames());
  } catch (error) {
    db.close();
    throw error;
  }
  const pool = createQueryPool({
    database: { engine: 'embedded', file: config.databaseFile },
    size: config.workers,
    timeoutMs: config.queryTimeoutMs,
    maxWaitMs: config.maxWaitMs,
    burstWaitMs: config.burstWaitMs,
    warmWordsMs: config.warmWordsMs,
    maxQueue: MAX_WAITING,
  });
  return { pool, writes: sqliteWrites(db), closeWrites: () => Promise.resolve(db.close()) };
}

/**
 * A Postgres server (DATABASE_URL): migrated and seeded (or refused) the same way from this thread, then
 * queried by the same pool of query workers, each with its share of POSTGRES_POOL_SIZE
 * connections and its own index. Loaded on demand so that the embedded database never loads the
 * driver.
 */
async function openPostgresEngine(url: string, config: ServiceConfig): Promise<Engine> {
  const {
    openPostgres,
    migratePostgres,
    countPostgresListings,
    storePostgresListings,
    postgresWrites,
    POSTGRES_POOL_SIZE,
  } = await import('./postgres-database');
  const pool = openPostgres(url, { timeoutMs: config.queryTimeoutMs, max: 1 });
  try {
    await migratePostgres(pool);
    if ((await countPostgresListings(pool)) === 0) {
      if (!config.seedDemo) throw new Error(unseededRefusal({ engine: 'postgres' }, 'empty'));
      await storePostgresListings(pool, readSiteListings(), readTagNames());
    }
  } finally {
    await pool.end();
  }
  const queries = createQueryPool({
    database: {
      engine: 'postgres',
      url,
      connections: POSTGRES_POOL_SIZE,
      timeoutMs: config.queryTimeoutMs,
    },
    size: config.workers,
    timeoutMs: config.queryTimeoutMs,
    maxWaitMs: config.maxWaitMs,
    burstWaitMs: config.burstWaitMs,
    warmWordsMs: config.warmWordsMs,
    maxQueue: MAX_WAITING,
    tasksPerWorker: POSTGRES_TASKS_PER_WORKER,
  });
  // Publishing's writes, beside the workers' connections: few and short.
  const writer = openPostgres(url, { timeoutMs: config.queryTimeoutMs, max: WRITE_CONNECTIONS });
  return { pool: queries, writes: postgresWrites(writer), closeWrites: () => writer.end() };
}

async function main(): Promise<void> {
  // No other process may open an inspector in this one (it holds secrets): process-hardening.ts.
  refuseInspectorSignal();
  const config = readServiceConfig(process.env);
  const { pool, writes, closeWrites } = config.databaseUrl
    ? await openPostgresEngine(config.databaseUrl, config)
    : openEmbedded(config);
  // The port opens once every worker holds its index.
  await pool.ready?.();
  const photos = await openDiskPhotoStore(photosDirectory(process.env));
  const app = buildListingsApp(pool, {
    logLevel: config.logLevel,
    publishing: {
      store: createPublishingStore(writes, { tagNames: readTagNames() }),
      photos,
      verifier: createTokenVerifier({ jwksUrl: config.apiJwksUrl }),
    },
  });
  // The photo sets no listing names any more (a failed commit's, an hour-old replaced one's).
  const sweep = startPhotoSweep({
    store: photos,
    database: writes,
    report: (outcome) => {
      if ('error' in outcome) app.log.error({ err: outcome.error }, 'the photo sweep failed');
      else if (outcome.deleted.length > 0) {
        app.log.info({ sets: outcome.deleted }, 'the photo sweep deleted unused sets');
      }
    },
  });
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  console.log(
    `Betoch listings service listening on http://${config.host}:${port} (${config.databaseUrl ? 'Postgres' : 'embedded database'})`,
  );

  let closing = false;
  const shutdown = (): void => {
    if (closing) return;
    closing = true;
    app.server.closeAllConnections();
    app
      .close()
      .then(() => sweep.stop())
      .then(() => pool.close())
      .then(closeWrites)
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // Started with a channel (npm start, the tests): when the starting process ends, however it
  // ends, so does the service, instead of holding its port for the next start.
  if (process.send) process.on('disconnect', shutdown);
}

main().catch((error: unknown) => {
  console.error(
    'Betoch listings service failed to start:',
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
