import { Link } from '@betoch/shared/router';
import { useWishlistStore, LISTINGS_PATH } from '@betoch/shared';
import { EmptyState } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { FavoritesGrid } from './favorites-grid';
import './favorites.css';

/** The wishlist as cards, each with "Remove from wishlist"; an invitation to browse when empty. */
export function FavoritesList() {
  const { t } = useT();
  const items = useWishlistStore((s) => s.items);

  if (items.length === 0) {
    return (
      <EmptyState
        title={t('favorites.emptyTitle')}
        action={
          <Link className="btn btn--primary" to={LISTINGS_PATH}>
            {t('favorites.browse')}
          </Link>
        }
      >
        {t('favorites.emptyText')}
      </EmptyState>
    );
  }

  return <FavoritesGrid items={items} />;
}
