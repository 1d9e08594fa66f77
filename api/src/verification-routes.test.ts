/** @jest-environment node */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hasSqlite } from '@betoch/shared/server/migrations';
import { openEmbeddedAccounts } from './account-store';
import { memoryOutbox, type Outbox } from './outbox';
import {
  buildTestApp,
  createClock,
  createTestUsers,
  getMe,
  NEW_ACCOUNT,
  postSignUp,
} from './test-utils';
import { CODE_TTL_MS, MAX_WRONG_CODES } from './verification';

const describeWithSqlite = hasSqlite() ? describe : describe.skip;

describeWithSqlite('verifying a new account’s e-mail', () => {
  let app: FastifyInstance;
  let outbox: ReturnType<typeof memoryOutbox>;
  let clock: ReturnType<typeof createClock>;
  let token: string;

  const post = (url: string, body: unknown, bearer = token): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      payload: JSON.stringify(body),
    });
  const confirm = (code: string) => post('/api/auth/verification/confirm', { code });
  const send = (language = 'en') => post('/api/auth/verification/send', { language });
  /** The code of the newest e-mail. */
  const lastCode = () => /\b(\d{6})\b/.exec(outbox.sent.at(-1)?.text ?? '')?.[1] ?? '';

  async function start(options: { outbox?: Outbox; language?: string } = {}) {
    outbox = memoryOutbox();
    clock = createClock();
    app = buildTestApp({
      users: openEmbeddedAccounts(':memory:', { seed: createTestUsers(), now: clock.now }),
      outbox: options.outbox ?? outbox,
      now: clock.now,
    });
    const signedUp = await postSignUp(app, { ...NEW_ACCOUNT, language: options.language });
    expect(signedUp.statusCode).toBe(201);
    token = signedUp.json<{ token: string }>().token;
  }
  afterEach(() => app.close());

  it('sends a code at sign-up; the right code verifies the account, once', async () => {
    await start();
    expect(outbox.sent).toHaveLength(1);
    expect(outbox.sent[0]).toMatchObject({
      to: 'hirut@example.et',
      subject: expect.stringMatching(/^Your Betoch verification code: \d{6}$/),
    });
    const claims = (jwt: string) =>
      JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
        verified?: boolean;
      };
    expect(claims(token).verified).toBe(false);
    const response = await confirm(lastCode().replace(/(\d{3})/, '$1 '));
    expect(response.statusCode).toBe(200);
    // A new session: the token now says the account is verified (the listings service reads it).
    const answer = response.json<{ token: string }>();
    expect(answer).toMatchObject({ username: 'hirut@example.et', verified: true });
    expect(claims(answer.token).verified).toBe(true);
    expect((await getMe(app, `Bearer ${answer.token}`)).json()).toMatchObject({ verified: true });
    expect((await getMe(app, `Bearer ${token}`)).json()).toMatchObject({ verified: true });
    expect((await send()).statusCode).toBe(409);
  });

  it('writes the e-mail in Amharic for a visitor who signed up in Amharic', async () => {
    await start({ language: 'am' });
    expect(outbox.sent[0]?.subject).toMatch(/^የቤቶች ማረጋገጫ ኮድዎ፦ \d{6}$/);
    expect(outbox.sent[0]?.text).toContain('ሰላም Hirut Alemu፣');
  });

  it('refuses a wrong, malformed or missing code, and a code past its 30 minutes', async () => {
    await start();
    const right = lastCode();
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await confirm(wrong)).json()).toEqual([expect.objectContaining({ code: 'wrong' })]);
    expect((await confirm('12 34')).json()).toEqual([
      expect.objectContaining({ field: 'code', code: 'invalidCode' }),
    ]);
    expect((await confirm('')).json()).toEqual([expect.objectContaining({ code: 'required' })]);
    clock.advance(CODE_TTL_MS);
    const late = await confirm(right);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual([expect.objectContaining({ code: 'expired' })]);
    expect((await getMe(app, `Bearer ${token}`)).json()).toMatchObject({ verified: false });
  });

  it('uses a code up after 5 wrong tries; a new code works', async () => {
    await start();
    const right = lastCode();
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_WRONG_CODES; i += 1) await confirm(wrong);
    expect((await confirm(right)).json()).toEqual([expect.objectContaining({ code: 'usedUp' })]);
    clock.advance(60_000);
    expect((await send()).statusCode).toBe(202);
    expect((await confirm(lastCode())).statusCode).toBe(200);
  });

  it('sends a new code at most once a minute, saying how long to wait', async () => {
    await start();
    clock.advance(20_000);
    const early = await send();
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('40');
    expect(outbox.sent).toHaveLength(1);
    clock.advance(40_000);
    const again = await send('am');
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ resendAfterSeconds: 60, expiresInMinutes: 30 });
    expect(outbox.sent).toHaveLength(2);
    expect(outbox.sent[1]?.subject).toMatch(/^የቤቶች/);
  });

  it('answers only the account’s own token', async () => {
    await start();
    expect(
      (await post('/api/auth/verification/confirm', { code: lastCode() }, 'x.y.z')).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/verification/send' })).statusCode,
    ).toBe(401);
  });

  it('creates the account even when the mail fails, and says so when a code is asked', async () => {
    const failing: Outbox = {
      send: () => Promise.reject(new Error('SMTP down')),
      close: () => undefined,
    };
    await start({ outbox: failing });
    clock.advance(60_000);
    const response = await send();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: expect.stringMatching(/could not be sent/) });
  });
});
