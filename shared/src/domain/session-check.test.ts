import { LOGIN_PATH } from './paths';
import {
  SESSION_CHECK_INTERVAL_MS,
  isGuardedPath,
  mayCheckSession,
  redirectAfterExpiry,
  sessionAccount,
  sessionVerdict,
} from './session-check';

describe('isGuardedPath', () => {
  it.each(['/favorites', '/my-properties', '/components/favorites', '/favorites/x'])(
    '%s needs a session',
    (path) => expect(isGuardedPath(path)).toBe(true),
  );

  it.each([
    '/',
    '/theme/classic',
    '/favorites-old',
    '/components',
    LOGIN_PATH,
    '/property/compare',
  ])('%s does not', (path) => expect(isGuardedPath(path)).toBe(false));
});

describe('sessionVerdict', () => {
  it('401 ends the session', () => {
    expect(sessionVerdict(401, { message: 'expired' }, 'U-1001')).toBe('expired');
  });

  it('200 for the stored user keeps it', () => {
    expect(sessionVerdict(200, { userCode: 'U-1001' }, 'U-1001')).toBe('valid');
    expect(sessionVerdict(200, undefined, 'U-1001')).toBe('valid');
    expect(sessionVerdict(200, { userCode: 'U-1001' }, null)).toBe('valid');
  });

  it('200 for another user than the stored one ends the session (userCode edited in storage)', () => {
    expect(sessionVerdict(200, { userCode: 'U-1002' }, 'U-1001')).toBe('expired');
  });

  it.each([0, 403, 404, 429, 500, 502, 503])(
    'a %i answer tells nothing: nobody is logged out for it',
    (status) => expect(sessionVerdict(status, undefined, 'U-1001')).toBe('unknown'),
  );
});

describe('sessionAccount', () => {
  it('reads the e-mail and whether it is verified from the answer', () => {
    const me = { username: 'hanna@betoch.et', name: 'Hanna', userCode: 'U-1007', verified: false };
    expect(sessionAccount(me)).toEqual({ username: 'hanna@betoch.et', verified: false });
    expect(sessionAccount({ ...me, verified: true }).verified).toBe(true);
  });

  it.each([undefined, 'text', { verified: 'false', username: '' }, { verified: 0 }])(
    'guesses nothing from %p',
    (body) => expect(sessionAccount(body)).toEqual({ username: null, verified: null }),
  );
});

describe('redirectAfterExpiry', () => {
  it('sends a guarded page to log-in, coming back with its query', () => {
    expect(redirectAfterExpiry('/favorites', '?view=list')).toBe(
      `${LOGIN_PATH}?returnTo=%2Ffavorites%3Fview%3Dlist`,
    );
    expect(redirectAfterExpiry('/my-properties', '')).toBe(
      `${LOGIN_PATH}?returnTo=%2Fmy-properties`,
    );
  });

  it('leaves a visitor on a public page where they are', () => {
    expect(redirectAfterExpiry('/theme/classic', '')).toBeNull();
  });
});

describe('mayCheckSession', () => {
  it('allows the first check', () => {
    expect(mayCheckSession(0, null, false)).toBe(true);
  });

  it('allows one check at a time', () => {
    expect(mayCheckSession(1_000_000, null, true)).toBe(false);
  });

  it('spaces checks by the interval', () => {
    expect(mayCheckSession(SESSION_CHECK_INTERVAL_MS - 1, 0, false)).toBe(false);
    expect(mayCheckSession(SESSION_CHECK_INTERVAL_MS, 0, false)).toBe(true);
    expect(mayCheckSession(50, 0, false, 50)).toBe(true);
  });
});
