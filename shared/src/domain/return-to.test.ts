import { HOME_PATH, LOGIN_PATH } from './paths';
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

  // These pass a check of the input but normalise to a protocol-relative URL (`//evil.example`),
  // which a link or navigate() would follow off-site.
  it.each([
    '/..//evil.example',
    '/%2e%2e/%2e%2e//evil.example',
    '/.//x',
    '/./%2e%2e//x',
    '/.%2e//x',
    '/a/..//evil.example',
    '/%2E%2E//evil.example?next=1#top',
  ])('refuses %j, which normalises to another origin', (value) => {
    expect(safeReturnTo(value)).toBe(HOME_PATH);
    expect(safeReturnTo(value, '/favorites')).toBe('/favorites');
  });

  it.each(['/..\\evil.example', '/.\\/x', '/%2e%2e/\\evil.example', '/\\/evil.example'])(
    'refuses the backslash variant %j',
    (value) => {
      expect(safeReturnTo(value)).toBe(HOME_PATH);
    },
  );

  it('keeps what a normalised path resolves to when it stays on the site', () => {
    expect(safeReturnTo('/listing/../favorites')).toBe('/favorites');
    expect(safeReturnTo('/./favorites?x=//evil.example')).toBe('/favorites?x=//evil.example');
  });

  it('never returns a value that a browser would resolve on another origin', () => {
    const inputs = ['/..//a', '/%2e%2e//a', '/.//a', '/..\\a', '/x/../..//a', '/%2e//a'];
    for (const value of inputs) {
      const target = safeReturnTo(value, '/');
      expect(new URL(target, 'https://betoch.et/page/').origin).toBe('https://betoch.et');
    }
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
