import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { Pool } from 'pg';
import {
  loadSqlite,
  migratePostgresIn,
  migrateSqlite,
  readMigrations,
  type MigrationEngine,
  type MigrationLedger,
} from '@betoch/shared/server/migrations';
import { BIGINT_AS_NUMBER, inTransaction } from '@betoch/shared/server/postgres';
import { embeddedEnquiries, postgresEnquiries, type EnquiryStore } from './enquiry-store';
import { embeddedLoginCounters, postgresLoginCounters } from './login-counters';
import type { LoginCounterStore } from './login-throttle';
import { normalizeEmail, type Account, type SeedUser, type UserSource } from './users';
import type { StoredCode } from './verification';

/*
 * The accounts database (docs/accounts.md): embedded by default (node:sqlite, a file), a Postgres
 * server through DATABASE_URL, the same schema in `api/migrations/`. Several API processes may
 * share one Postgres database; an embedded file belongs to one process.
 */

/** The folder of the API's migrations. */
export const API_MIGRATIONS_DIR = path.join(__dirname, '..', 'migrations');

/** Its own ledger table: on Postgres the API may share a database with the listings service. */
const LEDGER: MigrationLedger = { table: 'api_schema_migrations', dir: API_MIGRATIONS_DIR };

/** A new account's user code: `U-1001` for user 1, as the seed users have it. */
export function userCodeOf(userId: number): string {
  return `U-${1000 + userId}`;
}

/** What a sign-up stores: the e-mail normalized, the phone as +2519XXXXXXXX, the password hashed. */
export interface NewAccount {
  name: string;
  email: string;
  phone: string;
  avatar: string;
  passwordHash: string;
}

/** The accounts, wherever they are kept. */
export interface AccountStore extends UserSource {
  readonly engine: 'embedded' | 'postgres';
  updatePasswordHash(userId: number, passwordHash: string): Promise<void>;
  /** Stores a new, unverified account; `'taken'` when its e-mail already has one. */
  create(account: NewAccount): Promise<Account | 'taken'>;
  /** The account's verification code, if one was sent and not used. */
  findCode(userId: number): Promise<StoredCode | undefined>;
  /** Keeps a new code for the account (its tries start again), replacing any older one. */
  saveCode(userId: number, code: Omit<StoredCode, 'attempts'>): Promise<void>;
  /** Counts a wrong try against the account's code. */
  countWrongCode(userId: number): Promise<void>;
  /** Marks the account verified at `at` and drops its code, in one transaction. */
  markVerified(userId: number, at: number): Promise<void>;
  /** The log-in throttle's failures, shared by every API process on this database. */
  readonly loginCounters: LoginCounterStore;
  /** The enquiries visitors sent, read in their recipients' inboxes (docs/enquiries.md). */
  readonly enquiries: EnquiryStore;
  close(): Promise<void>;
}

function toCode(row: Row | undefined): StoredCode | undefined {
  return row
    ? {
        codeHash: String(row.code_hash),
        sentAt: Number(row.sent_at),
        expiresAt: Number(row.expires_at),
        attempts: Number(row.attempts),
      }
    : undefined;
}

const CODE_COLUMNS = 'code_hash, sent_at, expires_at, attempts';

export interface AccountStoreOptions {
  /** Stored when the database holds no account at all (the demo's users); none in production. */
  seed?: readonly SeedUser[];
  /** Milliseconds since 1970, for `created_at` and the seed users' verification. */
  now?: () => number;
}

type Row = Record<string, unknown>;

function toAccount(row: Row): Account {
  return {
    userId: Number(row.user_id),
    userCode: String(row.user_code),
    email: String(row.email),
    name: String(row.name),
    avatar: String(row.avatar),
    passwordHash: String(row.password_hash),
    phone: typeof row.phone === 'string' ? row.phone : null,
    verified: row.verified_at !== null && row.verified_at !== undefined,
  };
}

const COLUMNS =
  'user_id, user_code, email, name, phone, avatar, password_hash, verified_at, created_at';

/** A seed user's columns up to the times (verified and created at the seeding). */
function seedValues(user: SeedUser): (string | number | null)[] {
  return [user.userId, user.userCode, user.email, user.name, null, user.avatar, user.passwordHash];
}

/** Whether an insert failed on the e-mail's uniqueness (both engines' messages name the column). */
function isTakenEmail(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code;
  return (
    (code === '23505' && message.includes('email')) ||
    /UNIQUE constraint failed: accounts\.email/.test(message)
  );
}

/** How long a connection waits for another's write lock before giving up. */
const BUSY_TIMEOUT_MS = 5_000;

/**
 * The accounts in an SQLite file (`:memory:` for tests), created and migrated when missing, given
 * the seed users when it holds none.
 */
