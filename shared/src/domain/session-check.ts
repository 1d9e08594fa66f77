import { FAVORITES_MODULE_PATH, FAVORITES_PATH, MY_PROPERTIES_PATH } from './paths';
import { loginPathFor } from './return-to';

/** The pages that need a session (the account remote wraps each in `RequireLogin`). */
export const GUARDED_PATHS: readonly string[] = [
  FAVORITES_PATH,
  MY_PROPERTIES_PATH,
  FAVORITES_MODULE_PATH,
];

/** The least time between two checks started by the tab regaining focus, so they never hammer. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

/** A check that has not answered by then tells nothing (the visitor stays logged in). */
export const SESSION_CHECK_TIMEOUT_MS = 10_000;

/**
 * What `GET /api/auth/me` said about the stored token: `valid`, `expired` (refused: the session must
 * end), or `unknown` (no answer, a server error, a timeout — never a reason to log anyone out).
 */
export type SessionVerdict = 'valid' | 'expired' | 'unknown';

/** Whether `pathname` is a guarded page or below one. */
export function isGuardedPath(pathname: string): boolean {
  return GUARDED_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * The verdict of `/api/auth/me`'s answer: 401 means the token is not (or no longer) valid — expired,
 * signed before the API restarted, or forged. A 200 whose user is not the stored one (`userCode`
 * edited in storage) cannot be trusted either. Anything else is `unknown`.
 */
export function sessionVerdict(
  status: number,
  body: unknown,
  storedUserCode: string | null,
): SessionVerdict {
  if (status === 401) return 'expired';
  if (status < 200 || status >= 300) return 'unknown';
  const userCode =
    typeof body === 'object' && body !== null ? (body as { userCode?: unknown }).userCode : null;
  if (typeof userCode === 'string' && storedUserCode !== null && userCode !== storedUserCode)
    return 'expired';
  return 'valid';
}

/** What a 200 of `/api/auth/me` tells of the account, beyond the session being valid. */
export interface SessionAccount {
  /** The account's e-mail address (its user name); null when the answer has none. */
  username: string | null;
  /** Whether the e-mail address is verified; null when the answer does not say. */
  verified: boolean | null;
}

/**
 * The account in the body of a 200 of `/api/auth/me` (`{username, name, avatar, userId, userCode,
 * verified}`): a field that is missing or of another type is null, never guessed.
 */
export function sessionAccount(body: unknown): SessionAccount {
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    username: typeof b.username === 'string' && b.username !== '' ? b.username : null,
    verified: typeof b.verified === 'boolean' ? b.verified : null,
  };
}

/**
 * Where a visitor goes when the session turns out to be invalid: from a guarded page to log-in,
 * coming back there afterwards (as `RequireLogin` sends them); elsewhere nowhere (null).
 */
export function redirectAfterExpiry(pathname: string, search: string): string | null {
  return isGuardedPath(pathname) ? loginPathFor(`${pathname}${search}`) : null;
}

/**
 * Whether a check may start now: none in flight, and the last one started at least `intervalMs`
 * ago (`lastStartedAt` null: never).
 */
export function mayCheckSession(
  now: number,
  lastStartedAt: number | null,
  inFlight: boolean,
  intervalMs: number = SESSION_CHECK_INTERVAL_MS,
): boolean {
  if (inFlight) return false;
  return lastStartedAt === null || now - lastStartedAt >= intervalMs;
}
