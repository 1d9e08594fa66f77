// The public API of the domain rules: pure, React-free, DOM-free.
export { TOAST_EVENT } from './toast-event';
export type { Deal, GeoPoint, ImageRef, ListingPublisher, Property } from './property';
export {
  BACK_TO_TOP_THRESHOLD_PX,
  DARK_LAYOUT,
  DEFAULT_LANGUAGE,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  I18N_FOLDER,
  I18N_SUFFIX,
  LANGUAGES,
  LIST_TOASTS,
  LOADER_DURATION_MS,
  LOGOUT_CONFIRM,
  RTL_LAYOUT,
  SESSION_FIELDS,
  SESSION_KEY_PREFIX,
  STORAGE_KEYS,
  i18nPath,
  isLanguage,
  languageOrDefault,
  sessionKey,
} from './constants';
export type { Language, ListName, ListToasts, SessionField, StorageKey } from './constants';
export {
  DATA_MODES,
  DATA_MODE_ATTRIBUTE,
  DATA_MODE_COOKIE,
  dataModeCookie,
  dataModeEffects,
  dataModeFor,
  dataModeOfCookies,
  dataModeOfRequest,
  drawsEthiopicFonts,
  isDataMode,
  saveDataRequested,
} from './data-mode';
export type { DataMode, DataModeEffects } from './data-mode';
export { dealOf, isForSale } from './property-id';
export {
  SORT_KEYS,
  collectTags,
  filterProperties,
  isSortKey,
  rangeOf,
  sortProperties,
  stableOrder,
} from './filter';
export type { FilterableProperty, NumberRange, PropertyFilter, SortKey, TagCount } from './filter';
export { getPager, pageAddress, pageOfAddress, paginate } from './pager';
export type { Pager } from './pager';
export {
  APPLICATION_ERROR_HEADER,
  HttpError,
  SERVER_ERROR_MESSAGE,
  handleHttpError,
  messageFromError,
  messageFromResponse,
  readResponseBody,
} from './error-handler';
export type { HeadersLike, HttpErrorLike } from './error-handler';
export {
  CURRENCIES,
  DEFAULT_CURRENCY,
  ETB_PER_USD,
  convertPrice,
  findCurrency,
  formatPrice,
  isCurrency,
} from './currency';
export type { Currency } from './currency';
export { addisAbabaDay, formatDate, parseIsoDate, parseIsoDateTime } from './dates';
export { LOCALES, OROMO_MONTHS, numberLocales, oromoMonth } from './locales';
export { sanitizePropertyList } from './property-list';
export type { StoredProperty } from './property-list';
export { THEME_COLOURS, THEME_PALETTES, isHexColour, readThemeChoice } from './theme';
export type { ThemeChoice, ThemeColour } from './theme';
export * from './language-address';
export * from './links';
export * from './contact-details';
export * from './sign-up-rules';
export * from './verification-code-rules';
export * from './not-found-mark';
export * from './paths';
export * from './related-properties';
export * from './return-to';
export * from './safe-href';
export * from './session-check';
export * from './tag-search';
export * from './enquiry-rules';
export * from './listing-text-language';
export * from './retry-after';
