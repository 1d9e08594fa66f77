import path from 'node:path';
import { isEmail } from '@betoch/shared/domain/contact-details';
import type { AccountsPlace } from './account-store';
import { isAddressOrRange, type TrustProxySetting } from './client-address';
import { normalizeEmail } from './users';

/** What the API takes from the environment wherever it runs (`main.ts`, `npm start`, `npm run dev`). */
export interface ApiEnvConfig {
  /** The file of the token signing keys (BETOCH_API_KEYS_FILE), created where that is allowed. */
  keysFile: string;
  /** The SMTP server e-mails go through (BETOCH_SMTP_URL); none: e-mail is off. */
  smtpUrl: string | undefined;
  /** The sender of those e-mails (BETOCH_MAIL_FROM). */
  mailFrom: string | undefined;
  /**
   * The e-mail of the account that reads the agency's enquiries (BETOCH_AGENCY_INBOX); none:
   * the enquiries that would go there are refused (docs/enquiries.md "Who receives what").
   */
  agencyInbox: string | undefined;
  /** The listings service the API asks a listing's publisher of (BETOCH_LISTINGS_URL); none: the agency's inbox. */
  listingsUrl: string | undefined;
  /** Enquiries one address may send in 10 minutes (BETOCH_ENQUIRIES_PER_ADDRESS); the default when unset. */
  enquiriesPerAddress: number | undefined;
  corsOrigins: string[];
  trustProxy: TrustProxySetting;
  logLevel: string;
}

/** Where the accounts are kept, and what the API may do to a new database (docs/accounts.md). */
export interface AccountsConfig {
  place: AccountsPlace;
  /** Store the demo's two users in a database that holds no account (not in production). */
  seedDemo: boolean;
  /** Create a missing embedded file (not in production, unless BETOCH_API_CREATE_DB=1). */
  mayCreate: boolean;
}

/** The embedded accounts database unless BETOCH_API_DB says otherwise (ignored by git). */
export const DEFAULT_ACCOUNTS_FILE = path.resolve(__dirname, '..', 'data', 'accounts.sqlite');

/** The token signing keys unless BETOCH_API_KEYS_FILE says otherwise (ignored by git). */
export const DEFAULT_KEYS_FILE = path.resolve(__dirname, '..', 'data', 'signing-keys.json');

/** `1`/`true` or `0`/`false`; `fallback` when unset or empty. */
function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be 1 or 0 (got ${JSON.stringify(env[name])}).`);
}

/**
 * DATABASE_URL (a Postgres server, shared with the listings service) or BETOCH_API_DB (an
 * embedded file); BETOCH_API_SEED_DEMO and BETOCH_API_CREATE_DB, both on by default and off
 * with NODE_ENV=production.
 */
export function readAccountsConfig(env: NodeJS.ProcessEnv): AccountsConfig {
  const url = env.DATABASE_URL?.trim();
  if (url && !/^postgres(?:ql)?:\/\//.test(url)) {
    // The URL may hold a password: name only its scheme.
    throw new Error(
      `DATABASE_URL must be a postgres:// URL (got one starting ${JSON.stringify(url.split(':')[0])}); leave it unset for the embedded database.`,
    );
  }
  const production = env.NODE_ENV === 'production';
  return {
    place: url
      ? { engine: 'postgres', url }
      : { engine: 'embedded', file: env.BETOCH_API_DB?.trim() || DEFAULT_ACCOUNTS_FILE },
    seedDemo: flag(env, 'BETOCH_API_SEED_DEMO', !production),
    mayCreate: flag(env, 'BETOCH_API_CREATE_DB', !production),
  };
}

/** Settings `main.ts` takes from the environment: the above plus where to listen. */
export interface EnvConfig extends ApiEnvConfig {
  port: number;
  host: string;
}

/** The shell (3000) and the account remote (3004), by either local name. */
export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3000',
  'http://localhost:3004',
  'http://127.0.0.1:3000',
  'http://127.0.0.1:3004',
];

export const DEFAULT_PORT = 3005;
export const DEFAULT_HOST = '127.0.0.1';

function readPort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${value}".`);
  }
  return port;
}

function readList(value: string | undefined, fallback: string[]): string[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : fallback;
}

/**
 * BETOCH_TRUST_PROXY: empty/0/false = off; a whole number = that many proxy hops; otherwise a
 * comma-separated list of proxy addresses or CIDR ranges. "true" is refused: it would trust the
 * left-most X-Forwarded-For entry, which any client can write.
 */
export function readTrustProxy(value: string | undefined): TrustProxySetting {
  const text = (value ?? '').trim();
  if (/^(|0|false|no|off)$/i.test(text)) return false;
  if (/^(true|yes|on|all|\*)$/i.test(text)) {
    throw new Error(
      `BETOCH_TRUST_PROXY="${text}" would believe the left-most X-Forwarded-For, which any ` +
        "client can write: give the hop count (e.g. 1) or the proxies' addresses/CIDR ranges.",
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 32) throw new Error(`BETOCH_TRUST_PROXY: ${hops} proxy hops is not plausible.`);
    return { hops };
  }
  const ranges = readList(text, []);
  const invalid = ranges.filter((range) => !isAddressOrRange(range));
  if (invalid.length > 0) {
    throw new Error(
      `BETOCH_TRUST_PROXY takes a hop count (e.g. 1) or proxy addresses/CIDR ranges ` +
        `(e.g. 10.0.0.0/8,::1), not "${invalid.join(', ')}".`,
    );
  }
  return { ranges };
}

