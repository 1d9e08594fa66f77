import { Link } from '@betoch/shared/router';
import { useLatestForRent } from '@betoch/shared';
import { DataState } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { HomeSection } from '../parts/home-section';
import { PropertyGrid } from '../parts/property-grid';
import { listingSearchUrl } from '../search/listing-search-url';
import { DEAL_TAGS } from '../search/search-options';

/** The newest rentals (`latest-for-rent.json`). */
export function LatestForRent() {
  const { t } = useT();
  const section = useLatestForRent();
  return (
    <HomeSection
      name="latest-for-rent"
      title={t('sections.latestForRent.title')}
      subtitle={t('sections.latestForRent.subtitle')}
      action={
        <Link
          className="btn btn--ghost"
          to={listingSearchUrl({ tags: [DEAL_TAGS.rent], sort: 'newest' })}
        >
          {t('sections.viewAll')}
        </Link>
      }
    >
      <DataState {...section}>{(data) => <PropertyGrid properties={data.properties} />}</DataState>
    </HomeSection>
  );
}
