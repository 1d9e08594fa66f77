import { Link } from '@betoch/shared/router';
import { HOME_PATH, LISTINGS_PATH } from '@betoch/shared';
import { PageHeading } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import { ListingSearchForm } from './listing-search-form';
import './not-found.css';

/** Where every unknown address lands: what happened, where to go, and a search of the listings. */
export function NotFoundPage() {
  const { t } = usePagesT();
  return (
    <div className="container cnt-not-found">
      <p className="cnt-not-found__code" aria-hidden="true">
        404
      </p>
      <PageHeading title={t('notFound.title')} subtitle={t('notFound.text')} />
      <div className="cnt-not-found__links">
        <Link className="btn btn--primary" to={HOME_PATH}>
          {t('notFound.home')}
        </Link>
        <Link className="btn" to={LISTINGS_PATH}>
          {t('notFound.listings')}
        </Link>
      </div>
      <ListingSearchForm />
    </div>
  );
}
