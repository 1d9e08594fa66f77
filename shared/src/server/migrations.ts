import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type * as NodeSqlite from 'node:sqlite';
import type { DatabaseSync } from 'node:sqlite';

/*
 * Numbered SQL migrations, the one way a service of ours changes its schema (the listings service
 * and the API each keep theirs in a `migrations/` folder). The same files and checks on the
 * embedded database (node:sqlite) and on Postgres; an applied migration is never edited.
 */

/** A migration file: `NNN_name.sql` for every engine, `NNN_name.sqlite.sql` or `NNN_name.postgres.sql` for one. */
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+(?:\.(sqlite|postgres))?\.sql$/;

export type MigrationEngine = 'sqlite' | 'postgres';

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
 * Compares the migrations of the files (read from `dir`, named in messages) with those a database
 * recorded, the same for both engines: an applied migration whose file changed, or whose file is
 * gone, is an error that names it (a schema is changed by a new migration, never by editing an
 * applied one).
 */
export function planMigrations(
  migrations: readonly Migration[],
  applied: readonly AppliedMigration[],
  dir = 'the migrations folder',
): MigrationPlan {
  const byVersion = new Map(migrations.map((migration) => [migration.version, migration]));
  const adopt: Migration[] = [];
  for (const row of applied) {
    const migration = byVersion.get(row.version);
    if (!migration) {
      throw new Error(
        `the database has migration ${row.file} applied, and ${dir} has no migration ${String(row.version).padStart(3, '0')}: this service is older than its database`,
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

/** The migrations of one engine in `dir`, in version order; a file named otherwise is an error. */
export function readMigrations(engine: MigrationEngine, dir: string): Migration[] {
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
 * module importing this file still loads on an older Node (the services themselves need 22.13).
 * Node 22 marks it experimental and warns on stderr at the first load: that one warning is
 * dropped (a service started by hand prints only its "listening" line), every other is kept.
 */
export function loadSqlite(): typeof NodeSqlite {
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message;
    const type = typeof rest[0] === 'string' ? rest[0] : (rest[0] as { type?: string })?.type;
    if (type === 'ExperimentalWarning' && /SQLite/i.test(text)) return;
    (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require('node:sqlite') as typeof NodeSqlite;
  } catch (error) {
    throw new Error(
      `the embedded database (node:sqlite) needs Node 22.13 or later, the project's LTS lines 22 and 24; this is ${process.version}`,
      { cause: error },
    );
  } finally {
    process.emitWarning = emitWarning;
  }
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

/** Where a service records its applied migrations, and the folder it reads them from. */
export interface MigrationLedger {
  /** The table of applied migrations: one per service, as two services may share a database. */
  table: string;
  /** The folder of the files, named in messages. */
  dir: string;
}

const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

function ledgerTable({ table }: MigrationLedger): string {
  if (!TABLE_NAME.test(table)) throw new Error(`"${table}" is not a plain table name`);
  return table;
}

/**
 * Applies to an embedded database, each in its own transaction, the migrations it lacks
 * (planMigrations); returns their versions.
 */
export function migrateSqlite(
  db: DatabaseSync,
  migrations: readonly Migration[],
  ledger: MigrationLedger,
): number[] {
  const table = ledgerTable(ledger);
  db.exec(
    `CREATE TABLE IF NOT EXISTS ${table} (version INTEGER PRIMARY KEY, file TEXT NOT NULL, checksum TEXT)`,
  );
  // Databases migrated before checksums were recorded lack the column.
  const columns = db.prepare(`PRAGMA table_info(${table})`).all();
  if (!columns.some((column) => column.name === 'checksum')) {
    db.exec(`ALTER TABLE ${table} ADD COLUMN checksum TEXT`);
  }
  const applied = db
    .prepare(`SELECT version, file, checksum FROM ${table}`)
    .all()
    .map((row) => ({
      version: Number(row.version),
      file: String(row.file),
      checksum: typeof row.checksum === 'string' ? row.checksum : null,
    }));
  const { pending, adopt } = planMigrations(migrations, applied, ledger.dir);
  for (const migration of adopt) {
    db.prepare(`UPDATE ${table} SET checksum = ? WHERE version = ?`).run(
      migration.checksum,
      migration.version,
    );
  }
  for (const migration of pending) {
    db.exec('BEGIN');
    try {
      db.exec(migration.sql);
      db.prepare(`INSERT INTO ${table} (version, file, checksum) VALUES (?, ?, ?)`).run(
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

/** What the Postgres migrations need of a client (pg's `PoolClient` has it). */
export interface SqlClient {
  query<Row extends object>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/**
 * Applies to a Postgres database the migrations it lacks. Run it inside one transaction of the
 * caller's, after an advisory lock of the caller's, so that two processes starting at once apply
 * each only once and a failing one leaves the schema as it was.
 */
export async function migratePostgresIn(
  client: SqlClient,
  migrations: readonly Migration[],
  ledger: MigrationLedger,
): Promise<number[]> {
  const table = ledgerTable(ledger);
  await client.query(
    `CREATE TABLE IF NOT EXISTS ${table} (version INTEGER PRIMARY KEY, file TEXT NOT NULL, checksum TEXT)`,
  );
  const applied = (
    await client.query<AppliedMigration>(`SELECT version, file, checksum FROM ${table}`)
  ).rows;
  const { pending, adopt } = planMigrations(migrations, applied, ledger.dir);
  for (const migration of adopt) {
    await client.query(`UPDATE ${table} SET checksum = $1 WHERE version = $2`, [
      migration.checksum,
      migration.version,
    ]);
  }
  for (const migration of pending) {
    try {
      await client.query(migration.sql);
    } catch (error) {
      throw new Error(
        `migration ${migration.file} failed: ${error instanceof Error ? error.message : error}`,
      );
    }
    await client.query(`INSERT INTO ${table} (version, file, checksum) VALUES ($1, $2, $3)`, [
      migration.version,
      migration.file,
      migration.checksum,
    ]);
  }
  return pending.map((migration) => migration.version);
}
