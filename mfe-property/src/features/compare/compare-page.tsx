import { Link } from '@betoch/shared/router';
import { useCompareStore, LISTINGS_PATH } from '@betoch/shared';
import { EmptyState, PageHeading } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { PropertyBreadcrumbs } from '../property-detail/property-breadcrumbs';
import { CompareTable } from './compare-table';
import './compare-page.css';

/** `/property/compare`: the visitor's compare list as a table, or a way back to the listings. */
export function ComparePage() {
  const { t } = useT();
  const items = useCompareStore((s) => s.items);
  return (
    <div className="container prp-compare-page">
      <PropertyBreadcrumbs current={t('compare.title')} />
      <PageHeading
        title={t('compare.title')}
        subtitle={items.length > 0 ? t('compare.subtitle', { count: items.length }) : undefined}
      />
      {items.length > 0 ? (
        <CompareTable items={items} />
      ) : (
        <EmptyState
          title={t('compare.empty')}
          action={
            <Link className="btn btn--primary" to={LISTINGS_PATH}>
              {t('compare.browse')}
            </Link>
          }
        >
          {t('compare.emptyHint')}
        </EmptyState>
      )}
    </div>
  );
}
