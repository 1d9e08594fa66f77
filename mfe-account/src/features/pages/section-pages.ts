import {
  FAVORITES_MODULE_PATH,
  FAVORITES_PATH,
  LOGIN_PATH,
  MY_PROPERTIES_PATH,
  SIGN_UP_PATH,
  fixedPage,
  sectionPages,
  textRef,
} from '@betoch/shared';

/*
 * The account section's pages as search engines see them (docs/seo.md): each is a visitor's own,
 * empty for a crawler, so neither indexed nor crawled (robots.txt).
 */

const own = (path: string, titleKey: string) =>
  fixedPage({
    path,
    indexed: false,
    visitorsOwn: true,
    title: textRef('account', titleKey),
  });

/** The account section's pages. */
export const ACCOUNT_PAGES = sectionPages([
  own(LOGIN_PATH, 'login.title'),
  own(SIGN_UP_PATH, 'signUp.title'),
  own(FAVORITES_PATH, 'favorites.title'),
  own(MY_PROPERTIES_PATH, 'myProperties.title'),
  own(FAVORITES_MODULE_PATH, 'favorites.title'),
]);
