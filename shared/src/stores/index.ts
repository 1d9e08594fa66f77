// The stores are one per page: they live in the singleton contract (`@betoch/shared/singleton`).
export {
  useWishlistStore,
  useCompareStore,
  useSessionStore,
  selectIsLoggedIn,
  hasToken,
  useCurrencyStore,
  useThemeStore,
  applyTheme,
  useLanguageStore,
  useDataMode,
  useDataModeStore,
  notify,
} from '@betoch/shared/singleton';
export type {
  PropertyListState,
  PropertyListStore,
  LoginPayload,
  SessionData,
  SessionState,
  CurrencyState,
  ThemeState,
  LanguageState,
  DataModeState,
  NoticeKind,
} from '@betoch/shared/singleton';
export { checkSession, expireSession, verifySession, watchSession } from './session-check';
export type {
  FocusSource,
  SessionCheck,
  SessionCheckOptions,
  SessionWatchOptions,
} from './session-check';
