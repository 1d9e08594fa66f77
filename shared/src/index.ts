// The public API of @betoch/shared (the UI kit is `@betoch/shared/ui`).
export * from './domain';
export * from './stores';
export * from './data';
export * from './config/runtime-config';
export * from './config/section';
export * from './i18n/i18n';
export * from './i18n/spec-texts';
export * from './pages';
// The singleton contract's page state that is not a store, for apps that import `@betoch/shared`.
export { getRuntimeConfig, setRuntimeConfig } from '@betoch/shared/singleton';
