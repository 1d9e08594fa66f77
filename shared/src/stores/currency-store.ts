// Moved to the singleton contract; this path keeps older imports working.
export { useCurrencyStore, type CurrencyState } from '@betoch/shared/singleton';
