import type * as SessionModule from './session-store';
import type { LoginPayload } from './session-store';

async function loadSession(): Promise<typeof SessionModule> {
  let mod: typeof SessionModule | undefined;
  await jest.isolateModulesAsync(async () => {
    mod = await import('./session-store');
  });
  if (!mod) throw new Error('session store did not load');
  return mod;
}

const KEYS = [
  'betoch.token',
  'betoch.username',
  'betoch.name',
  'betoch.avatar',
  'betoch.userId',
  'betoch.userCode',
  'betoch.updateObject',
] as const;

const payload: LoginPayload = {
  token: 'eyJhbGciOiJIUzI1NiJ9.abc.def',
  username: 'abebe.kebede@example.et',
  name: 'Abebe Kebede',
  avatar: '/assets/images/avatar/abebe.svg',
  userId: 42,
  userCode: 'AG-0042',
  updateObject: { phone: '+251911000000', verified: true },
};

/** Every sessionStorage entry, as stored. */
function sessionEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (let i = 0; i < sessionStorage.length; i += 1) {
    const key = sessionStorage.key(i);
    if (key !== null) entries[key] = sessionStorage.getItem(key) ?? '';
  }
  return entries;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('login', () => {
  test('writes one plain sessionStorage key per field, and nothing else', async () => {
    const { useSessionStore } = await loadSession();

    useSessionStore.getState().login(payload);

    expect(sessionEntries()).toEqual({
      'betoch.token': 'eyJhbGciOiJIUzI1NiJ9.abc.def',
      'betoch.username': 'abebe.kebede@example.et',
      'betoch.name': 'Abebe Kebede',
      'betoch.avatar': '/assets/images/avatar/abebe.svg',
      'betoch.userId': '42',
      'betoch.userCode': 'AG-0042',
      'betoch.updateObject': '{"phone":"+251911000000","verified":true}',
    });
    expect(JSON.parse(sessionStorage.getItem('betoch.updateObject') ?? 'null')).toEqual(
      payload.updateObject,
    );
  });

  test('puts nothing in localStorage (the session ends with the tab)', async () => {
    const { useSessionStore } = await loadSession();
    useSessionStore.getState().login(payload);
    expect(localStorage.length).toBe(0);
  });

  test('exposes the fields as strings in the state', async () => {
    const { useSessionStore } = await loadSession();
    useSessionStore.getState().login(payload);
    expect(useSessionStore.getState()).toMatchObject({
      token: payload.token,
      username: payload.username,
      name: payload.name,
      avatar: payload.avatar,
      userId: '42',
      userCode: 'AG-0042',
      updateObject: '{"phone":"+251911000000","verified":true}',
    });
  });

  test.each<[string, unknown, string | null]>([
    ['absent', undefined, null],
    ['null', null, null],
    ['a string', 'already-serialised', 'already-serialised'],
    ['an array', [1, 'two'], '[1,"two"]'],
  ])(
    'an updateObject that is %s is kept as a string, or its key removed when empty',
    async (_label, updateObject, stored) => {
      const { useSessionStore } = await loadSession();
      // A previous session left one behind.
      sessionStorage.setItem('betoch.updateObject', '{"stale":true}');

      useSessionStore.getState().login({ ...payload, updateObject });

      expect(sessionStorage.getItem('betoch.updateObject')).toBe(stored);
      expect(useSessionStore.getState().updateObject).toBe(stored);
    },
  );

  test('a string userId is stored as is', async () => {
    const { useSessionStore } = await loadSession();
    useSessionStore.getState().login({ ...payload, userId: 'u-17' });
    expect(sessionStorage.getItem('betoch.userId')).toBe('u-17');
  });
});

