import { getRuntimeConfig, useSessionStore } from '@betoch/shared/singleton';
import { readResponseBody } from '../domain/error-handler';
import {
  SESSION_CHECK_INTERVAL_MS,
  SESSION_CHECK_TIMEOUT_MS,
  mayCheckSession,
  sessionAccount,
  sessionVerdict,
  type SessionAccount,
  type SessionVerdict,
} from '../domain/session-check';

export interface SessionCheckOptions {
  /** Called on an invalid session just before it is cleared (e.g. to leave a guarded page first). */
  onExpired?: () => void;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  /** Aborts the check (its answer then changes nothing). */
  signal?: AbortSignal;
}

/** `{apiBaseUrl}/api/auth/me`. */
function meUrl(): string {
  return `${getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '')}/api/auth/me`;
}

/**
 * What a check found: the verdict, and with a valid session the account `/api/auth/me` described
 * (whether its e-mail is verified, for one).
 */
export type SessionCheck =
  | { verdict: 'valid'; account: SessionAccount }
  | { verdict: Exclude<SessionVerdict, 'valid'> | 'none'; account: null };

/** Asks the API about `token`; never throws: no answer, a timeout or an abort is `unknown`. */
async function askApi(
  token: string,
  storedUserCode: string | null,
  { fetchImpl = fetch, timeoutMs = SESSION_CHECK_TIMEOUT_MS, signal }: SessionCheckOptions,
): Promise<SessionCheck> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  const timer = setTimeout(abort, timeoutMs);
  try {
    const response = await fetchImpl(meUrl(), {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      credentials: 'omit',
      cache: 'no-store',
      signal: controller.signal,
    });
    const body = response.ok ? await readResponseBody(response) : undefined;
    if (controller.signal.aborted) return { verdict: 'unknown', account: null };
    const verdict = sessionVerdict(response.status, body, storedUserCode);
    return verdict === 'valid'
      ? { verdict, account: sessionAccount(body) }
      : { verdict, account: null };
  } catch {
    return { verdict: 'unknown', account: null };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * Ends a session the API refused (it answered 401 to a request made with `token`): calls
 * `onExpired`, then clears every session key, as logout does. A log-in or log-out since the
 * request was sent decides instead: then nothing happens. Returns whether the session was ended.
 */
export function expireSession(token: string, onExpired?: () => void): boolean {
  if (useSessionStore.getState().token !== token) return false;
  onExpired?.();
  useSessionStore.getState().logout();
  return true;
}

/**
 * Checks the stored session with `GET /api/auth/me`, as `verifySession` does, and gives what the
 * API said of the account along with the verdict.
 */
export async function checkSession(options: SessionCheckOptions = {}): Promise<SessionCheck> {
  const { token, userCode } = useSessionStore.getState();
  if (!token) return { verdict: 'none', account: null };
  const check = await askApi(token, userCode, options);
  if (check.verdict === 'expired') expireSession(token, options.onExpired);
  return check;
}

/**
 * Checks the stored session with `GET /api/auth/me`; when the API refuses the token, calls
 * `onExpired` and clears every session key (as logout does). A network error, a timeout or a
 * server error leaves the session alone. Resolves to `none` without a token (nothing is sent).
 */
export async function verifySession(
  options: SessionCheckOptions = {},
): Promise<SessionVerdict | 'none'> {
  return (await checkSession(options)).verdict;
}

/** The page events a watch listens to (the window, in the browser). */
export interface FocusSource {
  addEventListener(type: 'focus' | 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'focus' | 'visibilitychange', listener: () => void): void;
}

export interface SessionWatchOptions extends Omit<SessionCheckOptions, 'signal'> {
  /** The least time between two checks; focus and visibility often fire together. */
  intervalMs?: number;
  now?: () => number;
  /** Where focus and visibility events come from; `window` and `document` by default. */
  window?: FocusSource;
  document?: FocusSource & { visibilityState: DocumentVisibilityState };
}

/**
 * Checks the session at once, then whenever the tab regains focus or becomes visible — one check at
 * a time, at most one per `intervalMs`. Returns the function that stops watching (and abandons a
 * check in flight).
 */
export function watchSession(options: SessionWatchOptions = {}): () => void {
  const {
    intervalMs = SESSION_CHECK_INTERVAL_MS,
    now = Date.now,
    window: win = globalThis.window,
    document: doc = globalThis.document,
    ...checkOptions
  } = options;
  const stopped = new AbortController();
  let lastStartedAt: number | null = null;
  let inFlight = false;

  const check = (): void => {
    const at = now();
    if (stopped.signal.aborted || !mayCheckSession(at, lastStartedAt, inFlight, intervalMs)) return;
    lastStartedAt = at;
    inFlight = true;
    void verifySession({ ...checkOptions, signal: stopped.signal }).finally(() => {
      inFlight = false;
    });
  };
  const onVisibility = (): void => {
    if (doc.visibilityState === 'visible') check();
  };

  check();
  win.addEventListener('focus', check);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopped.abort();
    win.removeEventListener('focus', check);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
