import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type * as NodeSqlite from 'node:sqlite';
import type { DatabaseSync } from 'node:sqlite';

/** The folder of numbered migrations, the one place the schema is written. */
export const MIGRATIONS_DIR = path.join(__dirname, '..', 'migrations');

/** A migration file: `NNN_name.sql` for every engine, `NNN_name.sqlite.sql` or `NNN_name.postgres.sql` for one. */
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+(?:\.(sqlite|postgres))?\.sql$/;

/** A migration as read from its file. */
export interface Migration {
  version: number;
  file: string;
  sql: string;
  /** sha256 of the file's text: an applied migration whose file changed since is refused. */
  checksum: string;
}

/** A migration as the database recorded it (`checksum` NULL when recorded before checksums). */
export interface AppliedMigration {
  version: number;
  file: string;
  checksum: string | null;
}

/** What a database lacks: the migrations to apply, and the checksums to record for old rows. */
export interface MigrationPlan {
  pending: Migration[];
  /** Applied before checksums were recorded: their files' checksums, recorded now. */
  adopt: Migration[];
}

/** The sha256 of a migration's text. */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

/**
 * Compares the migrations of the files with those a database recorded, the same for both engines:
 * an applied migration whose file changed, or whose file is gone, is an error that names it (a
 * schema is changed by a new migration, never by editing an applied one).
 */
export function planMigrations(
  migrations: readonly Migration[],
  applied: readonly AppliedMigration[],
): MigrationPlan {
  const byVersion = new Map(migrations.map((migration) => [migration.version, migration]));
  const adopt: Migration[] = [];
  for (const row of applied) {
    const migration = byVersion.get(row.version);
    if (!migration) {
      throw new Error(
        `the database has migration ${row.file} applied, and ${MIGRATIONS_DIR} has no migration ${String(row.version).padStart(3, '0')}: this service is older than its database`,
      );
    }
    if (row.checksum === null) adopt.push(migration);
    else if (row.checksum !== migration.checksum) {
      throw new Error(
        `migration ${migration.file} was changed after it was applied to this database (checksum ${row.checksum.slice(0, 12)}… recorded, ${migration.checksum.slice(0, 12)}… now): put the change in a new migration and restore the applied file`,
      );
    }
  }
  const done = new Set(applied.map((row) => row.version));
  return { pending: migrations.filter((migration) => !done.has(migration.version)), adopt };
}

/** The migrations of one engine, in version order; a file named otherwise is an error. */
export function readMigrations(engine: 'sqlite' | 'postgres', dir = MIGRATIONS_DIR): Migration[] {
  const migrations: Migration[] = [];
  for (const file of readdirSync(dir).sort()) {
    const match = MIGRATION_FILE.exec(file);
    if (!match) throw new Error(`${dir}/${file}: a migration is named NNN_name[.engine].sql`);
    if (match[2] !== undefined && match[2] !== engine) continue;
    const sql = readFileSync(path.join(dir, file), 'utf8');
    migrations.push({ version: Number(match[1]), file, sql, checksum: migrationChecksum(sql) });
  }
  return migrations;
}

/**
 * Loads node:sqlite: Node 22.13 and later have it without a flag. Required lazily, so that a
 * module importing this file still loads on an older Node (the service itself needs 22.13).
 */
export function loadSqlite(): typeof NodeSqlite {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('node:sqlite') as typeof NodeSqlite;
}

/** Whether this Node has node:sqlite (22.13+), for tests that must skip on older lines. */
export function hasSqlite(): boolean {
  try {
    loadSqlite();
    return true;
  } catch {
    return false;
  }
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

/** Applies, each in its own transaction, the migrations the database lacks (planMigrations). */
export function migrate(db: DatabaseSync, migrations = readMigrations('sqlite')): number[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, file TEXT NOT NULL, checksum TEXT)',
  );
  // Databases migrated before checksums were recorded lack the column.
  const columns = db.prepare('PRAGMA table_info(schema_migrations)').all();
  if (!columns.some((column) => column.name === 'checksum')) {
    db.exec('ALTER TABLE schema_migrations ADD COLUMN checksum TEXT');
  }
  const applied = db
    .prepare('SELECT version, file, checksum FROM schema_migrations')
    .all()
    .map((row) => ({
      version: Number(row.version),
      file: String(row.file),
      checksum: typeof row.checksum === 'string' ? row.checksum : null,
    }));
  const { pending, adopt } = planMigrations(migrations, applied);
  for (const migration of adopt) {
    db.prepare('UPDATE schema_migrations SET checksum = ? WHERE version = ?').run(
      migration.checksum,
      migration.version,
    );
  }
  for (const migration of pending) {
    db.exec('BEGIN');
    try {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, file, checksum) VALUES (?, ?, ?)').run(
        migration.version,
        migration.file,
        migration.checksum,
      );
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw new Error(
        `migration ${migration.file} failed: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  return pending.map((migration) => migration.version);
}
