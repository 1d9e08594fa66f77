import {
  freshSchema as freshSchemaOn,
  TEST_DATABASE_URL_VARIABLE,
} from '@betoch/shared/server/test-schema';
import { hasSqlite, loadSqlite, migrate, openDatabase, type Migration } from './database';
import { loadListingIndex, type ListingIndex } from './listing-index';
import type { Connection, SearchDialect } from './listing-query';
import {
  removeListings,
  sqliteWrites,
  storeListings,
  type ListingRecord,
  type Removal,
  type StoreOptions,
} from './listing-store';
import {
  migratePostgres,
  openPostgres,
  postgresConnection,
  postgresRunner,
  postgresWrites,
  removePostgresListings,
  storePostgresListings,
} from './postgres-database';
import { postgresDialect } from './postgres-search';
import { sqliteRunner, type FollowingRunner, type RunnerOptions } from './query-tasks';
import { readSiteListings, readTagNames } from './seed';
import { sqliteConnection, sqliteDialect } from './sqlite-search';
import type { WriteDatabase } from './write-database';
import { BULK_PACE } from './write-pace';

/*
 * One test suite for both engines (docs/listings-service.md#tests): every suite written with
 * `describeEachEngine` runs on the embedded database (node:sqlite, Node 22.13+) and on the
 * Postgres server named by BETOCH_TEST_DATABASE_URL, each test database in a schema of its own
 * that is dropped afterwards. An engine that is not there is skipped with the reason printed;
 * `npm test` in CI starts a Postgres server and sets the URL (scripts/test.ts, .ci/run).
 */

export { TEST_DATABASE_URL_VARIABLE };

/** The time bound of the tests' queries. */
const TIMEOUT_MS = 10_000;

/** A database holding some listings, with what the query module needs of it. */
export interface TestDatabase {
  db: Connection;
  catalog: ListingIndex;
  /** The runner the service's executors call (its index following the change feed). */
  runner: FollowingRunner;
  /** Writes as the service's writers do (the import, the publishing): new ids added, known replaced. */
  store(records: readonly ListingRecord[], options?: StoreOptions): Promise<number>;
  /** Removes listings as the service's writers do. */
  remove(ids: readonly string[]): Promise<Removal>;
  /**
   * Settles once every change written so far can be read from the feed. At once on the embedded
   * engine; on Postgres a change is read once every transaction that began before it has ended
   * (change-feed.ts), and transaction ids are the server's: another test's transaction, on another
   * schema of the same server, holds the feed back for as long as it runs.
   */
  readable(): Promise<void>;
  /** Publishing's write connection (publishing-store.ts), as the service opens it. */
  writes: WriteDatabase;
  close(): Promise<void>;
}

/** How long `readable` waits for the transactions before a change to end. */
const READABLE_WITHIN_MS = 15_000;

/** A fresh, empty database whose migrations a test runs itself. */
/** A database for service processes: their environment, a writer beside them, its clean-up. */
export interface ServiceDatabase {
  env: Record<string, string>;
  /** Writes as the service's writers do, on a connection of the test's own (once it exists). */
  writer(): Promise<
    Pick<TestDatabase, 'store' | 'remove' | 'close'> & {
      /** Makes a stored listing one that an account published (its row's publisher). */
      markPublished(id: string, userId: number, userCode: string): Promise<void>;
    }
  >;
  drop(): Promise<void>;
}

export interface MigrationTarget {
  migrate(migrations: readonly Migration[]): Promise<number[]>;
  close(): Promise<void>;
}

/** One engine, as the tests see it. */
export interface TestEngine {
  name: 'embedded' | 'Postgres';
  dialect: SearchDialect;
  /**
   * A fresh database holding `records` (the site's 60 listings by default), its runner made with
   * `options` (query-tasks.ts), as a query worker gives them.
   */
  databaseWith(records?: readonly ListingRecord[], options?: RunnerOptions): Promise<TestDatabase>;
  /** A fresh empty database, not migrated. */
  emptyDatabase(): Promise<MigrationTarget>;
  /**
   * The environment pointing main.ts at a fresh empty database in `dir` (and its photos at
   * `dir/photos`), and its clean-up.
   */
  serviceDatabase(dir: string): Promise<ServiceDatabase>;
}

const embedded: TestEngine = {
  name: 'embedded',
  dialect: sqliteDialect,
  databaseWith(records = readSiteListings(), options = {}) {
    const raw = openDatabase(':memory:');
    storeListings(raw, records, readTagNames(), { pace: BULK_PACE });
    const db = sqliteConnection(raw);
    return loadListingIndex(db, sqliteDialect.listAggregate).then((catalog) => ({
      db,
      catalog,
      runner: sqliteRunner(raw, options),
      store: (more, options) => Promise.resolve(storeListings(raw, more, readTagNames(), options)),
      remove: (ids) => Promise.resolve(removeListings(raw, ids)),
      readable: () => Promise.resolve(),
      writes: sqliteWrites(raw),
      close: () => Promise.resolve(raw.close()),
    }));
  },
  emptyDatabase() {
    const raw = new (loadSqlite().DatabaseSync)(':memory:');
    return Promise.resolve({
      // Thrown errors as rejections, as Postgres's migrations give them.
      migrate: (migrations) => new Promise((resolve) => resolve(migrate(raw, [...migrations]))),
      close: () => Promise.resolve(raw.close()),
    });
  },
  serviceDatabase(dir) {
    const file = `${dir}/listings.sqlite`;
    return Promise.resolve({
      env: { LISTINGS_DB: file, DATABASE_URL: '', BETOCH_PHOTOS_DIR: `${dir}/photos` },
      writer() {
        const raw = openDatabase(file);
        return Promise.resolve({
          store: (more, options) =>
            Promise.resolve(storeListings(raw, more, readTagNames(), options)),
          remove: (ids) => Promise.resolve(removeListings(raw, ids)),
          markPublished: (id, userId, userCode) => {
            raw
              .prepare('UPDATE listings SET publisher_id = ?, publisher_code = ? WHERE id = ?')
              .run(userId, userCode, id);
            return Promise.resolve();
          },
          close: () => Promise.resolve(raw.close()),
        });
      },
      drop: () => Promise.resolve(),
    });
  },
};

