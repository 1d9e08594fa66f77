import { normalizeEmail } from './users';

export interface LoginThrottleOptions {
  /** Failures allowed per account from one address before delays start (one person's typos). */
  pairFailures?: number;
  /** Failures allowed per account from all addresses together (guessing from many addresses). */
  accountFailures?: number;
  /** Failures allowed per address for all accounts together (many people share a carrier NAT). */
  addressFailures?: number;
  /** The first delay once a limit is reached; each further failure doubles it. */
  baseDelayMs?: number;
  /** The longest delay. */
  maxDelayMs?: number;
  /** How long a failure counts; longer than the longest delay, or delays could never grow. */
  windowMs?: number;
  /** Keys remembered at most; beyond it the least recently failing are forgotten. */
  maxKeys?: number;
  now?: () => number;
}

/** A log-in admitted by the throttle: it already counts as a failure until it says otherwise. */
export interface LoginAttempt {
  /** The password was right: the attempt is refunded and the account's run from this address ends. */
  succeeded(): void;
  /** No password was checked (server busy, unexpected error): the attempt is refunded. */
  cancel(): void;
}

export type ThrottleAdmission =
  { allowed: true; attempt: LoginAttempt } | { allowed: false; retryAfterSeconds: number };

interface Counter {
  key: string;
  freeFailures: number;
}

/**
 * Counts log-in attempts in memory under three keys at once — the account from this address, the
 * account from anywhere, and the address for any account (IPv6 by /64, see `clientAddressKey`) —
 * and refuses while any key is delayed. An attempt is counted when it is admitted, before the
 * password is checked, so a burst of concurrent requests cannot all slip in before the first
 * failure is recorded; a success refunds it. Past a key's free failures each failure doubles the
 * delay (1, 2, 4 … minutes, at most 15; failures count for an hour), so five typos by one person behind a shared address cost
 * that person one account a minute's wait, not everyone behind the address a 15-minute lock-out.
 * Refused attempts are not counted: they never reach a password check.
 */
export class LoginThrottle {
  private readonly attempts = new Map<string, number[]>();
  private readonly pairFailures: number;
  private readonly accountFailures: number;
  private readonly addressFailures: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;
  private lastSweep: number;

  constructor(options: LoginThrottleOptions = {}) {
    this.pairFailures = options.pairFailures ?? 5;
    this.accountFailures = options.accountFailures ?? 10;
    this.addressFailures = options.addressFailures ?? 50;
    this.baseDelayMs = options.baseDelayMs ?? 60 * 1000;
    this.maxDelayMs = options.maxDelayMs ?? 15 * 60 * 1000;
    this.windowMs = options.windowMs ?? 60 * 60 * 1000;
    this.maxKeys = options.maxKeys ?? 30_000;
    this.now = options.now ?? Date.now;
    this.lastSweep = this.now();
  }

  /** Number of keys currently remembered. */
  get size(): number {
    return this.attempts.size;
  }

  /**
   * Admits a log-in of `account` from `address` (a `clientAddressKey`) and counts it, or says how
   * long to wait. Synchronous, so no other request can be admitted between the check and the count.
   */
  begin(account: string, address: string): ThrottleAdmission {
    const now = this.now();
    const email = normalizeEmail(account);
    const counters: Counter[] = [
      { key: `pair ${address} ${email}`, freeFailures: this.pairFailures },
      { key: `account ${email}`, freeFailures: this.accountFailures },
      { key: `address ${address}`, freeFailures: this.addressFailures },
    ];
    const waitMs = Math.max(...counters.map((counter) => this.waitMs(counter, now)));
    if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };

    for (const { key } of counters) this.record(key, now);
    this.prune(now);
    let settled = false;
    const refund = () => {
      if (settled) return false;
      settled = true;
      for (const { key } of counters) this.remove(key, now);
      return true;
    };
    return {
      allowed: true,
      attempt: {
        succeeded: () => {
          // Knowing the password ends this person's run of typos; the account's and the address's
          // other failures stay, so one valid account cannot wash out a guessing run.
          if (refund()) this.attempts.delete(counters[0]?.key ?? '');
        },
        cancel: () => {
          refund();
        },
      },
    };
  }

  private waitMs({ key, freeFailures }: Counter, now: number): number {
    const recent = this.recent(key, now);
    const beyond = recent.length - freeFailures;
    const last = recent[recent.length - 1];
    if (beyond < 0 || last === undefined) return 0;
    const delay = Math.min(this.baseDelayMs * 2 ** beyond, this.maxDelayMs);
    return Math.max(last + delay - now, 0);
  }

  private recent(key: string, now: number): number[] {
    const times = this.attempts.get(key);
    if (!times) return [];
    const recent = times.filter((time) => now - time < this.windowMs);
    if (recent.length === 0) this.attempts.delete(key);
    else if (recent.length < times.length) this.attempts.set(key, recent);
    return recent;
  }

  private record(key: string, now: number): void {
    // Enough entries to reach the longest delay; older ones add nothing.
    const keep = Math.max(this.pairFailures, this.accountFailures, this.addressFailures) + 16;
    const times = [...this.recent(key, now), now].slice(-keep);
    // Re-inserting keeps the map ordered from least to most recently failing.
    this.attempts.delete(key);
    this.attempts.set(key, times);
  }

  private remove(key: string, time: number): void {
    const times = this.attempts.get(key);
    const index = times?.lastIndexOf(time) ?? -1;
    if (!times || index < 0) return;
    times.splice(index, 1);
    if (times.length === 0) this.attempts.delete(key);
  }

  private prune(now: number): void {
    if (now - this.lastSweep >= this.windowMs || this.attempts.size > this.maxKeys) {
      this.lastSweep = now;
      for (const [key, times] of this.attempts) {
        const latest = times[times.length - 1];
        if (latest === undefined || now - latest >= this.windowMs) this.attempts.delete(key);
      }
    }
    for (const key of this.attempts.keys()) {
      if (this.attempts.size <= this.maxKeys) break;
      this.attempts.delete(key);
    }
  }
}

/** "Try again in N minutes." with the count rounded up to whole minutes. */
export function formatRetryMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed log-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
