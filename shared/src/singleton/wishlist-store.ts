import { createPropertyListStore } from './property-list-store';

/** The visitor's wishlist (localStorage `wishlist`), one store for every app of the page. */
export const useWishlistStore = createPropertyListStore('wishlist');
