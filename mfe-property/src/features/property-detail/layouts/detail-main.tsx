import type { Property } from '@betoch/shared';
import { PropertyDescription } from '../../property-facts/property-description';
import { PropertyDetailsTable } from '../../property-facts/property-details-table';
import { PropertyFeatures } from '../../property-facts/property-features';
import { PropertyLocation } from '../../location/property-location';

/** The main column of a detail page: description, features, details and location. */
export function DetailMain({ property }: { property: Property }) {
  return (
    <div className="prp-property-layout__main">
      <PropertyDescription listing={property} />
      <PropertyFeatures features={property.features} />
      <PropertyDetailsTable property={property} />
      <PropertyLocation property={property} />
    </div>
  );
}
