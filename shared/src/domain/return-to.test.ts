import { HOME_PATH, LOGIN_PATH } from './constants';
import { loginPathFor, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeReturnTo('/favorites')).toBe('/favorites');
    expect(safeReturnTo('/property/image-box?id=b01#map')).toBe('/property/image-box?id=b01#map');
  });

  it('falls back to the home page when there is nothing', () => {
    expect(safeReturnTo(null)).toBe(HOME_PATH);
    expect(safeReturnTo(undefined)).toBe(HOME_PATH);
    expect(safeReturnTo('')).toBe(HOME_PATH);
  });

  it.each([
    'https://evil.com/favorites',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' /favorites',
    'favorites',
    '/fav\norites',
    'data:text/html,hi',
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value)).toBe(HOME_PATH);
  });

  it('refuses the log-in page itself, so logging in never loops', () => {
    expect(safeReturnTo(`${LOGIN_PATH}?returnTo=%2Ffavorites`)).toBe(HOME_PATH);
  });

  it('uses the given fallback', () => {
    expect(safeReturnTo('//evil.com', '/favorites')).toBe('/favorites');
  });
});

describe('loginPathFor', () => {
  it('encodes where to come back to', () => {
    expect(loginPathFor('/favorites?sort=new')).toBe(
      `${LOGIN_PATH}?returnTo=%2Ffavorites%3Fsort%3Dnew`,
    );
  });

  it('leaves out a target that could not be followed back', () => {
    expect(loginPathFor('//evil.com')).toBe(LOGIN_PATH);
  });
});