describe('logout', () => {
  test('removes all seven keys and empties the state', async () => {
    const { useSessionStore, hasToken } = await loadSession();
    useSessionStore.getState().login(payload);

    useSessionStore.getState().logout();

    for (const key of KEYS) expect(sessionStorage.getItem(key)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      username: null,
      name: null,
      avatar: null,
      userId: null,
      userCode: null,
      updateObject: null,
    });
    expect(hasToken()).toBe(false);
  });

  test('clears a session written by the old site before this page loaded', async () => {
    for (const key of KEYS) sessionStorage.setItem(key, `old ${key}`);
    const { useSessionStore } = await loadSession();

    useSessionStore.getState().logout();

    expect(sessionStorage.length).toBe(0);
  });

  test('leaves other sessionStorage keys alone', async () => {
    sessionStorage.setItem('unrelated', 'keep me');
    const { useSessionStore } = await loadSession();
    useSessionStore.getState().login(payload);

    useSessionStore.getState().logout();

    expect(sessionEntries()).toEqual({ unrelated: 'keep me' });
  });
});

describe('logged in means a token is present', () => {
  test.each<[string, Record<string, string>, boolean]>([
    ['nothing', {}, false],
    ['a token only', { 'betoch.token': 't0k3n' }, true],
    ['every key but the token', { 'betoch.username': 'a@b.et', 'betoch.name': 'A' }, false],
    ['an empty token', { 'betoch.token': '', 'betoch.username': 'a@b.et' }, false],
  ])('with %s in sessionStorage', async (_label, stored, loggedIn) => {
    for (const [key, value] of Object.entries(stored)) sessionStorage.setItem(key, value);

    const { useSessionStore, selectIsLoggedIn, hasToken } = await loadSession();

    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(loggedIn);
    expect(hasToken()).toBe(loggedIn);
  });

  test('follows login and logout', async () => {
    const { useSessionStore, selectIsLoggedIn, hasToken } = await loadSession();
    expect(hasToken()).toBe(false);

    useSessionStore.getState().login(payload);
    expect(hasToken()).toBe(true);
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(true);

    useSessionStore.getState().logout();
    expect(hasToken()).toBe(false);
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(false);
  });

  test('a token in localStorage does not log anyone in', async () => {
    localStorage.setItem('betoch.token', 't0k3n');
    localStorage.setItem('token', 't0k3n');
    const { hasToken } = await loadSession();
    expect(hasToken()).toBe(false);
  });
});

describe('hydration', () => {
  test('reads every key back as stored (after a reload of the tab)', async () => {
    const first = await loadSession();
    first.useSessionStore.getState().login(payload);

    const { useSessionStore, hasToken } = await loadSession();

    expect(hasToken()).toBe(true);
    expect(useSessionStore.getState()).toMatchObject({
      token: payload.token,
      username: 'abebe.kebede@example.et',
      name: 'Abebe Kebede',
      avatar: '/assets/images/avatar/abebe.svg',
      userId: '42',
      userCode: 'AG-0042',
      updateObject: '{"phone":"+251911000000","verified":true}',
    });
  });

  test('missing keys read back as null', async () => {
    sessionStorage.setItem('betoch.token', 't0k3n');
    sessionStorage.setItem('betoch.name', 'Almaz');

    const { useSessionStore } = await loadSession();

    expect(useSessionStore.getState()).toMatchObject({
      token: 't0k3n',
      name: 'Almaz',
      username: null,
      avatar: null,
      userId: null,
      userCode: null,
      updateObject: null,
    });
  });

  test('loading the store does not rewrite what is stored', async () => {
    sessionStorage.setItem('betoch.token', 't0k3n');
    await loadSession();
    expect(sessionEntries()).toEqual({ 'betoch.token': 't0k3n' });
  });
});

test('with sessionStorage blocked, log-in and logout still work for the page', async () => {
  jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  const { useSessionStore, hasToken } = await loadSession();
  expect(hasToken()).toBe(false);

  expect(() => useSessionStore.getState().login(payload)).not.toThrow();
  expect(hasToken()).toBe(true);

  useSessionStore.getState().logout();
  expect(hasToken()).toBe(false);
});
