import { FAVORITES_PATH } from '@betoch/shared';

/** The pages of this remote and the pages of others it links to (the shell's route table). */
export const FAVORITES_LINK = FAVORITES_PATH;
export const MY_PROPERTIES_LINK = '/my-properties';
export const COMPARE_LINK = '/property/compare';
export const LISTINGS_LINK = '/listing/grid-view/2-grid/left-sidebar';
