import type { Property } from '@betoch/shared';
import { PropertyBreadcrumbs } from '../property-breadcrumbs';
import { ImageSlider } from '../../gallery/image-slider';
import { RelatedProperties } from '../../related/related-properties';
import { PropertySummary } from '../../property-facts/property-summary';
import { DetailAside } from './detail-aside';
import { DetailMain } from './detail-main';
import './property-layout.css';

/** `/property/image-slider`: a wide picture slider first, then the summary, content and contact. */
export function ImageSliderLayout({ property }: { property: Property }) {
  return (
    <article className="prp-property-layout prp-property-layout--image-slider">
      <PropertyBreadcrumbs current={property.title} />
      <ImageSlider images={property.images} title={property.title} />
      <PropertySummary property={property} />
      <div className="prp-property-layout__body">
        <DetailMain property={property} />
        <DetailAside property={property} />
      </div>
      <RelatedProperties property={property} />
    </article>
  );
}
