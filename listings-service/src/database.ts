import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import {
  loadSqlite,
  migrateSqlite,
  readMigrations as readMigrationFiles,
  type Migration,
  type MigrationEngine,
  type MigrationLedger,
} from '@betoch/shared/server/migrations';

export { hasSqlite, loadSqlite, type Migration } from '@betoch/shared/server/migrations';

/** The folder of numbered migrations, the one place the schema is written. */
export const MIGRATIONS_DIR = path.join(__dirname, '..', 'migrations');

/** Where the service records its applied migrations. */
export const LISTINGS_LEDGER: MigrationLedger = { table: 'schema_migrations', dir: MIGRATIONS_DIR };

/** The service's migrations for one engine (shared/src/server/migrations.ts says the naming). */
export function readMigrations(engine: MigrationEngine, dir = MIGRATIONS_DIR): Migration[] {
  return readMigrationFiles(engine, dir);
}

/** How long a connection waits for another's write lock before giving up. */
const BUSY_TIMEOUT_MS = 5_000;

/**
 * Opens (creating if missing) the listings database at `file` and applies the migrations it lacks.
 * WAL lets the query workers read while a load writes; `readOnly` connections skip the migrations.
 */
export function openDatabase(file: string, options: { readOnly?: boolean } = {}): DatabaseSync {
  const { DatabaseSync } = loadSqlite();
  const db = new DatabaseSync(file, { readOnly: options.readOnly ?? false });
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  if (!options.readOnly) {
    if (file !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
    // The change feed's trigger gives each written row a statement journal: in memory, not a
    // temporary file (a store of 5,000 listings: 7,700 a second with files, 12,000 without).
    db.exec('PRAGMA temp_store = MEMORY');
    db.exec('PRAGMA foreign_keys = ON');
    migrate(db);
  }
  return db;
}

/** Applies, each in its own transaction, the migrations the database lacks. */
export function migrate(db: DatabaseSync, migrations = readMigrations('sqlite')): number[] {
  return migrateSqlite(db, migrations, LISTINGS_LEDGER);
}
