/**
 * The site's route paths: every path more than one file names is written here once. The shapes
 * are the old site's (bookmarks and shared links keep working); docs/routes.md says who owns which.
 */

/** Where logout and the empty path lead (docs/routes.md#redirects). */
export const HOME_PATH = '/theme/classic';

/** Where any unknown path leads (docs/routes.md#redirects). */
export const NOT_FOUND_PATH = '/page/other-pages/404';

/**
 * The log-in page, where a guarded page leads when no token is stored
 * (docs/rules.md#session-and-log-out).
 */
export const LOGIN_PATH = '/page/other-pages/log-in';

/** The sign-up page, beside the log-in page: a new account, then the visitor's own listings. */
export const SIGN_UP_PATH = '/page/other-pages/sign-up';

/** The favorites page for logged-in visitors. */
export const FAVORITES_PATH = '/favorites';

/** The favorites page outside the layout (no header or footer). */
export const FAVORITES_MODULE_PATH = '/components/favorites';

/** The listings of the logged-in account, outside the layout. */
export const MY_PROPERTIES_PATH = '/my-properties';

/** The site's main listing page: the menu's "Listings", and every "browse the listings" link. */
export const LISTINGS_PATH = '/listing/grid-view/2-grid/left-sidebar';

/** The listings as a full-width list. */
export const LISTINGS_LIST_PATH = '/listing/list-view/listing/no-sidebar';

/** The listings three to a row, without a sidebar. */
export const LISTINGS_WIDE_GRID_PATH = '/listing/grid-view/3-grid/no-sidebar';

/** The listings in "for sale" and "for rent" tabs, full width. */
export const LISTINGS_TABS_PATH = '/listing/tab-layout/tab-full-width';

/** The compare table. */
export const COMPARE_PATH = '/property/compare';

/** The first page of the UI modules. */
export const MODULES_PATH = '/modules/button';

/** The agents as a grid. */
export const AGENTS_PATH = '/agent/agent-grid';

/** The menu's and the footer's "Contact us": the form beside the office on the map. */
export const CONTACT_PATH = '/contact/contact-2';

/** The contact page with the office's card (address, phones, hours): the "contact us" buttons. */
export const CONTACT_OFFICE_PATH = '/contact/contact-1';

/** About us, the terms and the privacy policy: the footer's and the menu's. */
export const ABOUT_PATH = '/page/other-pages/about-us-2';
export const TERMS_PATH = '/page/other-pages/terms-conditions';
export const PRIVACY_PATH = '/page/other-pages/privacy-policy';

/**
 * Where each section is mounted: the shell's route table and each remote's standalone page
 * mount the same paths, and the section renders everything below.
 */
export const SECTION_PATHS = Object.freeze({
  theme: '/theme/*',
  listing: '/listing/*',
  property: '/property/*',
  page: '/page/*',
  modules: '/modules/*',
  agent: '/agent/*',
  contact: '/contact/*',
  contract: '/contract/*',
} as const);

/** The twelve home pages, by their path segment (`/theme/<variant>`); `classic` is HOME_PATH. */
export const HOME_VARIANTS = [
  'slider-filter-search',
  'corporate',
  'enterprise',
  'classic',
  'image-content',
  'modern',
  'parallax-image',
  'search-tab',
  'typed-image',
  'morden-video',
  'map-v-search',
  'map-h-search',
] as const;

export type HomeVariant = (typeof HOME_VARIANTS)[number];

/** Tells whether a `/theme/:variant` parameter names one of the twelve home pages. */
export function isHomeVariant(value: string | undefined): value is HomeVariant {
  return value !== undefined && (HOME_VARIANTS as readonly string[]).includes(value);
}

/** The five layouts of a property's page, by their path segment (`/property/<layout>?id=…`). */
export const PROPERTY_LAYOUTS = [
  'image-box',
  'image-slider',
  'left-sidebar',
  'sticky-tab',
  'thumbnail-image',
] as const;

export type PropertyLayout = (typeof PROPERTY_LAYOUTS)[number];

/** Tells whether a path segment names one of the property layouts. */
export function isPropertyLayout(value: string): value is PropertyLayout {
  return (PROPERTY_LAYOUTS as readonly string[]).includes(value);
}

/** The three blog layouts (where the sidebar goes), as they appear in the addresses. */
export const BLOG_SIDEBARS = ['left-sidebar', 'right-sidebar', 'no-sidebar'] as const;

export type BlogSidebar = (typeof BLOG_SIDEBARS)[number];
