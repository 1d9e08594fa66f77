import { getRuntimeConfig, setRuntimeConfig } from '@betoch/shared/singleton';
import { fakeResponse } from '@betoch/shared/testing';
import {
  checkSession,
  expireSession,
  verifySession,
  watchSession,
  type FocusSource,
} from './session-check';
import { useSessionStore, type LoginPayload } from './session-store';

const SELAM: LoginPayload = {
  token: 'aaa.bbb.ccc',
  username: 'selam@betoch.et',
  name: 'Selam Tesfaye',
  avatar: '/assets/images/avatars/selam.svg',
  userId: 1,
  userCode: 'U-1001',
  updateObject: { name: 'Selam Tesfaye' },
};

const answer = (status: number, body: unknown = {}) => fakeResponse(status, body);

type FetchArgs = [string, RequestInit | undefined];
const fetchMock = jest.fn<Promise<Response>, FetchArgs>();
const fakeFetch = fetchMock as unknown as typeof fetch;

/** A fetch that answers only when told to, and fails like a browser's when aborted. */
function deferredFetch() {
  let settle: (response: Response) => void = () => undefined;
  fetchMock.mockImplementationOnce(
    (_url, init) =>
      new Promise<Response>((resolve, reject) => {
        settle = resolve;
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      }),
  );
  return { answer: (response: Response) => settle(response) };
}

/** Lets pending promise callbacks run (a macrotask runs after every queued microtask). */
const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const originalConfig = getRuntimeConfig();

beforeEach(() => {
  setRuntimeConfig({ ...originalConfig, apiBaseUrl: 'http://api.test/' });
  sessionStorage.clear();
  useSessionStore.getState().logout();
  fetchMock.mockReset();
});

afterAll(() => setRuntimeConfig(originalConfig));

describe('verifySession', () => {
  it('sends nothing without a token', async () => {
    expect(await verifySession({ fetchImpl: fakeFetch })).toBe('none');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks GET /api/auth/me with the token as a bearer, without cookies', async () => {
    useSessionStore.getState().login(SELAM);
    fetchMock.mockResolvedValue(answer(200, { userCode: 'U-1001' }));

    expect(await verifySession({ fetchImpl: fakeFetch })).toBe('valid');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/auth/me');
    expect(init?.method ?? 'GET').toBe('GET');
    expect(init?.headers).toEqual(expect.objectContaining({ Authorization: 'Bearer aaa.bbb.ccc' }));
    expect(init?.credentials).toBe('omit');
    expect(useSessionStore.getState().token).toBe('aaa.bbb.ccc');
  });

  it('on 401 leaves first (the session still there), then clears every session key', async () => {
    useSessionStore.getState().login(SELAM);
    expect(Object.keys(sessionStorage)).toHaveLength(7);
    fetchMock.mockResolvedValue(answer(401, { message: 'Your session has expired' }));
    const tokenWhenLeaving: (string | null)[] = [];

    const verdict = await verifySession({
      fetchImpl: fakeFetch,
      onExpired: () => tokenWhenLeaving.push(useSessionStore.getState().token),
    });

    expect(verdict).toBe('expired');
    expect(tokenWhenLeaving).toEqual(['aaa.bbb.ccc']);
    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().userCode).toBeNull();
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('betoch.'))).toEqual([]);
  });

  it('ends a session whose stored userCode is not the token’s user', async () => {
    useSessionStore.getState().login({ ...SELAM, userCode: 'U-9999' });
    fetchMock.mockResolvedValue(answer(200, { userCode: 'U-1001' }));
    expect(await verifySession({ fetchImpl: fakeFetch })).toBe('expired');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('a network error never logs the visitor out', async () => {
    useSessionStore.getState().login(SELAM);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const onExpired = jest.fn();

    expect(await verifySession({ fetchImpl: fakeFetch, onExpired })).toBe('unknown');

    expect(onExpired).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBe('aaa.bbb.ccc');
    expect(sessionStorage.getItem('betoch.token')).toBe('aaa.bbb.ccc');
  });

  it.each([500, 502, 503, 429, 404])('a %i answer never logs the visitor out', async (status) => {
    useSessionStore.getState().login(SELAM);
    fetchMock.mockResolvedValue(answer(status));
    expect(await verifySession({ fetchImpl: fakeFetch })).toBe('unknown');
    expect(useSessionStore.getState().token).toBe('aaa.bbb.ccc');
  });

  it('gives up on an API that does not answer, keeping the session', async () => {
    jest.useFakeTimers();
    try {
      useSessionStore.getState().login(SELAM);
      deferredFetch();
      const result = verifySession({ fetchImpl: fakeFetch, timeoutMs: 5000 });
      await jest.advanceTimersByTimeAsync(5000);
      expect(await result).toBe('unknown');
      expect(useSessionStore.getState().token).toBe('aaa.bbb.ccc');
    } finally {
      jest.useRealTimers();
    }
  });

  it('a late 401 for a token replaced meanwhile (a new log-in) changes nothing', async () => {
    useSessionStore.getState().login({ ...SELAM, token: 'old.old.old' });
    const pending = deferredFetch();
    const result = verifySession({ fetchImpl: fakeFetch });

    useSessionStore.getState().login(SELAM);
    pending.answer(answer(401));

    expect(await result).toBe('expired');
    expect(useSessionStore.getState().token).toBe('aaa.bbb.ccc');
  });
});

