/**
 * The business constants (docs/rules.md#constants) and storage keys (docs/storage.md), in one
 * module so that every app reads the same values. Texts stay word for word (docs/texts.md).
 */

/** Items per page of a listing. */
export const DEFAULT_PAGE_SIZE = 6;

/** The page shown when none is chosen. */
export const DEFAULT_PAGE = 1;

/**
 * Listings per page of an agent's profile and of `/my-properties`: every agent's and account's
 * listings of today's data fit on one page, as the old site showed them (docs/rules.md#pager).
 */
export const OWNED_LISTINGS_PAGE_SIZE = 12;

/** How long the start-up loader overlay stays, in milliseconds. */
export const LOADER_DURATION_MS = 3000;

/** Scroll offset, in CSS pixels, past which the back-to-top button shows. */
export const BACK_TO_TOP_THRESHOLD_PX = 600;

/** Folder of the translation files. */
export const I18N_FOLDER = 'assets/i18n';

/** File suffix of the translation files. */
export const I18N_SUFFIX = '.json';

/** The languages the site is written in (docs/storage.md#language). */
export const LANGUAGES = ['en', 'am', 'om'] as const;

/** A language of the site: English, Amharic or Afaan Oromo. */
export type Language = (typeof LANGUAGES)[number];

/** The language used when none is stored (or the stored one is unknown). */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Tells whether a value (e.g. read from localStorage) is a language of the site. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A value as a language of the site: the default language for anything else. */
export function languageOrDefault(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Path of a language's translation file, e.g. `assets/i18n/am.json`. */
export function i18nPath(language: string): string {
  return `${I18N_FOLDER}/${language}${I18N_SUFFIX}`;
}

/**
 * localStorage keys, as the old site wrote them, so visitors' saved data survives
 * (docs/storage.md).
 */
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

/** Namespace prefix of every sessionStorage key (docs/storage.md#session). */
export const SESSION_KEY_PREFIX = 'betoch.';

/**
 * The session fields, one sessionStorage key each; logout clears them all
 * (docs/storage.md#session).
 */
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

/** The two property lists a visitor keeps (docs/rules.md#wishlist-and-compare). */
export type ListName = 'wishlist' | 'compare';

/** The three toasts of a list (docs/texts.md#list-toasts). */
export interface ListToasts {
  /** Shown when the property is already in the list (the add is rejected). */
  exists: string;
  added: string;
  removed: string;
}

/**
 * The six list toasts, word for word (docs/texts.md#list-toasts), by list:
 * `LIST_TOASTS.wishlist.exists`.
 */
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

/** The logout confirmation texts, word for word (docs/texts.md#log-out-dialog). */
export const LOGOUT_CONFIRM = Object.freeze({
  title: 'Are you sure?',
  text: 'Do you want to logout?',
  confirmButton: 'Yes, logout.',
});

// The default currency (USD, factor 1) lives with the Currency type; re-exported to be found here.
export { DEFAULT_CURRENCY } from './currency';
