import { Link, useLocation, useSearchParams } from '@betoch/shared/router';
import { pageAddress, pageOfAddress, usePropertiesByOwner, LISTINGS_PATH } from '@betoch/shared';
import { DataState, EmptyState, Pagination, PropertyCard } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import '../favorites/favorites.css';

/**
 * A page (`?page=`) of the listings whose `ownerCode` is the account's `userCode`; no pager when
 * they fit on one page.
 */
export function MyPropertiesList({ userCode }: { userCode: string }) {
  const { t } = useT();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { data, loading, error, retry } = usePropertiesByOwner(userCode, pageOfAddress(params));

  return (
    <DataState data={data} loading={loading} error={error} retry={retry}>
      {({ total, pager, items }) =>
        items.length === 0 ? (
          <EmptyState
            title={t('myProperties.emptyTitle')}
            action={
              <Link className="btn btn--primary" to={LISTINGS_PATH}>
                {t('myProperties.browse')}
              </Link>
            }
          >
            {t('myProperties.emptyText')}
          </EmptyState>
        ) : (
          <div className="acc-favorites">
            <div className="acc-favorites__bar">
              <p className="acc-favorites__count">{t('myProperties.count', { count: total })}</p>
            </div>
            <ul className="acc-favorites__grid">
              {items.map((property) => (
                <li key={property.id}>
                  <PropertyCard property={property} headingLevel={2} />
                </li>
              ))}
            </ul>
            {pager.totalPages > 1 ? (
              <Pagination
                pager={pager}
                hrefForPage={(page) => pageAddress(pathname, params, page)}
              />
            ) : null}
          </div>
        )
      }
    </DataState>
  );
}