/** A new schema on the test server, with pg_trgm in public for the text search. */
export const freshSchema = (base: string) => freshSchemaOn(base, { extensions: ['pg_trgm'] });

function postgres(base: string): TestEngine {
  return {
    name: 'Postgres',
    dialect: postgresDialect,
    async databaseWith(records = readSiteListings(), options = {}) {
      const schema = await freshSchema(base);
      const pool = openPostgres(schema.url, { timeoutMs: TIMEOUT_MS, max: 4 });
      await migratePostgres(pool);
      await storePostgresListings(pool, records, readTagNames(), { pace: BULK_PACE });
      const db = postgresConnection(pool, TIMEOUT_MS);
      return {
        db,
        catalog: await loadListingIndex(db, postgresDialect.listAggregate),
        runner: postgresRunner(pool, TIMEOUT_MS, options),
        store: (more, options) => storePostgresListings(pool, more, readTagNames(), options),
        remove: (ids) => removePostgresListings(pool, ids),
        async readable() {
          const until = Date.now() + READABLE_WITHIN_MS;
          for (;;) {
            const { rows } = await pool.query<{ waiting: boolean }>(
              `SELECT EXISTS (SELECT 1 FROM listing_changes
                               WHERE tx >= pg_snapshot_xmin(pg_current_snapshot())) AS waiting`,
            );
            if (rows[0]?.waiting !== true) return;
            if (Date.now() > until) {
              throw new Error(
                `a change was not readable from the feed within ${READABLE_WITHIN_MS} ms`,
              );
            }
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        },
        writes: postgresWrites(pool),
        async close() {
          await pool.end();
          await schema.drop();
        },
      };
    },
    async emptyDatabase() {
      const schema = await freshSchema(base);
      const pool = openPostgres(schema.url, { timeoutMs: TIMEOUT_MS, max: 2 });
      return {
        migrate: (migrations) => migratePostgres(pool, migrations),
        async close() {
          await pool.end();
          await schema.drop();
        },
      };
    },
    async serviceDatabase(dir) {
      const schema = await freshSchema(base);
      return {
        env: { DATABASE_URL: schema.url, BETOCH_PHOTOS_DIR: `${dir}/photos` },
        writer() {
          const pool = openPostgres(schema.url, { timeoutMs: TIMEOUT_MS, max: 2 });
          return Promise.resolve({
            store: (more, options) => storePostgresListings(pool, more, readTagNames(), options),
            remove: (ids) => removePostgresListings(pool, ids),
            markPublished: async (id, userId, userCode) => {
              await pool.query(
                'UPDATE listings SET publisher_id = $1, publisher_code = $2 WHERE id = $3',
                [userId, userCode, id],
              );
            },
            close: () => pool.end(),
          });
        },
        drop: () => schema.drop(),
      };
    },
  };
}

function skipped(engine: string, reason: string): { engine: string; reason: string } {
  console.warn(`listings-service tests on the ${engine} skipped: ${reason}`);
  return { engine, reason };
}

/** The engines these tests run on here, and why the others do not. */
function engines(): (TestEngine | { engine: string; reason: string })[] {
  const url = process.env[TEST_DATABASE_URL_VARIABLE]?.trim();
  return [
    hasSqlite()
      ? embedded
      : skipped('embedded database', `node:sqlite needs Node 22.13+, this is ${process.version}`),
    url
      ? postgres(url)
      : skipped(
          'Postgres server',
          `${TEST_DATABASE_URL_VARIABLE} is not set (npm test sets it in CI; see docs/listings-service.md#tests)`,
        ),
  ];
}

const ENGINES = engines();

/** A describe block for each engine, named after it; an absent engine's block is skipped. */
export function describeEachEngine(title: string, body: (engine: TestEngine) => void): void {
  for (const engine of ENGINES) {
    if ('dialect' in engine) describe(`${title} (${engine.name})`, () => body(engine));
    else describe.skip(`${title} (${engine.engine}: ${engine.reason})`, () => body(embedded));
  }
}

/** A describe block on the Postgres engine alone; skipped, with the reason, without a server. */
export function describeWithPostgres(title: string, body: (engine: TestEngine) => void): void {
  const engine = ENGINES.find((one) => ('dialect' in one ? one.name : one.engine) !== 'embedded');
  if (engine && 'dialect' in engine) describe(`${title} (${engine.name})`, () => body(engine));
  else
    describe.skip(`${title} (Postgres: ${engine?.reason ?? 'not set up'})`, () => body(embedded));
}

/**
 * `describe` where node:sqlite exists (Node 22.13+, what CI runs), else `describe.skip` with the
 * reason printed once: for the tests of the embedded engine alone (its worker pool).
 */
export const describeWithSqlite: jest.Describe = hasSqlite() ? describe : describe.skip;
