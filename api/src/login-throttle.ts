import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { normalizeEmail } from './users';

/*
 * The log-in throttle (docs/accounts.md "The log-in throttle"). Its rule is `decideLogin`, pure;
 * its memory is a `LoginCounterStore` in the accounts database, so that every API process counts
 * the same failures and nothing is forgotten but by age.
 */

export interface LoginThrottlePolicy {
  /** Failures allowed per account from one address before delays start (one person's typos). */
  pairFailures: number;
  /**
   * Failures of an account from all addresses together past which it is under attack: slowed,
   * and a new address has fewer tries and longer delays. Never a refusal by itself.
   */
  accountFailures: number;
  /** Failures allowed from one new address to an account under attack. */
  attackedPairFailures: number;
  /** Failures allowed per address for all accounts together (many people share a carrier NAT). */
  addressFailures: number;
  /** The first delay once a limit is reached; each further failure doubles it. */
  baseDelayMs: number;
  /** The longest delay, and every delay of a new address to an account under attack. */
  maxDelayMs: number;
  /** How long a failure counts; longer than the longest delay, or delays could never grow. */
  windowMs: number;
  /** What an account under attack adds to each answer to a new address, per failure beyond. */
  slowStepMs: number;
  /** The most an answer is held. */
  maxSlowMs: number;
}

export const DEFAULT_THROTTLE_POLICY: LoginThrottlePolicy = {
  pairFailures: 5,
  accountFailures: 10,
  attackedPairFailures: 3,
  addressFailures: 50,
  baseDelayMs: 60_000,
  maxDelayMs: 15 * 60_000,
  windowMs: 60 * 60_000,
  slowStepMs: 1_000,
  maxSlowMs: 10_000,
};

/** How long a known address stays known without another successful log-in from it. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60_000;

/**
 * The start of a key whose events count for a day (the enquiries' daily limit): the sweep, which
 * forgets every other event after the throttle's hour, keeps these a day.
 */
export const DAILY_KEY_PREFIX = 'daily ';
export const DAILY_WINDOW_MS = 24 * 60 * 60_000;

/** A key's failures within the window, and the time of the latest. */
export interface KeyFailures {
  count: number;
  lastAt: number | undefined;
}

/** What the store knows of one log-in's three keys, and of the address. */
export interface LoginState {
  pair: KeyFailures;
  account: KeyFailures;
  address: KeyFailures;
  /** The account logged in from this address before (within `KNOWN_ADDRESS_MS`). */
  knownAddress: boolean;
}

export type LoginDecision =
  | { allowed: true; slowMs: number; knownAddress: boolean }
  | { allowed: false; retryAfterSeconds: number };

/** Time left before a key with `failures` may try again, `free` allowed, delays from `baseMs`. */
function waitMs(
  { count, lastAt }: KeyFailures,
  free: number,
  baseMs: number,
  policy: LoginThrottlePolicy,
  now: number,
): number {
  const beyond = count - free;
  if (beyond < 0 || lastAt === undefined) return 0;
  const delay = Math.min(baseMs * 2 ** beyond, policy.maxDelayMs);
  return Math.max(lastAt + delay - now, 0);
}

/**
 * Whether a log-in may be checked now, and how long its answer is held. One person's typos cost
 * that person's account from that address a minute's wait; an address spraying accounts is
 * delayed; an account guessed from many addresses is never refused to its owner, only slowed,
 * and each new address gets three tries, then one each 15 minutes. An address that logged in to
 * the account before keeps the ordinary rule and is not slowed.
 */
export function decideLogin(
  state: LoginState,
  now: number,
  policy: LoginThrottlePolicy = DEFAULT_THROTTLE_POLICY,
): LoginDecision {
  const attacked = !state.knownAddress && state.account.count >= policy.accountFailures;
  const pairWait = attacked
    ? waitMs(state.pair, policy.attackedPairFailures, policy.maxDelayMs, policy, now)
    : waitMs(state.pair, policy.pairFailures, policy.baseDelayMs, policy, now);
  const wait = Math.max(
    pairWait,
    waitMs(state.address, policy.addressFailures, policy.baseDelayMs, policy, now),
  );
  if (wait > 0) return { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) };
  const beyond = state.account.count - policy.accountFailures + 1;
  const slowMs = attacked ? Math.min(beyond * policy.slowStepMs, policy.maxSlowMs) : 0;
  return { allowed: true, slowMs, knownAddress: state.knownAddress };
}

/** The keys a log-in of `email` from `address` counts under. */
export interface LoginKeys {
  pair: string;
  account: string;
  address: string;
}

export function loginKeys(email: string, address: string): LoginKeys {
  return {
    pair: `pair ${address} ${email}`,
    account: `account ${email}`,
    address: `address ${address}`,
  };
}

/**
 * Where the throttle's failures are kept (login-counters.ts): the accounts database. `admit` is
 * one atomic step against every other API process on the same database: it reads the clock and
 * the state once it holds the keys' locks (an admission that waited for them must not be decided
 * at a time before the one it waited for), lets `decide` answer and, when it admits, records the
 * attempt under each key at that time.
 */
