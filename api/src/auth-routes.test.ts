/** @jest-environment node */
import { buildApp } from './app';
import { BAD_CREDENTIALS_MESSAGE } from './auth-routes';
import { UNEXPECTED_ERROR_MESSAGE } from './http-errors';
import { verifyPassword } from './password';
import {
  buildTestApp,
  createClock,
  createTestApp,
  createTestUsers,
  FAST_SCRYPT,
  DAWIT,
  getMe,
  postLogin,
  SELAM,
} from './test-utils';
import { createMemoryUserSource, type UserSource } from './users';
import type * as PasswordModule from './password';

// A pass-through spy, so a test can see that an unknown e-mail still costs a hash check.
jest.mock('./password', () => {
  const actual = jest.requireActual<typeof PasswordModule>('./password');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});

describe('POST /api/auth/login', () => {
  const app = createTestApp();

  it('answers 200 with the token and the user, and /api/auth/me accepts the token', async () => {
    const response = await postLogin(app, SELAM);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      username: 'selam@betoch.et',
      name: 'Selam Tesfaye',
      avatar: '/assets/images/avatars/selam.svg',
      userId: 1,
      userCode: 'U-1001',
      verified: true,
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const me = await getMe(app, `Bearer ${body.token}`);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      username: 'selam@betoch.et',
      name: 'Selam Tesfaye',
      avatar: '/assets/images/avatars/selam.svg',
      userId: 1,
      userCode: 'U-1001',
      verified: true,
    });
    expect(me.body).not.toMatch(/hash|scrypt/i);
  });

  it('matches the e-mail regardless of case and surrounding spaces', async () => {
    const response = await postLogin(app, {
      email: '  Dawit@Betoch.ET ',
      password: DAWIT.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: 2, userCode: 'U-1002' });
  });

  it('answers 401 for a wrong password', async () => {
    const response = await postLogin(app, { ...SELAM, password: 'Selam#2025' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: BAD_CREDENTIALS_MESSAGE });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown e-mail with the same 401 and message', async () => {
    const response = await postLogin(app, { email: 'nobody@betoch.et', password: 'Selam#2026' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'The e-mail or password is incorrect.' });
  });

  it('still checks a password hash when the e-mail is unknown', async () => {
    const verify = jest.mocked(verifyPassword);
    verify.mockClear();
    await postLogin(app, { email: 'nobody@betoch.et', password: 'whatever' }, '198.51.100.99');
    expect(verify).toHaveBeenCalledTimes(1);
    // The decoy costs what a real hash costs.
    expect(verify.mock.calls[0]?.[1]).toMatch(/^scrypt\$1024\$8\$1\$/);
  });

  it('answers 400 in the list shape for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "selam@betoch.et", password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { field: 'body', description: 'The body is not valid JSON.' },
    ]);
  });

  it('answers 400 in the list shape for an empty JSON body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([{ field: 'body', description: expect.any(String) }]);
  });

  it('answers 400 in the list shape when the JSON is not an object', async () => {
    const response = await postLogin(app, ['selam@betoch.et', 'Selam#2026']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([{ field: 'body', description: expect.any(String) }]);
  });

  it('answers 400 listing every missing field', async () => {
    const response = await postLogin(app, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { field: 'email', description: 'The e-mail is required.' },
      { field: 'password', description: 'The password is required.' },
    ]);
  });

  it('answers 400 for fields that are not strings', async () => {
    const response = await postLogin(app, { email: 42, password: { value: 'Selam#2026' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { field: 'email', description: 'The e-mail must be text.' },
      { field: 'password', description: 'The password must be text.' },
    ]);
  });

  it('answers 400 for a malformed e-mail', async () => {
    const response = await postLogin(app, { email: 'selam.betoch.et', password: 'Selam#2026' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { field: 'email', description: 'The e-mail is not a valid address.' },
    ]);
  });

  it('answers 415 in the list shape for a body that is not sent as JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=selam@betoch.et&password=Selam#2026',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual([
      { field: 'body', description: expect.stringMatching(/JSON/) },
    ]);
  });

  it('answers 413 in the list shape for a body over 10 KB', async () => {
    const response = await postLogin(app, { email: SELAM.email, password: 'x'.repeat(20_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual([
      { field: 'body', description: 'The body must not be larger than 10 KB.' },
    ]);
  });

  it('does not treat a refused body as a failed log-in', async () => {
    const address = '198.51.100.50';
    for (let i = 0; i < 6; i += 1) {
      expect((await postLogin(app, { email: 'bad' }, address)).statusCode).toBe(400);
    }
    expect((await postLogin(app, SELAM, address)).statusCode).toBe(200);
  });
});

describe('log-in throttling', () => {
  const clock = createClock();
  const app = createTestApp({ now: clock.now });
  const wrong = { ...SELAM, password: 'wrong-password' };

  it('refuses the account from that address after five failures, with growing Retry-After', async () => {
    const address = '192.0.2.1';
    for (let i = 0; i < 5; i += 1) {
      expect((await postLogin(app, wrong, address)).statusCode).toBe(401);
    }
    const sixth = await postLogin(app, SELAM, address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      message: 'Too many failed log-in attempts. Try again in 1 minute.',
    });
    expect(sixth.headers['retry-after']).toBe('60');

    clock.advance(60_000);
    expect((await postLogin(app, wrong, address)).statusCode).toBe(401);
    const longer = await postLogin(app, wrong, address);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('120');
    expect(longer.json()).toEqual({
      message: 'Too many failed log-in attempts. Try again in 2 minutes.',
    });

    clock.advance(120_000);
    expect((await postLogin(app, SELAM, address)).statusCode).toBe(200);
  });

  it('does not lock out others behind the same address (shared carrier NAT)', async () => {
    const shared = '196.188.40.1';
    for (let i = 0; i < 5; i += 1) await postLogin(app, wrong, shared);
    expect((await postLogin(app, SELAM, shared)).statusCode).toBe(429);
    expect((await postLogin(app, DAWIT, shared)).statusCode).toBe(200);
  });

  it('counts IPv6 clients by their /64, so rotating addresses does not help', async () => {
    const guess = { email: 'someone@betoch.et', password: 'guess' };
    for (let i = 1; i <= 5; i += 1) {
      expect((await postLogin(app, guess, `2001:db8:aa:1::${i}`)).statusCode).toBe(401);
    }
    expect((await postLogin(app, guess, '2001:db8:aa:1::ff')).statusCode).toBe(429);
    expect((await postLogin(app, DAWIT, '2001:db8:aa:2::1')).statusCode).toBe(200);
  });

  it("does not reset the account's failures when another account logs in from the address", async () => {
    const attacker = '192.0.2.10';
    const target = { email: 'nobody@betoch.et', password: 'guess' };
    for (let i = 0; i < 4; i += 1) await postLogin(app, target, attacker);
    expect((await postLogin(app, DAWIT, attacker)).statusCode).toBe(200);
    expect((await postLogin(app, target, attacker)).statusCode).toBe(401);
    expect((await postLogin(app, target, attacker)).statusCode).toBe(429);
  });
});