/**
 * BETOCH_API_KEYS_FILE, or the default file beside the accounts database. A secret of the HS256
 * tokens the API once signed is refused by name: set, it would be a setting that does nothing.
 */
export function readKeysFile(env: NodeJS.ProcessEnv): string {
  for (const name of ['BETOCH_API_SECRET', 'BETOCH_API_SECRET_FILE']) {
    if (env[name]?.trim()) {
      throw new Error(
        `${name} is no longer read: tokens are signed with the Ed25519 keys of BETOCH_API_KEYS_FILE (api/README.md "Tokens and their keys"); remove it`,
      );
    }
  }
  return env.BETOCH_API_KEYS_FILE?.trim() || DEFAULT_KEYS_FILE;
}

/** An `smtp://` or `smtps://` URL, or undefined when unset; never quoted (it may hold a password). */
export function readSmtpUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !['smtp:', 'smtps:'].includes(parsed.protocol) || !parsed.hostname) {
    throw new Error(
      'BETOCH_SMTP_URL must be an smtp:// or smtps:// URL with a host (smtp://mail.example.et:587).',
    );
  }
  return url;
}

/**
 * BETOCH_ENQUIRIES_PER_ADDRESS: the enquiries one address may send in 10 minutes (4 times as many
 * a day); the default (ENQUIRY_LIMITS) unless set. An office or a campus behind one address may
 * need more; the end-to-end run, all from 127.0.0.1, sets it high.
 */
export function readEnquiriesPerAddress(value: string | undefined): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 10_000) {
    throw new Error(
      `BETOCH_ENQUIRIES_PER_ADDRESS must be a whole number from 1 to 10000 (got ${JSON.stringify(value)}).`,
    );
  }
  return Number(text);
}

/** The listings service `npm start` runs beside the API (LISTINGS_SERVICE_PORT in shared/build/apps.ts). */
export const DEFAULT_LISTINGS_URL = 'http://127.0.0.1:3006';

/**
 * BETOCH_LISTINGS_URL: where the API asks who published a listing, to send its viewing requests
 * to them (docs/enquiries.md "Who receives what"); the local service outside production, none in
 * production unless set (then every request goes to the agency's inbox).
 */
export function readListingsUrl(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.BETOCH_LISTINGS_URL?.trim();
  if (!value) return env.NODE_ENV === 'production' ? undefined : DEFAULT_LISTINGS_URL;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw new Error(
      `BETOCH_LISTINGS_URL must be the listings service's http:// or https:// address (got ${JSON.stringify(value)}).`,
    );
  }
  return value;
}

/** The agency's inbox outside production, unless BETOCH_AGENCY_INBOX names another: the demo's first user. */
export const DEMO_AGENCY_INBOX = 'selam@betoch.et';

/**
 * BETOCH_AGENCY_INBOX, an account's e-mail, normalized; unset: the demo's account outside
 * production (so `npm start` and the end-to-end tests have an inbox), none in production.
 */
export function readAgencyInbox(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.BETOCH_AGENCY_INBOX?.trim();
  if (!value) return env.NODE_ENV === 'production' ? undefined : DEMO_AGENCY_INBOX;
  if (!isEmail(value)) {
    throw new Error(
      `BETOCH_AGENCY_INBOX must be the e-mail address of the account that reads the agency's enquiries (got ${JSON.stringify(value)}).`,
    );
  }
  return normalizeEmail(value);
}

/** What the start prints before it listens: settings it runs without, and what that costs. */
export function startWarnings(config: Pick<ApiEnvConfig, 'agencyInbox'>): string[] {
  return config.agencyInbox
    ? []
    : [
        'BETOCH_AGENCY_INBOX is not set: contact messages and viewing requests of listings without a publisher are refused (503) until it names the e-mail of the account that reads them (docs/enquiries.md).',
      ];
}

/**
 * Reads BETOCH_API_KEYS_FILE, BETOCH_SMTP_URL, BETOCH_AGENCY_INBOX, BETOCH_ENQUIRIES_PER_ADDRESS,
 * BETOCH_LISTINGS_URL,
 * BETOCH_MAIL_FROM, BETOCH_CORS_ORIGINS
 * (comma-separated), BETOCH_TRUST_PROXY and BETOCH_API_LOG_LEVEL.
 */
export function readApiEnvConfig(env: NodeJS.ProcessEnv): ApiEnvConfig {
  return {
    keysFile: readKeysFile(env),
    smtpUrl: readSmtpUrl(env.BETOCH_SMTP_URL),
    mailFrom: env.BETOCH_MAIL_FROM?.trim() || undefined,
    agencyInbox: readAgencyInbox(env),
    enquiriesPerAddress: readEnquiriesPerAddress(env.BETOCH_ENQUIRIES_PER_ADDRESS),
    listingsUrl: readListingsUrl(env),
    corsOrigins: readList(env.BETOCH_CORS_ORIGINS, DEFAULT_CORS_ORIGINS),
    trustProxy: readTrustProxy(env.BETOCH_TRUST_PROXY),
    // Errors only by default, so a normal start prints just the "listening" line.
    logLevel: env.BETOCH_API_LOG_LEVEL?.trim() || 'error',
  };
}

/** Reads PORT and HOST as well, for `main.ts`. */
export function readEnvConfig(env: NodeJS.ProcessEnv): EnvConfig {
  return {
    port: readPort(env.PORT),
    host: env.HOST?.trim() || DEFAULT_HOST,
    ...readApiEnvConfig(env),
  };
}

/** The address to print: `localhost` whenever the server is reachable through it. */
export function displayUrl(host: string, port: number): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'];
  const name = local.includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
