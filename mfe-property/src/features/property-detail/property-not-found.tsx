import { LISTINGS_PATH, notFoundMark } from '@betoch/shared';
import { Link } from '@betoch/shared/router';
import { PageHeading } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { PropertyBreadcrumbs } from './property-breadcrumbs';
import './property-not-found.css';

/**
 * An unknown or missing `?id=`: say so in the page and offer the listings (no redirect); the server
 * answers it 404 (notFoundMark).
 */
export function PropertyNotFound({ id }: { id: string }) {
  const { t } = useT();
  return (
    <div className="prp-property-not-found" {...notFoundMark('page')}>
      <PropertyBreadcrumbs current={t('notFound.title')} />
      <PageHeading title={t('notFound.title')} />
      <div className="card prp-property-not-found__card" role="status">
        <p className="prp-property-not-found__message">
          {id ? t('notFound.message', { id }) : t('notFound.missing')}
        </p>
        <p className="muted">{t('notFound.hint')}</p>
        <Link className="btn btn--primary" to={LISTINGS_PATH}>
          {t('notFound.browse')}
        </Link>
      </div>
    </div>
  );
}
