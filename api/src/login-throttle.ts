export interface LoginThrottleOptions {
  /** Failures allowed in the window; the next attempt is refused. */
  maxFailures?: number;
  windowMs?: number;
  /** Addresses remembered at most; beyond it the least recently failing are forgotten. */
  maxAddresses?: number;
  now?: () => number;
}

export type ThrottleStatus = { blocked: false } | { blocked: true; retryAfterSeconds: number };

/**
 * Counts failed log-ins per client address in a sliding window, in memory. Only failures are
 * recorded: a success neither resets the counter (so one valid account cannot be used to clear a
 * guessing run) nor touches other addresses, and refused attempts do not extend the lock-out.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private readonly maxAddresses: number;
  private readonly now: () => number;
  private lastSweep: number;

  constructor(options: LoginThrottleOptions = {}) {
    this.maxFailures = options.maxFailures ?? 5;
    this.windowMs = options.windowMs ?? 15 * 60 * 1000;
    this.maxAddresses = options.maxAddresses ?? 10_000;
    this.now = options.now ?? Date.now;
    this.lastSweep = this.now();
  }

  /** Number of addresses currently remembered. */
  get size(): number {
    return this.failures.size;
  }

  check(address: string): ThrottleStatus {
    const now = this.now();
    const recent = this.recentFailures(address, now);
    if (recent.length < this.maxFailures) return { blocked: false };
    // Unblocked once enough of the oldest failures have left the window.
    const oldestCounted = recent[recent.length - this.maxFailures] ?? now;
    const retryAfterMs = Math.max(oldestCounted + this.windowMs - now, 1000);
    return { blocked: true, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
  }

  recordFailure(address: string): void {
    const now = this.now();
    const recent = this.recentFailures(address, now);
    recent.push(now);
    // Re-inserting keeps the map ordered from least to most recently failing.
    this.failures.delete(address);
    this.failures.set(address, recent.slice(-this.maxFailures));
    this.prune(now);
  }

  private recentFailures(address: string, now: number): number[] {
    const times = this.failures.get(address);
    if (!times) return [];
    const recent = times.filter((time) => now - time < this.windowMs);
    if (recent.length === 0) this.failures.delete(address);
    return recent;
  }

  private prune(now: number): void {
    if (now - this.lastSweep >= this.windowMs || this.failures.size > this.maxAddresses) {
      this.lastSweep = now;
      for (const [address, times] of this.failures) {
        const latest = times[times.length - 1];
        if (latest === undefined || now - latest >= this.windowMs) this.failures.delete(address);
      }
    }
    for (const address of this.failures.keys()) {
      if (this.failures.size <= this.maxAddresses) break;
      this.failures.delete(address);
    }
  }
}

/** "Try again in N minutes." with the count rounded up to whole minutes. */
export function formatRetryMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed log-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
