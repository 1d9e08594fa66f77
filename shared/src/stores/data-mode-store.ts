// One per page: it lives in the singleton contract (`@betoch/shared/singleton`).
export { useDataMode, useDataModeStore, type DataModeState } from '@betoch/shared/singleton';
