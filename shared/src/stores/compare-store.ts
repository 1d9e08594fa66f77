// Moved to the singleton contract; this path keeps older imports working.
export { useCompareStore } from '@betoch/shared/singleton';
