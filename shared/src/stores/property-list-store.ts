// Moved to the singleton contract; this path keeps older imports working.
export type { PropertyListState, PropertyListStore } from '@betoch/shared/singleton';