describe('password hash upgrade', () => {
  const users = createMemoryUserSource(createTestUsers());
  const app = createTestApp({ users, passwordParams: { N: 2048, r: 8, p: 1 } });

  it('rehashes a hash of an older cost on the next successful log-in', async () => {
    expect((await users.findById(1))?.passwordHash).toMatch(/^scrypt\$1024\$/);
    expect((await postLogin(app, SELAM)).statusCode).toBe(200);
    const upgraded = (await users.findById(1))?.passwordHash;
    expect(upgraded).toMatch(/^scrypt\$2048\$8\$1\$/);
    // The new hash is of the same password, and is not rehashed again.
    expect((await postLogin(app, SELAM)).statusCode).toBe(200);
    expect((await users.findById(1))?.passwordHash).toBe(upgraded);
  });

  it('leaves the hash alone after a wrong password', async () => {
    expect((await postLogin(app, { ...DAWIT, password: 'wrong' }, '192.0.2.60')).statusCode).toBe(
      401,
    );
    expect((await users.findById(2))?.passwordHash).toMatch(/^scrypt\$1024\$/);
  });

  it('still logs in when storing the upgraded hash fails', async () => {
    const readOnly = createMemoryUserSource(createTestUsers());
    const failing = buildTestApp({
      passwordParams: { N: 2048, r: 8, p: 1 },
      users: { ...readOnly, updatePasswordHash: () => Promise.reject(new Error('read-only')) },
    });
    try {
      expect((await postLogin(failing, DAWIT)).statusCode).toBe(200);
    } finally {
      await failing.close();
    }
  });
});

describe('GET /api/auth/me', () => {
  const clock = createClock();
  const app = createTestApp({ now: clock.now, tokenTtlSeconds: 60 });

  async function tokenFor(credentials = SELAM): Promise<string> {
    return (await postLogin(app, credentials)).json<{ token: string }>().token;
  }

  it('answers 401 without a token', async () => {
    const response = await getMe(app);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 for a header that is not a bearer token', async () => {
    for (const header of ['Basic c2VsYW06cGFzcw==', 'Bearer', 'Bearer not-a-jwt', 'Token a.b.c']) {
      const response = await getMe(app, header);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('answers 401 for a token signed with another key', async () => {
    const other = buildApp({
      now: clock.now,
      users: createTestUsers(),
      passwordParams: FAST_SCRYPT,
    });
    try {
      const { token } = (await postLogin(other, SELAM)).json<{ token: string }>();
      expect((await getMe(app, `Bearer ${token}`)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('answers 401 for a token whose claims were altered', async () => {
    const [header, , signature] = (await tokenFor()).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '2', exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect((await getMe(app, `Bearer ${header}.${forged}.${signature}`)).statusCode).toBe(401);
  });

  it('accepts a token until it expires, then answers 401', async () => {
    const token = await tokenFor(DAWIT);
    clock.advance(59_000);
    expect((await getMe(app, `Bearer ${token}`)).json()).toMatchObject({ userId: 2 });
    clock.advance(2_000);
    const expired = await getMe(app, `Bearer ${token}`);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: expect.any(String) });
    expect(expired.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('keeps the default lifetime at two hours', async () => {
    const defaultClock = createClock();
    const defaultApp = buildApp({
      now: defaultClock.now,
      users: createTestUsers(),
      passwordParams: FAST_SCRYPT,
    });
    try {
      const { token } = (await postLogin(defaultApp, SELAM)).json<{ token: string }>();
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
      expect(payload).toMatchObject({ sub: '1', email: SELAM.email, userCode: 'U-1001' });
      expect(payload.exp - payload.iat).toBe(2 * 60 * 60);
    } finally {
      await defaultApp.close();
    }
  });
});

describe('unexpected failures', () => {
  const failingUsers: UserSource = {
    findByEmail: () => Promise.reject(new Error('connection to users-db at 10.1.2.3 refused')),
    findById: () => Promise.reject(new Error('connection to users-db at 10.1.2.3 refused')),
  };
  const app = createTestApp({ users: failingUsers });

  it('answers 500 with a safe Application-Error header and message', async () => {
    const response = await postLogin(app, SELAM);
    expect(response.statusCode).toBe(500);
    expect(response.headers['application-error']).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(response.json()).toEqual({ message: UNEXPECTED_ERROR_MESSAGE });
    expect(response.body).not.toContain('10.1.2.3');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
