import type { Property } from '@betoch/shared';
import { AgentCard } from '../../agent/agent-card';
import { PropertyBreadcrumbs } from '../property-breadcrumbs';
import { ThumbnailGallery } from '../../gallery/thumbnail-gallery';
import { RelatedProperties } from '../../related/related-properties';
import { PropertySummary } from '../../property-facts/property-summary';
import { DetailAside } from './detail-aside';
import { DetailMain } from './detail-main';
import './property-layout.css';

/** `/property/thumbnail-image`: a large picture with thumbnails beside the summary and agent. */
export function ThumbnailImageLayout({ property }: { property: Property }) {
  return (
    <article className="prp-property-layout prp-property-layout--thumbnail-image">
      <PropertyBreadcrumbs current={property.title} />
      <div className="prp-property-layout__top">
        <ThumbnailGallery images={property.images} title={property.title} />
        <div className="prp-property-layout__top-side">
          <PropertySummary property={property} />
          <AgentCard agentId={property.agentId} />
        </div>
      </div>
      <div className="prp-property-layout__body">
        <DetailMain property={property} />
        <DetailAside property={property} withAgent={false} />
      </div>
      <RelatedProperties property={property} />
    </article>
  );
}
