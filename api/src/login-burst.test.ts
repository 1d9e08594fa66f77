/** @jest-environment node */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BuildAppOptions } from './app';
import { BUSY_MESSAGE, CONCURRENT_MESSAGE } from './auth-routes';
import { formatRetryMessage } from './login-throttle';
import { verifyPassword } from './password';
import { buildTestApp, DAWIT, postLogin, SELAM } from './test-utils';
import type * as PasswordModule from './password';

// Checks stay real unless a test holds them, so it controls how many are in flight at once.
jest.mock('./password', () => {
  const actual = jest.requireActual<typeof PasswordModule>('./password');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});

const actual = jest.requireActual<typeof PasswordModule>('./password');
const verify = jest.mocked(verifyPassword);
const WRONG = 'wrong-password';

/** Holds every check of the wrong password until `release`; counts how many started. */
function holdWrongPasswordChecks() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = 0;
  verify.mockImplementation(async (candidate, stored) => {
    if (candidate === WRONG) {
      started += 1;
      await released;
    }
    return actual.verifyPassword(candidate, stored);
  });
  return { release, started: () => started };
}

/** Lets the event loop turn until `condition` holds (no clock involved). */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 10_000 && !condition(); turn += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(condition()).toBe(true);
}

function countStatuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

const apps: FastifyInstance[] = [];

function createApp(options: BuildAppOptions = {}): FastifyInstance {
  const app = buildTestApp(options);
  apps.push(app);
  return app;
}

afterEach(async () => {
  verify.mockImplementation(actual.verifyPassword);
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('a burst of concurrent log-ins', () => {
  it('gets 401 only up to the limit and 429 for the rest, though all arrive at once', async () => {
    const app = createApp({ passwordChecks: { maxConcurrent: 100, maxPerAddress: 100 } });
    const wrong = { ...SELAM, password: WRONG };
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => postLogin(app, wrong, '192.0.2.77')),
    );
    expect(countStatuses(responses)).toEqual({ 401: 5, 429: 35 });
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.headers['retry-after']).toBe('60');
  });

  it('runs a bounded number of checks, and a valid log-in from elsewhere is not queued', async () => {
    const app = createApp();
    const held = holdWrongPasswordChecks();
    let settled = 0;
    const burst = Array.from({ length: 40 }, () =>
      postLogin(app, { ...SELAM, password: WRONG }, '192.0.2.88').then((response) => {
        settled += 1;
        return response;
      }),
    );
    // Everything but the checks in flight is answered at once, without a password check.
    await until(() => settled === 37);
    expect(held.started()).toBe(3);

    // While the burst's checks are still running, another address logs in.
    const valid = await postLogin(app, DAWIT, '198.51.100.7');
    expect(valid.statusCode).toBe(200);

    held.release();
    const responses = await Promise.all(burst);
    // Three checked; the rest refused as throttled or as over the address's share of checks.
    expect(countStatuses(responses)).toEqual({ 401: 3, 429: 37 });
    const refusals = responses.filter((response) => response.statusCode === 429);
    for (const refusal of refusals) {
      expect(refusal.headers['retry-after']).toMatch(/^\d+$/);
      expect([CONCURRENT_MESSAGE, formatRetryMessage(60)]).toContain(refusal.json().message);
    }
  });

  it('keeps a check slot for the owner at an address it logged in from, while a flood takes the rest', async () => {
    const app = createApp();
    expect((await postLogin(app, SELAM, '196.188.1.1')).statusCode).toBe(200);
    const held = holdWrongPasswordChecks();
    const flood = Array.from({ length: 4 }, (_, i) =>
      postLogin(app, { ...SELAM, password: WRONG }, `198.51.100.${i + 1}`),
    );
    await until(() => held.started() === 4);
    // Every ordinary slot is taken: a new address is asked to try again; the owner at home is not.
    expect((await postLogin(app, SELAM, '102.218.0.7')).statusCode).toBe(503);
    expect((await postLogin(app, SELAM, '196.188.1.1')).statusCode).toBe(200);
    held.release();
    expect(countStatuses(await Promise.all(flood))).toEqual({ 401: 4 });
  });

  it('answers 503 with Retry-After when every check slot is taken, without counting it', async () => {
    const app = createApp({ passwordChecks: { maxConcurrent: 2 } });
    const held = holdWrongPasswordChecks();
    const running = [
      postLogin(app, { ...DAWIT, password: WRONG }, '198.51.100.1'),
      postLogin(app, { ...DAWIT, password: WRONG }, '198.51.100.2'),
    ];
    await until(() => held.started() === 2);

    for (let i = 0; i < 6; i += 1) {
      const busy = await postLogin(app, SELAM, '203.0.113.9');
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      expect(busy.json()).toEqual({ message: BUSY_MESSAGE });
      expect(busy.headers['cache-control']).toBe('no-store');
    }

    held.release();
    expect((await Promise.all(running)).map((response) => response.statusCode)).toEqual([401, 401]);
    // Six refusals that checked nothing left no failures behind.
    expect((await postLogin(app, SELAM, '203.0.113.9')).statusCode).toBe(200);
  });
});
