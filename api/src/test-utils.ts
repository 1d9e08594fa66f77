import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hasSqlite } from '@betoch/shared/server/migrations';
import { freshSchema } from '@betoch/shared/server/test-schema';
import { openEmbeddedAccounts, openPostgresAccounts, type AccountStore } from './account-store';
import { buildApp, type BuildAppOptions } from './app';
import type { ScryptParams } from './password';
import { loadSeedUsers, type SeedUser } from './users';

export const SELAM = { email: 'selam@betoch.et', password: 'Selam#2026' };
export const DAWIT = { email: 'dawit@betoch.et', password: 'Dawit#2026' };

/** The cheapest cost the parser accepts: the same format and check, a thousandth of the work. */
export const FAST_SCRYPT: ScryptParams = { N: 1024, r: 8, p: 1 };

// The demo passwords hashed at FAST_SCRYPT, so a test log-in costs a millisecond, not 0.4 s.
const FAST_HASHES: Record<number, string> = {
  1: 'scrypt$1024$8$1$sxX3bbE4l/Ri1klsKyrTBA==$y/SQSdk/6VJ72s0Lgo7tH/zjPfhox2bUTKuUVguFU6E=',
  2: 'scrypt$1024$8$1$C1rLOZ1Kw0RTVnfI6CSFag==$vzrg7gWPgtXABwVdZ69bqdFG3qM03+kwUgVeWXKokSw=',
};

/** The demo users of `data/users.json` with cheap hashes of the same passwords. */
export function createTestUsers(): SeedUser[] {
  return loadSeedUsers().map((user) => ({
    ...user,
    passwordHash: FAST_HASHES[user.userId] ?? user.passwordHash,
  }));
}

/** A controllable clock for token expiry and the throttle window. */
export function createClock(start = Date.parse('2026-03-01T09:00:00Z')) {
  let current = start;
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms;
    },
  };
}

/** Builds the app with cheap hashes (and a signing key of its own); the caller closes it. */
export function buildTestApp(options: BuildAppOptions = {}): FastifyInstance {
  return buildApp({
    users: createTestUsers(),
    passwordParams: FAST_SCRYPT,
    ...options,
  });
}

/** `buildTestApp`, closed after the test file. */
export function createTestApp(options: BuildAppOptions = {}): FastifyInstance {
  const app = buildTestApp(options);
  afterAll(() => app.close());
  return app;
}

/** A JSON POST from `remoteAddress`. */
function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  remoteAddress: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

export function postLogin(
  app: FastifyInstance,
  body: unknown,
  remoteAddress = '203.0.113.10',
): Promise<LightMyRequestResponse> {
  return postJson(app, '/api/auth/login', body, remoteAddress);
}

export function getMe(
  app: FastifyInstance,
  authorization?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: authorization === undefined ? {} : { authorization },
  });
}

/** A sign-up body that the API accepts. */
export const NEW_ACCOUNT = {
  name: 'Hirut Alemu',
  email: 'hirut@example.et',
  phone: '0911 48 26 30',
  password: 'Bole-view-2026',
};

export function postSignUp(
  app: FastifyInstance,
  body: unknown,
  remoteAddress = '203.0.113.10',
): Promise<LightMyRequestResponse> {
  return postJson(app, '/api/auth/signup', body, remoteAddress);
}

/** An accounts database a test opens with the demo's two users, and drops after. */
export interface AccountEngine {
  name: string;
  open(): Promise<{ store: AccountStore; drop(): Promise<void> }>;
}

/**
 * The engines a store test runs on: the embedded one where Node has `node:sqlite`, and Postgres
 * at `url` (BETOCH_TEST_DATABASE_URL, set by `.ci/run`), each test in a fresh schema.
 */
export function accountEngines(url: string | undefined): AccountEngine[] {
  const embedded: AccountEngine = {
    name: 'embedded',
    open() {
      const store = openEmbeddedAccounts(':memory:', { seed: createTestUsers() });
      return Promise.resolve({ store, drop: () => store.close() });
    },
  };
  const postgres = (base: string): AccountEngine => ({
    name: 'Postgres',
    async open() {
      const schema = await freshSchema(base);
      const store = await openPostgresAccounts(schema.url, { seed: createTestUsers() });
      return {
        store,
        async drop() {
          await store.close();
          await schema.drop();
        },
      };
    },
  });
  return [...(hasSqlite() ? [embedded] : []), ...(url ? [postgres(url)] : [])];
}
