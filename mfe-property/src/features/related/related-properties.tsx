import { useRelatedListings, useTagLabel, type Property } from '@betoch/shared';
import { DataState, PropertyCard, SectionTitle } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import './related-properties.css';

/** Up to three other listings in the same city, as cards. */
export function RelatedProperties({ property }: { property: Property }) {
  const { t } = useT();
  const label = useTagLabel();
  const { data: related, loading, error, retry } = useRelatedListings(property);
  if (related && related.length === 0) return null;
  return (
    <section className="section prp-related-properties" aria-labelledby="related-properties">
      <div id="related-properties">
        <SectionTitle
          title={t('sections.related', { city: label(property.city) })}
          subtitle={t('related.subtitle')}
        />
      </div>
      <DataState data={related} loading={loading} error={error} retry={retry}>
        {(items) => (
          <ul className="prp-related-properties__list">
            {items.map((item) => (
              <li key={item.id}>
                <PropertyCard property={item} />
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </section>
  );
}
