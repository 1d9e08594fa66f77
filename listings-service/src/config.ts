import { availableParallelism } from 'node:os';
import path from 'node:path';
import { API_PORT, LISTINGS_SERVICE_PORT } from '../../shared/build/apps';
import { WARM_WORDS_MS } from './text-matches';

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
  /** The time bound of one query, counted from when a worker starts it. */
  queryTimeoutMs: number;
  /**
   * The longest a query may expect to wait for a worker (LISTINGS_MAX_WAIT_MS); one that would
   * wait longer is refused at once with 503 (query-pool.ts, docs/listings-service.md#overload).
   */
  maxWaitMs: number;
  /**
   * The longest a query may expect to wait in the backlog of a pause of the service's own thread,
   * while the service is not past its capacity (LISTINGS_BURST_WAIT_MS): that queue is waited
   * out, not refused (admission.ts `waitBound`). Never below `maxWaitMs`.
   */
  burstWaitMs: number;
  /**
   * How long each query worker's start may spend asking its index's frequent words
   * (LISTINGS_WARM_WORDS_MS, text-matches.ts `warmFrequentWords`); 0: none.
   */
  warmWordsMs: number;
  /**
   * Whether a missing or empty database is given the site's 60 demo listings at start
   * (`SEED_DEMO_SETTING`): yes by default, for `npm start` and the tests; no with
   * NODE_ENV=production, where a mis-mounted volume or a wrong URL must stop the service rather
   * than serve the demo.
   */
  seedDemo: boolean;
  /** Pino's level (LISTINGS_LOG_LEVEL): `warn` by default, refused and failed requests. */
  logLevel: string;
  /**
   * The API's published keys (BETOCH_API_JWKS_URL), which publishing's writes check the
   * accounts' tokens with (api/README.md "Tokens and their keys").
   */
  apiJwksUrl: string;
}

/** Where the API publishes its keys on this machine unless BETOCH_API_JWKS_URL says otherwise. */
export const DEFAULT_API_JWKS_URL = `http://127.0.0.1:${API_PORT}/api/auth/jwks.json`;

/** An http(s) URL, or `fallback` when unset or empty. */
function httpUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`${name} must be an http:// or https:// URL (got ${JSON.stringify(raw)})`);
  }
  return url.toString();
}

/** The setting that says whether an empty database gets the demo listings, either way. */
export const SEED_DEMO_SETTING = 'LISTINGS_SEED_DEMO';

/**
 * The longest wait for a worker a query is admitted to by default. Past capacity an answered query
 * takes about this wait and its own run: at 2× capacity on 100,000 listings (medians of 3), 200 ms
 * gave answers' p99 519 ms, 120 ms 317 ms, 80 ms 213 ms (target 300), for the same goodput
 * (docs/listings-service.md#overload). The default stays 200 until 80's effect on a busy machine is
 * known: the one CI run with 80 failed two end-to-end tests whose server renders read listings.
 */
export const MAX_WAIT_DEFAULT_MS = 200;

/**
 * The longest wait for a worker a query is admitted to by default in the backlog of a pause of the
 * service's own thread (a collection, a busy machine), below capacity: the requests of the pause
 * reach the pool at once and would otherwise be refused for a wait that drains in a few hundred
 * ms. Half
 * the page server's second for a render's listings (`SERVER_LISTINGS_TIMEOUT_MS`), so that such an
 * answer still reaches the render.
 */
export const BURST_WAIT_DEFAULT_MS = 500;

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

/** `1`/`true` or `0`/`false`; `fallback` when unset or empty. */
function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be 1 or 0 (got ${JSON.stringify(env[name])})`);
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
 * LISTINGS_QUERY_TIMEOUT_MS, LISTINGS_MAX_WAIT_MS, LISTINGS_BURST_WAIT_MS, LISTINGS_WARM_WORDS_MS, LISTINGS_SEED_DEMO (and NODE_ENV, its default),
 * LISTINGS_LOG_LEVEL, BETOCH_API_JWKS_URL.
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
    maxWaitMs: whole(env, 'LISTINGS_MAX_WAIT_MS', MAX_WAIT_DEFAULT_MS, 0),
    burstWaitMs: whole(env, 'LISTINGS_BURST_WAIT_MS', BURST_WAIT_DEFAULT_MS, 0),
    warmWordsMs: whole(env, 'LISTINGS_WARM_WORDS_MS', WARM_WORDS_MS, 0),
    seedDemo: flag(env, SEED_DEMO_SETTING, env.NODE_ENV !== 'production'),
    logLevel: env.LISTINGS_LOG_LEVEL?.trim() || 'warn',
    apiJwksUrl: httpUrl(env, 'BETOCH_API_JWKS_URL', DEFAULT_API_JWKS_URL),
  };
}

/** Where the service's listings are, as its refusals name it (never a URL: it may hold a password). */
export type DatabasePlace = { engine: 'embedded'; file: string } | { engine: 'postgres' };

/**
 * Why the service does not start on a database that is `missing` (a file) or holds no listing,
 * when it may not seed the demo: the setting to check first, and the way out.
 */
export function unseededRefusal(place: DatabasePlace, state: 'missing' | 'empty'): string {
  const where =
    place.engine === 'embedded'
      ? `the listings database ${place.file} (LISTINGS_DB)`
      : 'the Postgres database of DATABASE_URL';
  const what = state === 'missing' ? 'does not exist' : 'holds no listing';
  return (
    `${where} ${what}, and the demo's listings are not stored in production ` +
    `(NODE_ENV=production, or ${SEED_DEMO_SETTING}=0). Check that setting, import the listings ` +
    `(npm run listings:import), or set ${SEED_DEMO_SETTING}=1 to start with the demo's 60.`
  );
}
