import type { ReactNode } from 'react';
import type { Property } from '@betoch/shared';
import { DataImage } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { AgentCard } from '../../agent/agent-card';
import { PropertyBreadcrumbs } from '../property-breadcrumbs';
import { PropertyDescription } from '../../property-facts/property-description';
import { PropertyDetailsTable } from '../../property-facts/property-details-table';
import { PropertyFeatures } from '../../property-facts/property-features';
import { PropertyLocation } from '../../location/property-location';
import { RelatedProperties } from '../../related/related-properties';
import { StickyTabs, type TabSection } from '../sticky-tabs';
import { FULL_FRAME_SIZES } from '../../gallery/gallery-sizes';
import { PropertySummary } from '../../property-facts/property-summary';
import { ViewingForm } from '../../viewing/viewing-form';
import './property-layout.css';

/** `/property/sticky-tab`: one column of sections under a tab bar that sticks while scrolling. */
export function StickyTabLayout({ property }: { property: Property }) {
  const { t } = useT();
  const hero = property.images[0];
  const blocks: (TabSection & { content: ReactNode })[] = [
    {
      id: 'tab-overview',
      label: t('sections.overview'),
      content: <PropertyDescription listing={property} />,
    },
    {
      id: 'tab-details',
      label: t('sections.details'),
      content: <PropertyDetailsTable property={property} />,
    },
  ];
  if (property.features && property.features.length > 0)
    blocks.push({
      id: 'tab-features',
      label: t('sections.features'),
      content: <PropertyFeatures features={property.features} />,
    });
  blocks.push(
    {
      id: 'tab-location',
      label: t('sections.location'),
      content: <PropertyLocation property={property} />,
    },
    {
      id: 'tab-agent',
      label: t('sections.agent'),
      content: (
        <div className="prp-property-layout__tab-pair">
          <AgentCard agentId={property.agentId} />
          <ViewingForm propertyId={property.id} propertyTitle={property.title} />
        </div>
      ),
    },
  );
  return (
    <article className="prp-property-layout prp-property-layout--sticky-tab">
      <PropertyBreadcrumbs current={property.title} />
      <PropertySummary property={property} />
      {hero ? (
        <DataImage
          className="prp-property-layout__hero"
          image={hero}
          load="eager"
          sizes={FULL_FRAME_SIZES}
        />
      ) : null}
      <div>
        <StickyTabs sections={blocks} />
        <div className="prp-property-layout__stack">
          {blocks.map(({ id, content }) => (
            <div key={id} id={id} className="prp-sticky-tab-section" tabIndex={-1}>
              {content}
            </div>
          ))}
        </div>
      </div>
      <RelatedProperties property={property} />
    </article>
  );
}
