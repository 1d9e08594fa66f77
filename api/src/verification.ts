import { createHash, randomInt } from 'node:crypto';
import {
  normalizeVerificationCode,
  validateVerificationForm,
  VERIFICATION_CODE_DIGITS,
} from '@betoch/shared/domain/verification-code-rules';

/*
 * The rules of an e-mail's verification (docs/accounts.md "Verifying the e-mail"): a 6-digit code
 * sent to the address, valid 30 minutes, 5 wrong tries, a new one at most once a minute. Pure, so
 * the routes only read and write what these decide.
 */

export const CODE_DIGITS = VERIFICATION_CODE_DIGITS;
export const CODE_TTL_MS = 30 * 60_000;
/** The least time between two codes sent to one account. */
export const RESEND_AFTER_MS = 60_000;
/** Wrong codes an account may try against one code; then it must ask for a new one. */
export const MAX_WRONG_CODES = 5;

/** A code as the database keeps it: its hash, never the digits. */
export interface StoredCode {
  codeHash: string;
  sentAt: number;
  expiresAt: number;
  attempts: number;
}

/** Why a code was not accepted; `ok` when it verifies the account. */
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'noCode' | 'usedUp';

/** A new code: six digits, leading zeros kept, from the system's secure random source. */
export function newCode(random: (max: number) => number = randomInt): string {
  return String(random(10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/** The code's hash for this account (the user id in it, so one hash never fits another account). */
export function codeHash(userId: number, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

/** What a visitor typed, without spaces (`123 456`), or undefined when it is not six digits. */
export function normalizeCode(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  // The form's own rule (shared/src/domain/verification-code-rules.ts), so both refuse alike.
  return validateVerificationForm({ code: input }).code === undefined
    ? normalizeVerificationCode(input)
    : undefined;
}

/** Checks a well-formed code against the stored one at `now`. */
export function checkCode(
  stored: StoredCode | undefined,
  userId: number,
  code: string,
  now: number,
): CodeCheck {
  if (!stored) return 'noCode';
  if (stored.attempts >= MAX_WRONG_CODES) return 'usedUp';
  if (now >= stored.expiresAt) return 'expired';
  return codeHash(userId, code) === stored.codeHash ? 'ok' : 'wrong';
}

/** Seconds until another code may be sent (0: now). */
export function resendWaitSeconds(stored: StoredCode | undefined, now: number): number {
  if (!stored) return 0;
  return Math.max(0, Math.ceil((stored.sentAt + RESEND_AFTER_MS - now) / 1000));
}