export function openEmbeddedAccounts(
  file: string,
  { seed = [], now = Date.now }: AccountStoreOptions = {},
): AccountStore {
  const { DatabaseSync } = loadSqlite();
  const db: DatabaseSync = new DatabaseSync(file);
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  if (file !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
  migrateSqlite(db, readMigrations('sqlite', API_MIGRATIONS_DIR), LEDGER);
  if (seed.length > 0) {
    // The count and the seed in one write transaction: two processes opening a new file at once
    // seed it once.
    db.exec('BEGIN IMMEDIATE');
    try {
      if (db.prepare('SELECT count(*) AS n FROM accounts').get()?.n === 0) {
        const insert = db.prepare(
          `INSERT INTO accounts (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        );
        for (const user of seed) insert.run(...seedValues(user), now(), now());
      }
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
  const byEmail = db.prepare(`SELECT ${COLUMNS} FROM accounts WHERE email = ?`);
  const byId = db.prepare(`SELECT ${COLUMNS} FROM accounts WHERE user_id = ?`);
  const nextId = db.prepare('SELECT coalesce(max(user_id), 0) + 1 AS id FROM accounts');
  const insert = db.prepare(
    `INSERT INTO accounts (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
  );
  const setHash = db.prepare('UPDATE accounts SET password_hash = ? WHERE user_id = ?');
  const getCode = db.prepare(`SELECT ${CODE_COLUMNS} FROM verification_codes WHERE user_id = ?`);
  const putCode = db.prepare(
    `INSERT INTO verification_codes (user_id, ${CODE_COLUMNS}) VALUES (?, ?, ?, ?, 0)
     ON CONFLICT (user_id) DO UPDATE SET code_hash = excluded.code_hash,
       sent_at = excluded.sent_at, expires_at = excluded.expires_at, attempts = 0`,
  );
  const wrongCode = db.prepare(
    'UPDATE verification_codes SET attempts = attempts + 1 WHERE user_id = ?',
  );
  const verify = db.prepare('UPDATE accounts SET verified_at = ? WHERE user_id = ?');
  const dropCode = db.prepare('DELETE FROM verification_codes WHERE user_id = ?');
  const found = (row: Row | undefined) => (row ? toAccount(row) : undefined);
  return {
    engine: 'embedded',
    findByEmail: (email) => Promise.resolve(found(byEmail.get(normalizeEmail(email)))),
    findById: (userId) => Promise.resolve(found(byId.get(userId))),
    updatePasswordHash: (userId, passwordHash) => {
      setHash.run(passwordHash, userId);
      return Promise.resolve();
    },
    create(account) {
      // One writer at a time: the id read and the insert cannot interleave with another's.
      db.exec('BEGIN IMMEDIATE');
      try {
        const userId = Number(nextId.get()?.id);
        const { name, email, phone, avatar, passwordHash } = account;
        insert.run(userId, userCodeOf(userId), email, name, phone, avatar, passwordHash, now());
        db.exec('COMMIT');
        return Promise.resolve(toAccount(byId.get(userId) as Row));
      } catch (error) {
        db.exec('ROLLBACK');
        if (isTakenEmail(error)) return Promise.resolve('taken');
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    findCode: (userId) => Promise.resolve(toCode(getCode.get(userId))),
    saveCode(userId, { codeHash, sentAt, expiresAt }) {
      putCode.run(userId, codeHash, sentAt, expiresAt);
      return Promise.resolve();
    },
    countWrongCode(userId) {
      wrongCode.run(userId);
      return Promise.resolve();
    },
    markVerified(userId, at) {
      db.exec('BEGIN IMMEDIATE');
      try {
        verify.run(at, userId);
        dropCode.run(userId);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
      return Promise.resolve();
    },
    loginCounters: embeddedLoginCounters(db),
    enquiries: embeddedEnquiries(db),
    close: () => Promise.resolve(db.close()),
  };
}

/** Connections one API process opens: a log-in or sign-up holds one for a few milliseconds. */
const POOL_SIZE = 5;
/** The bound of one statement: an account's read or write is a primary-key or unique lookup. */
const STATEMENT_TIMEOUT_MS = 5_000;

/**
 * The accounts in the Postgres database of `url`: migrated and, when it holds no account, seeded
 * in one transaction under a lock, so API processes starting together do each once.
 */
export async function openPostgresAccounts(
  url: string,
  { seed = [], now = Date.now }: AccountStoreOptions = {},
): Promise<AccountStore> {
  const pool = new Pool({
    connectionString: url,
    max: POOL_SIZE,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    connectionTimeoutMillis: 5_000,
    application_name: 'betoch-api',
    types: BIGINT_AS_NUMBER,
  });
  // A connection the server closes while idle is replaced at the next query; without a listener
  // the error would end the process.
  pool.on('error', (error) => console.error(`api: a Postgres connection failed: ${error}`));
  try {
    await inTransaction(pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('betoch api_schema_migrations'))");
      await migratePostgresIn(client, readMigrations('postgres', API_MIGRATIONS_DIR), LEDGER);
      const { rows } = await client.query<{ n: number }>('SELECT count(*) AS n FROM accounts');
      if (Number(rows[0]?.n) > 0 || seed.length === 0) return;
      for (const user of seed) {
        await client.query(
          `INSERT INTO accounts (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [...seedValues(user), now(), now()],
        );
      }
      // The seed's ids were given: new accounts are numbered after them.
      await client.query(
        "SELECT setval(pg_get_serial_sequence('accounts', 'user_id'), (SELECT max(user_id) FROM accounts))",
      );
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  const one = async (sql: string, value: unknown) => {
    const { rows } = await pool.query<Row>(sql, [value]);
    return rows[0] ? toAccount(rows[0]) : undefined;
  };
  return {
    engine: 'postgres',
    findByEmail: (email) =>
      one(`SELECT ${COLUMNS} FROM accounts WHERE email = $1`, normalizeEmail(email)),
    findById: (userId) => one(`SELECT ${COLUMNS} FROM accounts WHERE user_id = $1`, userId),
    async updatePasswordHash(userId, passwordHash) {
      await pool.query('UPDATE accounts SET password_hash = $1 WHERE user_id = $2', [
        passwordHash,
        userId,
      ]);
    },
    async create({ name, email, phone, avatar, passwordHash }) {
      try {
        return await inTransaction(pool, async (client) => {
          const { rows } = await client.query<{ id: number }>(
            "SELECT nextval(pg_get_serial_sequence('accounts', 'user_id')) AS id",
          );
          const userId = Number(rows[0]?.id);
          const inserted = await client.query<Row>(
            `INSERT INTO accounts (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, $8) RETURNING ${COLUMNS}`,
            [userId, userCodeOf(userId), email, name, phone, avatar, passwordHash, now()],
          );
          return toAccount(inserted.rows[0] as Row);
        });
      } catch (error) {
        if (isTakenEmail(error)) return 'taken';
        throw error;
      }
    },
    async findCode(userId) {
      const { rows } = await pool.query<Row>(
        `SELECT ${CODE_COLUMNS} FROM verification_codes WHERE user_id = $1`,
        [userId],
      );
      return toCode(rows[0]);
    },
    async saveCode(userId, { codeHash, sentAt, expiresAt }) {
      await pool.query(
        `INSERT INTO verification_codes (user_id, ${CODE_COLUMNS}) VALUES ($1, $2, $3, $4, 0)
         ON CONFLICT (user_id) DO UPDATE SET code_hash = excluded.code_hash,
           sent_at = excluded.sent_at, expires_at = excluded.expires_at, attempts = 0`,
        [userId, codeHash, sentAt, expiresAt],
      );
    },
    async countWrongCode(userId) {
      await pool.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE user_id = $1', [
        userId,
      ]);
    },
    async markVerified(userId, at) {
      await inTransaction(pool, async (client) => {
        await client.query('UPDATE accounts SET verified_at = $1 WHERE user_id = $2', [at, userId]);
        await client.query('DELETE FROM verification_codes WHERE user_id = $1', [userId]);
      });
    },
    loginCounters: postgresLoginCounters(pool),
    enquiries: postgresEnquiries(pool),
    close: () => pool.end(),
  };
}

/** Where the accounts are: an embedded file, or the Postgres server of DATABASE_URL. */
export type AccountsPlace =
  { engine: 'embedded'; file: string } | { engine: 'postgres'; url: string };

export interface OpenAccountsOptions extends AccountStoreOptions {
  /** Whether a missing embedded file may be created (not in production: docs/accounts.md). */
  mayCreate: boolean;
}

/** The engine's migrations, for tests that check both engines read their own. */
export function apiMigrations(engine: MigrationEngine) {
  return readMigrations(engine, API_MIGRATIONS_DIR);
}

/**
 * Opens the accounts of `place`. A missing embedded file when it may not be created is an error
 * naming the setting: in production a mis-mounted volume must stop the API, not start it with no
 * accounts.
 */
export async function openAccounts(
  place: AccountsPlace,
  { mayCreate, ...options }: OpenAccountsOptions,
): Promise<AccountStore> {
  if (place.engine === 'postgres') return openPostgresAccounts(place.url, options);
  if (!mayCreate && place.file !== ':memory:' && !existsSync(place.file)) {
    throw new Error(
      `the accounts database ${place.file} (BETOCH_API_DB) does not exist, and it is not created in production (NODE_ENV=production): check that setting and the volume it is on, or set BETOCH_API_CREATE_DB=1 for the first start`,
    );
  }
  return openEmbeddedAccounts(place.file, options);
}
