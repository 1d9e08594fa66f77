import { randomUUID } from 'node:crypto';
import { refundOnce, type LoginCounterStore } from './login-throttle';

/*
 * The sign-ups one address may make (docs/accounts.md "Signing up"): a bound on accounts made by a
 * script, high enough for the many people behind one carrier address. Counted in the accounts
 * database with the log-in throttle's events, so every API process counts the same.
 */

/** New accounts an address (IPv6 by /64) may open within `SIGN_UP_WINDOW_MS`. */
export const SIGN_UPS_PER_ADDRESS = 20;
export const SIGN_UP_WINDOW_MS = 60 * 60_000;

export type SignUpAdmission =
  { allowed: true; refund(): Promise<void> } | { allowed: false; retryAfterSeconds: number };

export interface SignUpLimit {
  /** Counts a sign-up from `address` (a `clientAddressKey`), or says how long to wait. */
  take(address: string): Promise<SignUpAdmission>;
}

export function createSignUpLimit(
  store: Pick<LoginCounterStore, 'take' | 'refund'>,
  now: () => number = Date.now,
  { limit = SIGN_UPS_PER_ADDRESS, windowMs = SIGN_UP_WINDOW_MS } = {},
): SignUpLimit {
  return {
    async take(address) {
      const attempt = randomUUID();
      const key = `signup ${address}`;
      const taken = await store.take({ key, attempt, now, windowMs, limit });
      if (!taken.allowed) {
        return {
          allowed: false,
          retryAfterSeconds: Math.ceil(Math.max(taken.waitMs, 1000) / 1000),
        };
      }
      return { allowed: true, refund: refundOnce(store, attempt) };
    },
  };
}
