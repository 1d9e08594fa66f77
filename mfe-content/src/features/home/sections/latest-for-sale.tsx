import { Link } from '@betoch/shared/router';
import { useLatestForSale } from '@betoch/shared';
import { DataState } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { HomeSection } from '../parts/home-section';
import { PropertyGrid } from '../parts/property-grid';
import { listingSearchUrl } from '../search/listing-search-url';
import { DEAL_TAGS } from '../search/search-options';

/** The newest homes for sale (`latest-for-sale.json`). */
export function LatestForSale() {
  const { t } = useT();
  const section = useLatestForSale();
  return (
    <HomeSection
      name="latest-for-sale"
      title={t('sections.latestForSale.title')}
      subtitle={t('sections.latestForSale.subtitle')}
      action={
        <Link
          className="btn btn--ghost"
          to={listingSearchUrl({ tags: [DEAL_TAGS.sale], sort: 'newest' })}
        >
          {t('sections.viewAll')}
        </Link>
      }
    >
      <DataState {...section}>{(data) => <PropertyGrid properties={data.properties} />}</DataState>
    </HomeSection>
  );
}
