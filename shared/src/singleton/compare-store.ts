import { createPropertyListStore } from './property-list-store';

/** The properties chosen for comparison (localStorage `compare`). */
export const useCompareStore = createPropertyListStore('compare');
