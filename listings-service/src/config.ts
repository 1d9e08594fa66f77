import { availableParallelism } from 'node:os';
import path from 'node:path';
import { LISTINGS_SERVICE_PORT } from '../../shared/build/apps';

/** The service's settings, from its environment (docs/listings-service.md#running-it). */
export interface ServiceConfig {
  host: string;
  port: number;
  /** The SQLite file; created, migrated and seeded with the site's listings when empty. */
  databaseFile: string;
  /** A Postgres server's `postgres://` URL (DATABASE_URL): used instead of the SQLite file. */
  databaseUrl: string | undefined;
  /** Query workers, each with its own connection(s) (embedded: read-only; Postgres: a share of 10) and index. */
  workers: number;
  /** The time bound of one query, waiting for a worker included. */
  queryTimeoutMs: number;
}

/** Where the database lives unless LISTINGS_DB says otherwise (ignored by git). */
export const DEFAULT_DATABASE_FILE = path.join(__dirname, '..', 'data', 'listings.sqlite');

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(
      `${name} must be a whole number of at least ${min} (got ${JSON.stringify(raw)})`,
    );
  }
  return value;
}

/** A `postgres://` or `postgresql://` URL, or undefined when unset or empty. */
function postgresUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return undefined;
  if (!/^postgres(?:ql)?:\/\//.test(raw)) {
    // The URL may hold a password: name only its scheme.
    throw new Error(
      `DATABASE_URL must be a postgres:// URL (got one starting ${JSON.stringify(raw.split(':')[0])}); leave it unset for the embedded database`,
    );
  }
  return raw;
}

/**
 * Reads the settings: PORT, HOST, DATABASE_URL, LISTINGS_DB, LISTINGS_WORKERS,
 * LISTINGS_QUERY_TIMEOUT_MS.
 */
export function readServiceConfig(env: NodeJS.ProcessEnv): ServiceConfig {
  return {
    databaseUrl: postgresUrl(env),
    host: env.HOST?.trim() || 'localhost',
    port: whole(env, 'PORT', LISTINGS_SERVICE_PORT, 0),
    databaseFile: env.LISTINGS_DB?.trim() || DEFAULT_DATABASE_FILE,
    // One per core, at most 4: each holds its own copy of the index (about 55 MB at 1,000,000).
    workers: whole(env, 'LISTINGS_WORKERS', Math.min(4, availableParallelism()), 1),
    queryTimeoutMs: whole(env, 'LISTINGS_QUERY_TIMEOUT_MS', 2_000, 1),
  };
}
