// Moved to the singleton contract; this path keeps older imports working.
export { useLanguageStore, type LanguageState } from '@betoch/shared/singleton';
