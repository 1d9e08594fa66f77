// The singleton contract, `@betoch/shared/singleton`: the state that must be one per page.
// Versioned in contract.json (semver, CHANGELOG.md); its public API is pinned by api.test.ts.
// Files here import each other relatively and never `@betoch/shared…` (lint-enforced).
export { useWishlistStore } from './wishlist-store';
export { useCompareStore } from './compare-store';
export type { PropertyListState, PropertyListStore } from './property-list-store';
export { useSessionStore, selectIsLoggedIn, hasToken } from './session-store';
export type { LoginPayload, SessionData, SessionState } from './session-store';
export { useCurrencyStore } from './currency-store';
export type { CurrencyState } from './currency-store';
export { useThemeStore, applyTheme } from './theme-store';
export type { ThemeState } from './theme-store';
export { useLanguageStore } from './language-store';
export type { LanguageState } from './language-store';
export { useDataMode, useDataModeStore } from './data-mode-store';
export type { DataModeState } from './data-mode-store';
export { notify, type NoticeKind } from './notify';
export { specText, listToastText } from './spec-text';
export { getRuntimeConfig, setRuntimeConfig } from './runtime-config';
export { requestHeadingFocus, takeHeadingFocusRequest } from './heading-focus';
export {
  DEFAULT_NAMESPACE,
  initI18n,
  loadTranslations,
  registerNamespace,
  translationUrl,
  useTranslation,
  type I18nOptions,
} from './i18n';
export * from './router';
export {
  RENDERED_STATE_ID,
  collectRenderedData,
  isCollectingData,
  pageWasServerRendered,
  parseRenderedState,
  readRenderedData,
  renderedDataJson,
  seedRenderedData,
  startDataCollection,
  stopDataCollection,
  takePendingData,
} from './rendered-data';
export { rehydrateStores } from './store-hydration';
