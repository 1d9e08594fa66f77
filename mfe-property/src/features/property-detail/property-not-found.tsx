import { LISTINGS_PATH } from '@betoch/shared';
import { Link } from '@betoch/shared/router';
import { PageHeading } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { PropertyBreadcrumbs } from './property-breadcrumbs';
import './property-not-found.css';

/** An unknown or missing `?id=`: say so in the page and offer the listings (no redirect). */
export function PropertyNotFound({ id }: { id: string }) {
  const { t } = useT();
  return (
    <div className="prp-property-not-found">
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
