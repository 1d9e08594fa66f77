import { Link } from '@betoch/shared/router';
import { usePropertiesByOwner, LISTINGS_PATH } from '@betoch/shared';
import { DataState, EmptyState, PropertyCard } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import '../favorites/favorites.css';

/** The listings whose `ownerCode` is the account's `userCode`. */
export function MyPropertiesList({ userCode }: { userCode: string }) {
  const { t } = useT();
  const { data, loading, error, retry } = usePropertiesByOwner(userCode);

  return (
    <DataState data={data} loading={loading} error={error} retry={retry}>
      {(properties) =>
        properties.length === 0 ? (
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
              <p className="acc-favorites__count">
                {t('myProperties.count', { count: properties.length })}
              </p>
            </div>
            <ul className="acc-favorites__grid">
              {properties.map((property) => (
                <li key={property.id}>
                  <PropertyCard property={property} headingLevel={2} />
                </li>
              ))}
            </ul>
          </div>
        )
      }
    </DataState>
  );
}
