// Moved to the singleton contract; this path keeps older imports working.
export { useSessionStore, selectIsLoggedIn, hasToken } from '@betoch/shared/singleton';
export type { LoginPayload, SessionData, SessionState } from '@betoch/shared/singleton';
