import type { ListName } from '../../domain/constants';
import { useCompareStore } from '../../stores/compare-store';
import type { PropertyListStore } from '../../stores/property-list-store';
import { useWishlistStore } from '../../stores/wishlist-store';

/** The store behind each list a visitor keeps. */
export const LIST_STORES: Readonly<Record<ListName, PropertyListStore>> = {
  wishlist: useWishlistStore,
  compare: useCompareStore,
};
