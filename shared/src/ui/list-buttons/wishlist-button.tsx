import type { StoredProperty } from '../../domain/property-list';
import { AddToListButton } from './add-to-list-button';

/** "Add to wishlist" icon button (pressed when the property is in the wishlist). */
export function WishlistButton({ property }: { property: StoredProperty }) {
  return <AddToListButton list="wishlist" property={property} />;
}