export interface LoginCounterStore {
  admit(
    login: {
      email: string;
      address: string;
      keys: LoginKeys;
      attempt: string;
      now: () => number;
      /** How long a failure counts. */
      windowMs: number;
      /** How long an address stays known after a log-in from it. */
      knownMs: number;
    },
    decide: (state: LoginState, at: number) => LoginDecision,
  ): Promise<LoginDecision>;
  /** Takes an attempt back (its rows under every key). */
  refund(attempt: string): Promise<void>;
  /** The password was right: the attempt is refunded, the pair's run ends, the address is known. */
  succeeded(
    attempt: string,
    login: { email: string; address: string; keys: LoginKeys; at: number },
  ): Promise<void>;
  /**
   * Counts an event of `key` (`attempt` its id, for a refund) unless `limit` of them happened
   * within `windowMs`; then says how long until the oldest of those stops counting. Atomic, and
   * timed once the key's lock is held, as `admit`.
   */
  take(event: {
    key: string;
    attempt: string;
    now: () => number;
    windowMs: number;
    limit: number;
  }): Promise<{ allowed: true } | { allowed: false; waitMs: number }>;
  /**
   * Forgets events older than `failuresBefore` (those of a `DAILY_KEY_PREFIX` key older than
   * `dailyBefore`) and addresses unseen since `addressesBefore`.
   */
  sweep(failuresBefore: number, addressesBefore: number, dailyBefore: number): Promise<void>;
}

/** A log-in admitted by the throttle: it already counts as a failure until it says otherwise. */
export interface LoginAttempt {
  /** How long its answer is held before the password is checked (an account under attack). */
  slowMs: number;
  /** The account logged in from this address before: it may take a reserved check slot. */
  knownAddress: boolean;
  /** The password was right: the attempt is refunded and the account's run from this address ends. */
  succeeded(): Promise<void>;
  /** No password was checked (server busy, unexpected error): the attempt is refunded. */
  cancel(): Promise<void>;
}

export type ThrottleAdmission =
  { allowed: true; attempt: LoginAttempt } | { allowed: false; retryAfterSeconds: number };

/** Failures older than the window are deleted at most this often, by each process. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counts log-in attempts under three keys at once — the account from this address, the account
 * from anywhere, the address for any account (IPv6 by /64, see `clientAddressKey`) — in the store
 * every API process shares. An attempt is counted when it is admitted, before the password is
 * checked, so a burst of concurrent requests, to one process or several, cannot slip in before
 * the first failure is recorded; a success refunds it. Refused attempts are not counted: they
 * never reach a password check.
 */
export class LoginThrottle {
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly store: LoginCounterStore,
    private readonly now: () => number = Date.now,
    readonly policy: LoginThrottlePolicy = DEFAULT_THROTTLE_POLICY,
  ) {}

  /** Admits a log-in of `account` from `address` (a `clientAddressKey`) and counts it, or says how long to wait. */
  async begin(account: string, address: string): Promise<ThrottleAdmission> {
    await this.sweep(this.now());
    const email = normalizeEmail(account);
    const keys = loginKeys(email, address);
    const attempt = randomUUID();
    const decision = await this.store.admit(
      {
        email,
        address,
        keys,
        attempt,
        now: this.now,
        windowMs: this.policy.windowMs,
        knownMs: KNOWN_ADDRESS_MS,
      },
      (state, at) => decideLogin(state, at, this.policy),
    );
    if (!decision.allowed) return decision;
    let settled = false;
    const settle = (action: () => Promise<void>) => {
      if (settled) return Promise.resolve();
      settled = true;
      return action();
    };
    return {
      allowed: true,
      attempt: {
        slowMs: decision.slowMs,
        knownAddress: decision.knownAddress,
        // Knowing the password ends this person's run of typos; the account's and the address's
        // other failures stay, so one valid account cannot wash out a guessing run.
        succeeded: () =>
          settle(() => this.store.succeeded(attempt, { email, address, keys, at: this.now() })),
        cancel: () => settle(() => this.store.refund(attempt)),
      },
    };
  }

  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.store.sweep(
      now - this.policy.windowMs,
      now - KNOWN_ADDRESS_MS,
      now - DAILY_WINDOW_MS,
    );
  }
}

/** Holds an admitted attempt's answer as its throttle asks (an account under attack). */
export async function holdAnswer(attempt: LoginAttempt): Promise<void> {
  if (attempt.slowMs > 0) await sleep(attempt.slowMs);
}

/** "Try again in N minutes." with the count rounded up to whole minutes. */
export function formatRetryMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed log-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** A counted event's refund that takes it back once, however often it is called. */
export function refundOnce(
  store: Pick<LoginCounterStore, 'refund'>,
  attempt: string,
): () => Promise<void> {
  let refunded = false;
  return () => {
    if (refunded) return Promise.resolve();
    refunded = true;
    return store.refund(attempt);
  };
}
