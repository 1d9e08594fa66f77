/** @jest-environment node */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hasSqlite } from '@betoch/shared/server/migrations';
import { buildAppFromEnv } from './from-env';
import {
  createClock,
  createTestUsers,
  DAWIT,
  FAST_SCRYPT,
  getMe,
  postLogin,
  SELAM,
} from './test-utils';

const describeWithSqlite = hasSqlite() ? describe : describe.skip;

// Signing keys of the tests' own, never the default file in api/data.
const keysDir = mkdtempSync(path.join(tmpdir(), 'betoch-from-env-keys-'));
afterAll(() => rmSync(keysDir, { recursive: true, force: true }));

const ENV = {
  BETOCH_API_KEYS_FILE: path.join(keysDir, 'signing-keys.json'),
  BETOCH_CORS_ORIGINS: 'https://betoch.et',
  BETOCH_TRUST_PROXY: '10.0.0.0/8',
};

describe('buildAppFromEnv (what npm start and npm run dev run)', () => {
  const apps: FastifyInstance[] = [];
  const build = async (env: NodeJS.ProcessEnv) => {
    const app = await buildAppFromEnv(env, {
      users: createTestUsers(),
      passwordParams: FAST_SCRYPT,
      logger: false,
    });
    apps.push(app);
    return app;
  };
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('signs with the keys of BETOCH_API_KEYS_FILE, so a token outlives a restart', async () => {
    const { token } = (await postLogin(await build(ENV), SELAM)).json<{ token: string }>();
    const restarted = await build(ENV);
    expect((await getMe(restarted, `Bearer ${token}`)).statusCode).toBe(200);
    const otherKeys = { BETOCH_API_KEYS_FILE: path.join(keysDir, 'other.json') };
    expect((await getMe(await build(otherKeys), `Bearer ${token}`)).statusCode).toBe(401);
  });

  it('allows the origins of BETOCH_CORS_ORIGINS only', async () => {
    const app = await build(ENV);
    const ask = (origin: string) =>
      app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
    expect((await ask('https://betoch.et')).headers['access-control-allow-origin']).toBe(
      'https://betoch.et',
    );
    expect((await ask('http://localhost:3000')).headers['access-control-allow-origin']).toBe(
      undefined,
    );
  });

  it('believes X-Forwarded-For only from the proxies of BETOCH_TRUST_PROXY', async () => {
    const app = await build(ENV);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.1.1.1',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `196.188.3.${i}` },
        payload: JSON.stringify({ ...SELAM, password: 'wrong' }),
      });
      statuses.push(response.statusCode);
    }
    // Six clients behind the proxy, not one address failing six times.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it('refuses to start with a trust setting that would believe any client', async () => {
    await expect(build({ ...ENV, BETOCH_TRUST_PROXY: 'true' })).rejects.toThrow(
      /BETOCH_TRUST_PROXY/,
    );
  });
});

describeWithSqlite('buildAppFromEnv with its accounts database (BETOCH_API_DB)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'betoch-api-db-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const signUp = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: {
        name: 'Hirut Alemu',
        email: 'hirut@example.et',
        phone: '0911 48 26 30',
        password: 'Bole-view-2026',
      },
    });

  it('keeps a new account across a restart, and still knows the demo users', async () => {
    const env = { ...ENV, BETOCH_API_DB: path.join(dir, 'accounts.sqlite') };
    const first = await buildAppFromEnv(env, { passwordParams: FAST_SCRYPT, logger: false });
    expect((await signUp(first)).statusCode).toBe(201);
    await first.close();
    const second = await buildAppFromEnv(env, { passwordParams: FAST_SCRYPT, logger: false });
    try {
      expect((await signUp(second)).statusCode).toBe(409);
      const login = await postLogin(second, {
        email: 'HIRUT@example.et',
        password: 'Bole-view-2026',
      });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ name: 'Hirut Alemu', verified: false });
      expect((await postLogin(second, SELAM)).json()).toMatchObject({ verified: true });
    } finally {
      await second.close();
    }
  });

  it('gives the agency’s enquiries to the account of BETOCH_AGENCY_INBOX, none in production without it', async () => {
    const clock = createClock();
    const overrides = { passwordParams: FAST_SCRYPT, logger: false, now: clock.now };
    const contact = async (app: FastifyInstance) => {
      const ticket = await app.inject({ method: 'GET', url: '/api/enquiries/ticket' });
      clock.advance(5_000);
      return app.inject({
        method: 'POST',
        url: '/api/enquiries',
        headers: { 'content-type': 'application/json' },
        payload: {
          kind: 'contact',
          name: 'Hirut Alemu',
          email: 'hirut@example.et',
          phone: '',
          subject: 'A flat in Bole',
          message: 'I am looking for a two-bedroom flat in Bole.',
          language: 'en',
          website: '',
          ticket: ticket.json<{ ticket: string }>().ticket,
        },
      });
    };
    const production = {
      ...ENV,
      NODE_ENV: 'production',
      BETOCH_API_DB: path.join(dir, 'accounts.sqlite'),
      BETOCH_API_CREATE_DB: '1',
      BETOCH_API_SEED_DEMO: '1',
    };
    const without = await buildAppFromEnv(production, overrides);
    try {
      expect((await contact(without)).statusCode).toBe(503);
    } finally {
      await without.close();
    }
    const app = await buildAppFromEnv(
      { ...production, BETOCH_AGENCY_INBOX: DAWIT.email },
      overrides,
    );
    try {
      expect((await contact(app)).json()).toMatchObject({ sentTo: 'agency' });
      const unread = async (user: typeof SELAM) => {
        const { token } = (await postLogin(app, user)).json<{ token: string }>();
        const response = await app.inject({
          method: 'GET',
          url: '/api/enquiries/unread',
          headers: { authorization: `Bearer ${token}` },
        });
        return response.json<{ unread: number }>().unread;
      };
      expect(await unread(DAWIT)).toBe(1);
      expect(await unread(SELAM)).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('in production, neither creates a missing file nor gives it the demo users', async () => {
    const file = path.join(dir, 'accounts.sqlite');
    const production = { ...ENV, NODE_ENV: 'production', BETOCH_API_DB: file };
    await expect(buildAppFromEnv(production)).rejects.toThrow(
      /accounts database .*accounts\.sqlite \(BETOCH_API_DB\) does not exist/,
    );
    expect(existsSync(file)).toBe(false);
    const app = await buildAppFromEnv(
      { ...production, BETOCH_API_CREATE_DB: '1' },
      { passwordParams: FAST_SCRYPT, logger: false },
    );
    try {
      expect((await postLogin(app, SELAM)).statusCode).toBe(401);
      expect(existsSync(file)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
