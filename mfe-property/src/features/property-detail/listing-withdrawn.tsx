import { LISTINGS_PATH, dealOf, notFoundMark, type Deal } from '@betoch/shared';
import { Link } from '@betoch/shared/router';
import { PageHeading } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { PropertyBreadcrumbs } from './property-breadcrumbs';
import './property-not-found.css';

/** The listings of the same deal: the search a visitor of a withdrawn listing most likely wants. */
function sameDealListingsUrl(deal: Deal): string {
  const params = new URLSearchParams({ tag: deal === 'sale' ? 'For sale' : 'For rent' });
  return `${LISTINGS_PATH}?${params.toString()}`;
}

interface Props {
  id: string;
  /** Its title in the page's language, from the listings service's 410; unknown without it. */
  title?: string;
}

/**
 * A listing its publisher withdrew (the listings service's `410`, docs/publishing.md "On the
 * site"): its title, that it is no longer available, and the way to the listings of its deal and
 * to all of them. Not the not-found page: the link was right, the listing is gone; the server
 * answers it 410 (notFoundMark('gone')), so search engines drop it.
 */
export function ListingWithdrawn({ id, title }: Props) {
  const { t } = useT();
  const deal = dealOf(id);
  const heading = title ?? t('withdrawn.untitled', { id });
  return (
    <div className="prp-property-not-found" {...notFoundMark('gone')}>
      <PropertyBreadcrumbs current={heading} />
      <PageHeading title={heading} />
      <div className="card prp-property-not-found__card" role="status">
        <p className="prp-property-not-found__message">{t('withdrawn.status')}</p>
        <p className="muted">{t(deal === 'sale' ? 'withdrawn.sale' : 'withdrawn.rent')}</p>
        <p className="prp-property-not-found__links">
          <Link className="btn btn--primary" to={sameDealListingsUrl(deal)}>
            {t(deal === 'sale' ? 'withdrawn.similarSale' : 'withdrawn.similarRent')}
          </Link>
          <Link className="btn" to={LISTINGS_PATH}>
            {t('withdrawn.browse')}
          </Link>
        </p>
      </div>
    </div>
  );
}