describe('checkSession', () => {
  it('gives the account /api/auth/me describes with a valid session', async () => {
    useSessionStore.getState().login(SELAM);
    fetchMock.mockResolvedValue(
      answer(200, { username: 'selam@betoch.et', userCode: 'U-1001', verified: false }),
    );
    expect(await checkSession({ fetchImpl: fakeFetch })).toEqual({
      verdict: 'valid',
      account: { username: 'selam@betoch.et', verified: false },
    });
  });

  it('gives no account, and ends the session, on a 401', async () => {
    useSessionStore.getState().login(SELAM);
    fetchMock.mockResolvedValue(answer(401, { message: 'expired' }));
    expect(await checkSession({ fetchImpl: fakeFetch })).toEqual({
      verdict: 'expired',
      account: null,
    });
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('gives no account when the API cannot tell', async () => {
    useSessionStore.getState().login(SELAM);
    fetchMock.mockResolvedValue(answer(503));
    expect(await checkSession({ fetchImpl: fakeFetch })).toEqual({
      verdict: 'unknown',
      account: null,
    });
  });
});

describe('expireSession', () => {
  it('leaves first, then clears the session the API refused', () => {
    useSessionStore.getState().login(SELAM);
    const onExpired = jest.fn(() => expect(useSessionStore.getState().token).toBe(SELAM.token));
    expect(expireSession(SELAM.token, onExpired)).toBe(true);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('leaves alone a session that is not the refused one (a log-in since)', () => {
    useSessionStore.getState().login(SELAM);
    const onExpired = jest.fn();
    expect(expireSession('old.old.old', onExpired)).toBe(false);
    expect(onExpired).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBe(SELAM.token);
  });
});

/** A window or document whose focus and visibility events the test fires itself. */
function fakeSource(): FocusSource & {
  visibilityState: DocumentVisibilityState;
  fire(type: 'focus' | 'visibilitychange'): void;
  count(): number;
} {
  const listeners = new Map<string, Set<() => void>>();
  return {
    visibilityState: 'visible',
    addEventListener(type, listener) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener);
    },
    fire(type) {
      for (const listener of listeners.get(type) ?? []) listener();
    },
    count: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  };
}

describe('watchSession', () => {
  let clock = 0;
  const now = () => clock;
  let win: ReturnType<typeof fakeSource>;
  let doc: ReturnType<typeof fakeSource>;

  beforeEach(() => {
    clock = 1_000_000;
    win = fakeSource();
    doc = fakeSource();
    useSessionStore.getState().login(SELAM);
    fetchMock.mockResolvedValue(answer(200, { userCode: 'U-1001' }));
  });

  const watch = (onExpired?: () => void) =>
    watchSession({
      fetchImpl: fakeFetch,
      intervalMs: 60_000,
      now,
      window: win,
      document: doc,
      ...(onExpired ? { onExpired } : {}),
    });

  it('checks on load, and ends a refused session at once', async () => {
    fetchMock.mockResolvedValue(answer(401));
    const onExpired = jest.fn();
    const stop = watch(onExpired);
    await settled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().token).toBeNull();
    stop();
  });

  it('checks again when the tab regains focus or becomes visible, at most once per interval', async () => {
    const stop = watch();
    await settled();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Focus and visibility arrive together, and often: within the interval they ask nothing.
    clock += 59_999;
    win.fire('focus');
    doc.fire('visibilitychange');
    await settled();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    clock += 1;
    win.fire('focus');
    doc.fire('visibilitychange');
    await settled();
    expect(fetchMock).toHaveBeenCalledTimes(2);

    clock += 60_000;
    doc.fire('visibilitychange');
    await settled();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    stop();
  });

  it('does not check when the tab is hidden', async () => {
    const stop = watch();
    await settled();
    clock += 120_000;
    doc.visibilityState = 'hidden';
    doc.fire('visibilitychange');
    await settled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });

  it('runs one check at a time', async () => {
    const pending = deferredFetch();
    const stop = watch();
    clock += 120_000;
    win.fire('focus');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    pending.answer(answer(200));
    await settled();
    win.fire('focus');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stop();
  });

  it('once stopped, listens to nothing and a late 401 changes nothing', async () => {
    const pending = deferredFetch();
    const stop = watch();
    expect(win.count() + doc.count()).toBe(2);

    stop();
    pending.answer(answer(401));
    await settled();

    expect(win.count() + doc.count()).toBe(0);
    expect(useSessionStore.getState().token).toBe('aaa.bbb.ccc');
  });
});
