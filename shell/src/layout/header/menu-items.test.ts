/** @jest-environment node */
import { FAVORITES_PATH, LOGIN_PATH } from '@betoch/shared';
import { MAIN_MENU, menuTarget, PAGES_MENU, type MenuItem } from './menu-items';

describe('menuTarget', () => {
  const favorites = MAIN_MENU.find((item) => item.requiresLogin);

  test.each([
    [true, FAVORITES_PATH],
    [false, `${LOGIN_PATH}?returnTo=%2Ffavorites`],
  ])('Favorites with logged-in=%s goes to %s', (loggedIn, expected) => {
    expect(favorites && menuTarget(favorites, loggedIn)).toBe(expected);
  });

  test('any login-only link keeps its own path and query as returnTo', () => {
    const target = menuTarget({ path: '/favorites?view=list', requiresLogin: true }, false);
    expect(target).toBe(`${LOGIN_PATH}?returnTo=%2Ffavorites%3Fview%3Dlist`);
    expect(menuTarget({ requiresLogin: true }, false)).toBe(LOGIN_PATH);
  });

  test('an ordinary item goes to its path whether or not a token is stored', () => {
    const listings = MAIN_MENU[1];
    expect(listings && menuTarget(listings, false)).toBe('/listing/grid-view/2-grid/left-sidebar');
    expect(listings && menuTarget(listings, true)).toBe('/listing/grid-view/2-grid/left-sidebar');
  });
});

describe('the menus', () => {
  test('the main menu has the spec order and targets', () => {
    expect(MAIN_MENU.map((item) => [item.title, item.path])).toEqual([
      ['menu.home', '/theme/classic'],
      ['menu.listings', '/listing/grid-view/2-grid/left-sidebar'],
      ['menu.agentGrid', '/agent/agent-grid'],
      ['menu.favorites', '/favorites'],
      ['menu.contact', '/contact/contact-2'],
    ]);
  });

  const leaves = (item: MenuItem): MenuItem[] =>
    item.children ? item.children.flatMap(leaves) : [item];

  test('the pages menu reaches all twelve home variants and every section', () => {
    const paths = leaves(PAGES_MENU).map((item) => item.path ?? '');
    expect(paths.filter((p) => p.startsWith('/theme/'))).toHaveLength(12);
    for (const prefix of [
      '/listing/',
      '/property/',
      '/page/blog',
      '/agent/',
      '/contact/',
      '/contract/',
      '/modules/',
    ]) {
      expect(paths.some((p) => p.startsWith(prefix))).toBe(true);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });
});
