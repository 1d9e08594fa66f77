/** The listings page the menu opens (owned by the listings app). */
export const LISTINGS_PATH = '/listing/grid-view/2-grid/left-sidebar';
