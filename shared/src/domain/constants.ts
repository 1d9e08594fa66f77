/**
 * The business constants of spec §9 (and the storage keys of PRODUCT.md §3), in one module so that
 * every app reads the same values. Texts are the spec's, word for word.
 */

/** Items per page of a listing (spec §9). */
export const DEFAULT_PAGE_SIZE = 6;

/** The page shown when none is chosen (spec §9). */
export const DEFAULT_PAGE = 1;

/** How long the start-up loader overlay stays, in milliseconds (spec §2, §9). */
export const LOADER_DURATION_MS = 3000;

/** Scroll offset, in CSS pixels, past which the back-to-top button shows (spec §2, §9). */
export const BACK_TO_TOP_THRESHOLD_PX = 600;

/** Folder of the translation files (spec §7, §9). */
export const I18N_FOLDER = 'assets/i18n';

/** File suffix of the translation files (spec §7, §9). */
export const I18N_SUFFIX = '.json';

/** The languages the site is written in (PRODUCT.md §6). */
export const LANGUAGES = ['en', 'am'] as const;

/** A language of the site: English or Amharic. */
export type Language = (typeof LANGUAGES)[number];

/** The language used when none is stored (or the stored one is unknown). */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Tells whether a value (e.g. read from localStorage) is a language of the site. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Path of a language's translation file, e.g. `assets/i18n/am.json` (spec §7). */
export function i18nPath(language: string): string {
  return `${I18N_FOLDER}/${language}${I18N_SUFFIX}`;
}

/** localStorage keys, as the old site wrote them, so visitors' saved data survives (PRODUCT.md §3). */
export const STORAGE_KEYS = {
  wishlist: 'wishlist',
  compare: 'compare',
  currency: 'currency',
  layoutVersion: 'layout_version',
  layoutType: 'layout_type',
  language: 'language',
} as const;

/** A localStorage key of the site. */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The `layout_version` value of the dark theme (empty string = light). */
export const DARK_LAYOUT = 'dark-layout';

/** The `layout_type` value of the right-to-left layout (empty string = left-to-right). */
export const RTL_LAYOUT = 'rtl';

/** Namespace prefix of every sessionStorage key (spec §3). */
export const SESSION_KEY_PREFIX = 'betoch.';

/** The session fields, one sessionStorage key each (spec §3); logout clears them all (spec §2). */
export const SESSION_FIELDS = [
  'token',
  'username',
  'name',
  'avatar',
  'userId',
  'userCode',
  'updateObject',
] as const;

/** A session field name. */
export type SessionField = (typeof SESSION_FIELDS)[number];

/** The sessionStorage key of a session field, e.g. `betoch.token`. */
export function sessionKey(field: SessionField): string {
  return `${SESSION_KEY_PREFIX}${field}`;
}

/** The two property lists a visitor keeps (spec §3, §4). */
export type ListName = 'wishlist' | 'compare';

/** The three toasts of a list (spec §8). */
export interface ListToasts {
  /** Shown when the property is already in the list (the add is rejected). */
  exists: string;
  added: string;
  removed: string;
}

/** The six toast texts of spec §8, word for word, by list: `LIST_TOASTS.wishlist.exists`. */
export const LIST_TOASTS: Readonly<Record<ListName, Readonly<ListToasts>>> = Object.freeze({
  wishlist: Object.freeze({
    exists: 'Property Already exist in wishlist.',
    added: 'Property has been added in wishlist.',
    removed: 'Property has been removed from wishlist.',
  }),
  compare: Object.freeze({
    exists: 'Property Already exist in Compare.',
    added: 'Property has been added in Compare.',
    removed: 'Property has been removed from Compare.',
  }),
});

/** The logout confirmation texts (spec §2). */
export const LOGOUT_CONFIRM = Object.freeze({
  title: 'Are you sure?',
  text: 'Do you want to logout?',
  confirmButton: 'Yes, logout.',
});

/** Where logout and the empty path lead (spec §2). */
export const HOME_PATH = '/theme/classic';

/** Where any unknown path leads (spec §2). */
export const NOT_FOUND_PATH = '/page/other-pages/404';

/** The log-in page, where Favorites leads when no token is stored (spec §2). */
export const LOGIN_PATH = '/page/other-pages/log-in';

/** The favorites page for logged-in visitors (spec §2). */
export const FAVORITES_PATH = '/favorites';

// Default currency (USD, factor 1) lives with the Currency type; re-exported so §9 is complete here.
export { DEFAULT_CURRENCY } from './currency';
