import type { Property } from '@betoch/shared';
import { PropertyBreadcrumbs } from '../property-breadcrumbs';
import { ImageBoxGallery } from '../../gallery/image-box-gallery';
import { RelatedProperties } from '../../related/related-properties';
import { PropertySummary } from '../../property-facts/property-summary';
import { DetailAside } from './detail-aside';
import { DetailMain } from './detail-main';
import './property-layout.css';

/** `/property/image-box`: the summary, every picture in a box grid, then content and contact. */
export function ImageBoxLayout({ property }: { property: Property }) {
  return (
    <article className="prp-property-layout prp-property-layout--image-box">
      <PropertyBreadcrumbs current={property.title} />
      <PropertySummary property={property} />
      <ImageBoxGallery images={property.images} title={property.title} />
      <div className="prp-property-layout__body">
        <DetailMain property={property} />
        <DetailAside property={property} />
      </div>
      <RelatedProperties property={property} />
    </article>
  );
}
