import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type * as NodeSqlite from 'node:sqlite';
import type { DatabaseSync } from 'node:sqlite';

/** The folder of numbered migrations, the one place the schema is written. */
export const MIGRATIONS_DIR = path.join(__dirname, '..', 'migrations');

/** A migration file: `NNN_name.sql` for every engine, `NNN_name.sqlite.sql` for SQLite only. */
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+(?:\.(sqlite|postgres))?\.sql$/;

/** A migration as read from its file. */
export interface Migration {
  version: number;
  file: string;
  sql: string;
}

/** The migrations of one engine, in version order; a file named otherwise is an error. */
export function readMigrations(engine: 'sqlite' | 'postgres', dir = MIGRATIONS_DIR): Migration[] {
  const migrations: Migration[] = [];
  for (const file of readdirSync(dir).sort()) {
    const match = MIGRATION_FILE.exec(file);
    if (!match) throw new Error(`${dir}/${file}: a migration is named NNN_name[.engine].sql`);
    if (match[2] !== undefined && match[2] !== engine) continue;
    migrations.push({
      version: Number(match[1]),
      file,
      sql: readFileSync(path.join(dir, file), 'utf8'),
    });
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
    db.exec('PRAGMA foreign_keys = ON');
    migrate(db);
  }
  return db;
}

/** Applies, each in its own transaction, the migrations newer than the database's version. */
export function migrate(db: DatabaseSync, migrations = readMigrations('sqlite')): number[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, file TEXT NOT NULL)',
  );
  const done = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => Number(row.version)),
  );
  const applied: number[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    db.exec('BEGIN');
    try {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, file) VALUES (?, ?)').run(
        migration.version,
        migration.file,
      );
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw new Error(
        `migration ${migration.file} failed: ${error instanceof Error ? error.message : error}`,
      );
    }
    applied.push(migration.version);
  }
  return applied;
}
