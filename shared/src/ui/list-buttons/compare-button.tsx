import type { StoredProperty } from '../../domain/property-list';
import { AddToListButton } from './add-to-list-button';

/** "Add to compare" icon button (pressed when the property is in the compare list). */
export function CompareButton({ property }: { property: StoredProperty }) {
  return <AddToListButton list="compare" property={property} />;
}
