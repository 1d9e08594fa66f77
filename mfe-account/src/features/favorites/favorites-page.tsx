import { PageHeading } from '@betoch/shared/ui';
import { FavoritesList } from './favorites-list';
import { RequireLogin } from '../session/require-login';
import { useT } from '../../i18n';

/**
 * `/favorites`, inside the layout: the wishlist, for logged-in visitors (docs/routes.md#redirects).
 */
export default function FavoritesPage() {
  const { t } = useT();
  return (
    <RequireLogin>
      <div className="container">
        <PageHeading title={t('favorites.title')} subtitle={t('favorites.subtitle')} />
        <FavoritesList />
      </div>
    </RequireLogin>
  );
}
