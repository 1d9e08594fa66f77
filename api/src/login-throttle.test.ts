/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshSchema, testDatabaseUrl } from '@betoch/shared/server/test-schema';
import { loadSqlite } from '@betoch/shared/server/migrations';
import { openEmbeddedAccounts, openPostgresAccounts, type AccountStore } from './account-store';
import {
  decideLogin,
  DEFAULT_THROTTLE_POLICY,
  formatRetryMessage,
  LoginThrottle,
  type LoginCounterStore,
  type LoginState,
  type ThrottleAdmission,
} from './login-throttle';
import { createClock } from './test-utils';

const MINUTE = 60 * 1000;
const none = { count: 0, lastAt: undefined };

describe('decideLogin', () => {
  const now = Date.parse('2026-03-01T09:00:00Z');
  const state = (patch: Partial<LoginState>): LoginState => ({
    pair: none,
    account: none,
    address: none,
    knownAddress: false,
    ...patch,
  });

  it('admits a first try at once, unslowed', () => {
    expect(decideLogin(state({}), now)).toEqual({ allowed: true, slowMs: 0, knownAddress: false });
  });

  it('slows an account past its failures for a new address, one second more per failure, at most ten', () => {
    const account = (count: number) => ({ count, lastAt: now });
    const slowed = (count: number, knownAddress = false) =>
      decideLogin(state({ account: account(count), knownAddress }), now);
    expect(slowed(9)).toEqual({ allowed: true, slowMs: 0, knownAddress: false });
    expect(slowed(10)).toMatchObject({ allowed: true, slowMs: 1000 });
    expect(slowed(14)).toMatchObject({ allowed: true, slowMs: 5000 });
    expect(slowed(500)).toMatchObject({ allowed: true, slowMs: 10_000 });
    // An address the owner logged in from is not slowed.
    expect(slowed(500, true)).toEqual({ allowed: true, slowMs: 0, knownAddress: true });
  });

  it('gives a new address to an account under attack three tries, then one each 15 minutes', () => {
    const attacked = { account: { count: 40, lastAt: now } };
    const pair = (count: number, lastAt = now) => ({ count, lastAt });
    expect(decideLogin(state({ ...attacked, pair: pair(2) }), now).allowed).toBe(true);
    expect(decideLogin(state({ ...attacked, pair: pair(3) }), now)).toEqual({
      allowed: false,
      retryAfterSeconds: 900,
    });
    expect(decideLogin(state({ ...attacked, pair: pair(3, now - 15 * MINUTE) }), now).allowed).toBe(
      true,
    );
    // Known to the account: the ordinary five tries, then a minute.
    expect(
      decideLogin(state({ ...attacked, pair: pair(4), knownAddress: true }), now).allowed,
    ).toBe(true);
    expect(decideLogin(state({ ...attacked, pair: pair(5), knownAddress: true }), now)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
  });
});

const url = testDatabaseUrl();

interface Engine {
  name: string;
  open(): Promise<{ store: AccountStore; close(): Promise<void> }>;
}

const engines: Engine[] = [
  {
    name: 'embedded',
    open: async () => {
      const store = openEmbeddedAccounts(':memory:');
      return { store, close: () => store.close() };
    },
  },
];
if (url) {
  engines.push({
    name: 'postgres',
    open: async () => {
      const schema = await freshSchema(url);
      const store = await openPostgresAccounts(schema.url);
      return {
        store,
        close: async () => {
          await store.close();
          await schema.drop();
        },
      };
    },
  });
} else {
  it.skip('runs on Postgres too (BETOCH_TEST_DATABASE_URL is not set: .ci/run sets it)', () => {});
}

describe.each(engines.map((engine) => [engine.name, engine] as const))(
  'LoginThrottle on the %s database',
  (_name, engine) => {
    let clock: ReturnType<typeof createClock>;
    let throttle: LoginThrottle;
    let counters: LoginCounterStore;
    let close: () => Promise<void>;

    beforeEach(async () => {
      clock = createClock();
      const opened = await engine.open();
      close = opened.close;
      counters = opened.store.loginCounters;
      throttle = new LoginThrottle(counters, clock.now);
    });
    afterEach(() => close());

    /** Admits and lets the attempt fail (a failure is an attempt that is never refunded). */
    async function failTimes(times: number, account: string, address: string) {
      for (let i = 0; i < times; i += 1) {
        expect((await throttle.begin(account, address)).allowed).toBe(true);
      }
    }

    async function succeed(account: string, address: string) {
      const admission = await throttle.begin(account, address);
      if (!admission.allowed) throw new Error('expected to be admitted');
      await admission.attempt.succeeded();
    }

    it('counts an attempt when it is admitted, before any password check', async () => {
      // Five admitted and still pending: the sixth is refused although none has finished.
      const pending: ThrottleAdmission[] = [];
      for (let i = 0; i < 5; i += 1) pending.push(await throttle.begin('a@b.et', '192.0.2.1'));
      expect(pending.every((admission) => admission.allowed)).toBe(true);
      expect(await throttle.begin('a@b.et', '192.0.2.1')).toEqual({
        allowed: false,
        retryAfterSeconds: 60,
      });
    });

    it('counts a burst that arrives at once exactly: five admitted, the rest refused', async () => {
      const burst = await Promise.all(
        Array.from({ length: 20 }, () => throttle.begin('a@b.et', '192.0.2.1')),
      );
      expect(burst.filter((admission) => admission.allowed)).toHaveLength(5);
    });

    it('refunds a successful attempt and ends that account’s run from the address', async () => {
      await failTimes(4, 'a@b.et', '192.0.2.1');
      await succeed('a@b.et', '192.0.2.1');
      await failTimes(5, 'a@b.et', '192.0.2.1');
      expect((await throttle.begin('a@b.et', '192.0.2.1')).allowed).toBe(false);
    });

    it('refunds a cancelled attempt (no password was checked)', async () => {
      for (let i = 0; i < 20; i += 1) {
        const admission = await throttle.begin('a@b.et', '192.0.2.1');
        if (!admission.allowed) throw new Error('a cancelled attempt must not count');
        await admission.attempt.cancel();
        await admission.attempt.cancel();
      }
      await failTimes(5, 'a@b.et', '192.0.2.1');
      expect((await throttle.begin('a@b.et', '192.0.2.1')).allowed).toBe(false);
    });

    it('doubles the delay with each failure past the limit, up to 15 minutes', async () => {
      await failTimes(5, 'a@b.et', '192.0.2.1');
      const waits: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const refused = await throttle.begin('a@b.et', '192.0.2.1');
        if (refused.allowed) throw new Error('expected a refusal');
        waits.push(refused.retryAfterSeconds);
        clock.advance(refused.retryAfterSeconds * 1000);
        await failTimes(1, 'a@b.et', '192.0.2.1');
      }
      expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
    });

    it('lets one person behind a shared address delay only their own account', async () => {
      await failTimes(5, 'selam@betoch.et', '196.188.1.1');
      expect((await throttle.begin('selam@betoch.et', '196.188.1.1')).allowed).toBe(false);
      expect((await throttle.begin('dawit@betoch.et', '196.188.1.1')).allowed).toBe(true);
      expect((await throttle.begin('selam@betoch.et', '196.188.7.7')).allowed).toBe(true);
    });

    it('never refuses an account guessed from many addresses to its owner: it slows it', async () => {
      await succeed('selam@betoch.et', '196.188.1.1');
      for (let i = 0; i < 30; i += 1) await failTimes(1, 'selam@betoch.et', `198.51.100.${i}`);
      // The owner from a new address: admitted, the answer held ten seconds.
      const fresh = await throttle.begin('selam@betoch.et', '198.51.100.200');
      expect(fresh.allowed && fresh.attempt.slowMs).toBe(10_000);
      // From the address the owner logged in from before: at once.
      const known = await throttle.begin('selam@betoch.et', '196.188.1.1');
      expect(known.allowed && known.attempt.slowMs).toBe(0);
      // A new address gets three tries of its own, then one each 15 minutes.
      await failTimes(2, 'selam@betoch.et', '198.51.100.200');
      expect(await throttle.begin('selam@betoch.et', '198.51.100.200')).toEqual({
        allowed: false,
        retryAfterSeconds: 900,
      });
    });

    it('slows one address spraying many accounts', async () => {
      for (let i = 0; i < 50; i += 1) await failTimes(1, `user${i}@betoch.et`, '203.0.113.5');
      expect((await throttle.begin('someone-else@betoch.et', '203.0.113.5')).allowed).toBe(false);
      expect((await throttle.begin('someone-else@betoch.et', '203.0.113.6')).allowed).toBe(true);
    });

    it('matches the account regardless of case', async () => {
      await failTimes(5, 'Selam@Betoch.et', '192.0.2.1');
      expect((await throttle.begin(' selam@betoch.et ', '192.0.2.1')).allowed).toBe(false);
    });

    it('counts a key’s events up to their limit exactly, however many arrive at once', async () => {
      const event = (n: number) => ({
        key: 'signup 192.0.2.9',
        attempt: `attempt-${n}`,
        now: clock.now,
        windowMs: 60 * MINUTE,
        limit: 20,
      });
      const burst = await Promise.all(
        Array.from({ length: 30 }, (_, n) => counters.take(event(n))),
      );
      expect(burst.filter((taken) => taken.allowed)).toHaveLength(20);
      expect(burst.find((taken) => !taken.allowed)).toEqual({
        allowed: false,
        waitMs: 60 * MINUTE,
      });
      // A refund gives its place back.
      const first = burst.findIndex((taken) => taken.allowed);
      await counters.refund(`attempt-${first}`);
      expect((await counters.take(event(99))).allowed).toBe(true);
    });

    it('slides: failures older than an hour stop counting', async () => {
      await failTimes(5, 'a@b.et', '192.0.2.1');
      clock.advance(59 * MINUTE);
      await failTimes(1, 'a@b.et', '192.0.2.1');
      expect(await throttle.begin('a@b.et', '192.0.2.1')).toEqual({
        allowed: false,
        retryAfterSeconds: 120,
      });
      // The first five leave the window: the sixth alone no longer delays anything.
      clock.advance(1 * MINUTE);
      await failTimes(4, 'a@b.et', '192.0.2.1');
      expect(await throttle.begin('a@b.et', '192.0.2.1')).toEqual({
        allowed: false,
        retryAfterSeconds: 60,
      });
    });
  },
);

