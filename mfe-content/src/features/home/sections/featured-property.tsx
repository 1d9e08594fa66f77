import { Link } from '@betoch/shared/router';
import { useFeaturedProperties } from '@betoch/shared';
import { DataState } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { HomeSection } from '../parts/home-section';
import { PropertyGrid } from '../parts/property-grid';
import { listingSearchUrl } from '../search/listing-search-url';

/** The agents' featured properties (`featured-property.json`). */
export function FeaturedProperty() {
  const { t } = useT();
  const section = useFeaturedProperties();
  return (
    <HomeSection
      name="featured-property"
      tinted
      title={t('sections.featured.title')}
      subtitle={t('sections.featured.subtitle')}
      action={
        <Link className="btn btn--ghost" to={listingSearchUrl({ tags: [], sort: 'newest' })}>
          {t('sections.viewAll')}
        </Link>
      }
    >
      <DataState {...section}>{(data) => <PropertyGrid properties={data.properties} />}</DataState>
    </HomeSection>
  );
}
