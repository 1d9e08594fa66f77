import { Link, useLocation, useNavigate } from '@betoch/shared/router';
import {
  FAVORITES_PATH,
  hasToken,
  useCompareStore,
  useTranslation,
  useWishlistStore,
  COMPARE_PATH,
} from '@betoch/shared';
import { menuTarget } from './menu-items';
import { Icon } from '../icons';

function Badge({ count }: { count: number }) {
  return (
    <span className="list-link__badge" aria-hidden="true">
      {count}
    </span>
  );
}

/**
 * The header's ways to the visitor's two lists, each with its count: the wishlist to /favorites
 * (log-in first when logged out, coming back after) and compare to the compare table. The counts
 * come from the page's one wishlist and compare stores, so an add from any remote, or from
 * another tab (storage events), shows at once. The accessible name says the count.
 */
export function ListLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const wishlist = useWishlistStore((s) => s.items.length);
  const compare = useCompareStore((s) => s.items.length);
  const wishlistLabel = t('header.wishlist', { count: wishlist });
  const compareLabel = t('header.compare', { count: compare });
  return (
    <div className="list-links">
      <Link
        to={FAVORITES_PATH}
        className={`icon-btn list-link${pathname === FAVORITES_PATH ? ' active' : ''}`}
        aria-label={wishlistLabel}
        title={wishlistLabel}
        onClick={(event) => {
          // Decided at click time from the session store: the token may have changed.
          const target = menuTarget({ path: FAVORITES_PATH, requiresLogin: true }, hasToken());
          if (target === FAVORITES_PATH || !target) return;
          event.preventDefault();
          void navigate(target);
        }}
      >
        <Icon name="heart" />
        <Badge count={wishlist} />
      </Link>
      <Link
        to={COMPARE_PATH}
        className={`icon-btn list-link${pathname === COMPARE_PATH ? ' active' : ''}`}
        aria-label={compareLabel}
        title={compareLabel}
      >
        <Icon name="compare" />
        <Badge count={compare} />
      </Link>
    </div>
  );
}
