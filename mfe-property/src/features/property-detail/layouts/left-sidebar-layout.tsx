import type { Property } from '@betoch/shared';
import { SectionTitle } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { PropertyBreadcrumbs } from '../property-breadcrumbs';
import { ImageSlider } from '../../gallery/image-slider';
import { RelatedProperties } from '../../related/related-properties';
import { KeyFacts } from '../../property-facts/key-facts';
import { PropertySummary } from '../../property-facts/property-summary';
import { DetailAside } from './detail-aside';
import { DetailMain } from './detail-main';
import './property-layout.css';

/** `/property/left-sidebar`: the agent, facts and contact form in a side column on the start side. */
export function LeftSidebarLayout({ property }: { property: Property }) {
  const { t } = useT();
  return (
    <article className="prp-property-layout prp-property-layout--left-sidebar">
      <PropertyBreadcrumbs current={property.title} />
      <PropertySummary property={property} showFacts={false} />
      <div className="prp-property-layout__body prp-property-layout__body--start">
        <div className="prp-property-layout__main">
          <ImageSlider images={property.images} title={property.title} />
          <DetailMain property={property} />
        </div>
        <DetailAside property={property}>
          <section
            className="card prp-property-layout__facts-card"
            aria-labelledby="key-facts-title"
          >
            <div id="key-facts-title">
              <SectionTitle title={t('sections.facts')} />
            </div>
            <KeyFacts property={property} />
          </section>
        </DetailAside>
      </div>
      <RelatedProperties property={property} />
    </article>
  );
}
