/** @jest-environment node */
import { hasSqlite } from '@betoch/shared/server/migrations';
import { openEmbeddedAccounts } from './account-store';
import { SIGN_UPS_MESSAGE } from './auth-routes';
import { commonPasswordCount, isCommonPassword } from './common-passwords';
import { validateSignUpBody } from './sign-up';
import {
  buildTestApp,
  createClock,
  createTestUsers,
  getMe,
  NEW_ACCOUNT,
  postLogin,
  postSignUp,
  SELAM,
} from './test-utils';

describe('the list of common passwords', () => {
  it('holds at least 10,000 passwords, matched whatever their case', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('Bole-view-2026')).toBe(false);
  });
});

describe('validateSignUpBody', () => {
  it('gives the stored forms: trimmed name, lower-case e-mail, +251 phone', () => {
    expect(
      validateSignUpBody({
        ...NEW_ACCOUNT,
        name: '  Hirut   Alemu ',
        email: ' Hirut@Example.ET ',
      }),
    ).toEqual({
      ok: true,
      value: {
        name: 'Hirut Alemu',
        email: 'hirut@example.et',
        phone: '+251911482630',
        password: 'Bole-view-2026',
      },
    });
  });

  it('lists every refused field with a code and a description', () => {
    const result = validateSignUpBody({ name: 5, email: 'hirut@', phone: '0111 55 12 34' });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'name', code: 'required', description: 'The name is required.' },
        { field: 'email', code: 'invalidEmail', description: 'The e-mail is not a valid address.' },
        { field: 'phone', code: 'invalidPhone', description: expect.stringMatching(/Ethiopian/) },
        { field: 'password', code: 'required', description: 'The password is required.' },
      ],
    });
  });

  it('refuses a common password, after the form’s own rules', () => {
    const common = validateSignUpBody({ ...NEW_ACCOUNT, password: 'iloveyou' });
    expect(common).toMatchObject({ ok: false, errors: [{ field: 'password', code: 'common' }] });
    const short = validateSignUpBody({ ...NEW_ACCOUNT, password: '123456' });
    expect(short).toMatchObject({ ok: false, errors: [{ field: 'password', code: 'tooShort' }] });
  });

  it('refuses a body that is not an object', () => {
    expect(validateSignUpBody([NEW_ACCOUNT])).toMatchObject({
      ok: false,
      errors: [{ field: 'body' }],
    });
  });
});

const describeWithSqlite = hasSqlite() ? describe : describe.skip;

describeWithSqlite('POST /api/auth/signup', () => {
  const build = () =>
    buildTestApp({ users: openEmbeddedAccounts(':memory:', { seed: createTestUsers() }) });

  it('creates an unverified account, logged in at once, that can log in again', async () => {
    const app = build();
    try {
      const response = await postSignUp(app, NEW_ACCOUNT);
      expect(response.statusCode).toBe(201);
      const body = response.json<{ token: string }>();
      expect(body).toMatchObject({
        username: 'hirut@example.et',
        name: 'Hirut Alemu',
        userCode: 'U-1003',
        avatar: '/assets/images/avatars/member.svg',
        verified: false,
      });
      expect(JSON.stringify(body)).not.toMatch(/0911|\+251|Bole-view|scrypt/);
      expect((await getMe(app, `Bearer ${body.token}`)).json()).toMatchObject({ userId: 3 });
      const login = await postLogin(app, {
        email: NEW_ACCOUNT.email,
        password: NEW_ACCOUNT.password,
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 409 for an e-mail that has an account, whatever its case, and keeps the first', async () => {
    const app = build();
    try {
      const taken = await postSignUp(app, { ...NEW_ACCOUNT, email: 'SELAM@betoch.et' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual([expect.objectContaining({ field: 'email', code: 'taken' })]);
      expect(
        (await postLogin(app, { email: 'selam@betoch.et', password: 'Selam#2026' })).statusCode,
      ).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 400 with the field errors and stores nothing', async () => {
    const app = build();
    try {
      const response = await postSignUp(app, { ...NEW_ACCOUNT, password: 'qwerty123' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([
        expect.objectContaining({ field: 'password', code: 'common' }),
      ]);
      expect((await postSignUp(app, NEW_ACCOUNT)).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });

  it('never logs the password or the phone', async () => {
    const lines: string[] = [];
    const app = buildTestApp({
      users: openEmbeddedAccounts(':memory:'),
      logger: true,
      logLevel: 'trace',
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      expect((await postSignUp(app, NEW_ACCOUNT)).statusCode).toBe(201);
      expect(lines.join('')).toContain('Account created');
      expect(lines.join('')).not.toMatch(/Bole-view-2026|0911 48|911482630/);
    } finally {
      await app.close();
    }
  });

  it('is not offered by an API whose users are a fixed list', async () => {
    const app = buildTestApp();
    try {
      expect((await postSignUp(app, NEW_ACCOUNT)).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('sign-ups from one address', () => {
  it('are limited to 20 an hour, counted only when an account is made', async () => {
    const clock = createClock();
    const app = buildTestApp({
      users: openEmbeddedAccounts(':memory:', { seed: createTestUsers() }),
      now: clock.now,
    });
    try {
      const body = (n: number) => ({ ...NEW_ACCOUNT, email: `buyer${n}@example.et` });
      // A taken e-mail and a refused form open nothing, and so count for nothing.
      for (let n = 0; n < 5; n += 1) {
        expect(
          (await postSignUp(app, { ...NEW_ACCOUNT, email: SELAM.email }, '196.188.9.9')).statusCode,
        ).toBe(409);
      }
      for (let n = 0; n < 20; n += 1) {
        expect((await postSignUp(app, body(n), '196.188.9.9')).statusCode).toBe(201);
      }
      const refused = await postSignUp(app, body(20), '196.188.9.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('3600');
      expect(refused.json()).toEqual({ message: SIGN_UPS_MESSAGE });
      // Nothing stored for the refused one; another address signs up at once.
      expect(
        (await postLogin(app, { email: 'buyer20@example.et', password: NEW_ACCOUNT.password }))
          .statusCode,
      ).toBe(401);
      expect((await postSignUp(app, body(21), '196.188.9.10')).statusCode).toBe(201);
      // An hour after the first, the address may again.
      clock.advance(60 * 60_000);
      expect((await postSignUp(app, body(22), '196.188.9.9')).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  }, 30_000);
});