describe('the throttle’s memory in the embedded database', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'betoch-throttle-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('never forgets an account’s failures because of other keys, and forgets them by age', async () => {
    const file = path.join(dir, 'accounts.sqlite');
    const store = openEmbeddedAccounts(file);
    const clock = createClock();
    const throttle = new LoginThrottle(store.loginCounters, clock.now);
    const { DatabaseSync } = loadSqlite();
    const reader = new DatabaseSync(file);
    const rows = () => Number(reader.prepare('SELECT count(*) AS n FROM throttle_events').get()?.n);
    try {
      for (let i = 0; i < 5; i += 1) await throttle.begin('selam@betoch.et', '192.0.2.1');
      // Far more keys than the old in-memory throttle kept (30,000), from other addresses.
      for (let i = 0; i < 12_000; i += 1) {
        await throttle.begin(`u${i}@b.et`, `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
      }
      expect((await throttle.begin('selam@betoch.et', '192.0.2.1')).allowed).toBe(false);
      expect(rows()).toBe(3 * 12_005);

      // An hour after the last failure, the next log-in sweeps them all away.
      clock.advance(61 * MINUTE);
      expect((await throttle.begin('selam@betoch.et', '192.0.2.1')).allowed).toBe(true);
      expect(rows()).toBe(3);
    } finally {
      reader.close();
      await store.close();
    }
  }, 30_000);
});

/*
 * The figures of docs/accounts.md "What an attacker with many addresses can do": one account
 * guessed for an hour from `addresses` addresses, each trying again the moment it may, while the
 * owner logs in from a new address and from a known one.
 */
describe('an hour of guessing one account from many addresses', () => {
  it('admits six guesses per address an hour, and the owner is never refused', async () => {
    const store = openEmbeddedAccounts(':memory:');
    const clock = createClock();
    const throttle = new LoginThrottle(store.loginCounters, clock.now);
    const addresses = 1000;
    const nextTry = new Array<number>(addresses).fill(clock.now());
    const start = clock.now();
    let guesses = 0;
    try {
      const known = await throttle.begin('selam@betoch.et', '196.188.1.1');
      if (known.allowed) await known.attempt.succeeded();
      // One step a minute; every address whose wait is over tries until it is refused.
      for (let minute = 0; minute < 60; minute += 1) {
        for (let i = 0; i < addresses; i += 1) {
          while ((nextTry[i] as number) <= clock.now()) {
            const address = `198.${i >> 8}.${i & 255}.9`;
            const admission = await throttle.begin('selam@betoch.et', address);
            if (admission.allowed) guesses += 1;
            else nextTry[i] = clock.now() + admission.retryAfterSeconds * 1000;
          }
        }
        clock.advance(MINUTE);
      }
      expect(clock.now() - start).toBe(60 * MINUTE);
      // 3 tries per address, then one each 15 minutes: 3 + 3 in the hour's remaining 45 minutes;
      // the first two addresses had the ordinary five before the account counted as attacked.
      expect(guesses).toBe(6 * addresses + 4);
      const owner = await throttle.begin('selam@betoch.et', '102.218.0.7');
      expect(owner).toMatchObject({ allowed: true, attempt: { slowMs: 10_000 } });
      const home = await throttle.begin('selam@betoch.et', '196.188.1.1');
      expect(home).toMatchObject({ allowed: true, attempt: { slowMs: 0 } });
    } finally {
      await store.close();
    }
  }, 60_000);
});

it('words the message in whole minutes, rounded up', () => {
  expect(formatRetryMessage(900)).toBe('Too many failed log-in attempts. Try again in 15 minutes.');
  expect(formatRetryMessage(61)).toBe('Too many failed log-in attempts. Try again in 2 minutes.');
  expect(formatRetryMessage(1)).toBe('Too many failed log-in attempts. Try again in 1 minute.');
  expect(DEFAULT_THROTTLE_POLICY.windowMs).toBeGreaterThan(DEFAULT_THROTTLE_POLICY.maxDelayMs);
});
