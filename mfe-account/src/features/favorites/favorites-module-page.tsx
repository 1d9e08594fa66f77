import { PageHeading } from '@betoch/shared/ui';
import { BareTopBar } from '../user-widget/bare-top-bar';
import { FavoritesList } from './favorites-list';
import { RequireLogin } from '../session/require-login';
import { useT } from '../../i18n';

/**
 * `/components/favorites`, outside the layout: the same list and actions as `/favorites`, and the
 * same rule (logged-in visitors only), with a small bar instead of the header.
 */
export default function FavoritesModulePage() {
  const { t } = useT();
  return (
    <RequireLogin>
      <BareTopBar />
      <div className="container">
        <PageHeading title={t('favorites.title')} subtitle={t('favorites.subtitle')} />
        <FavoritesList />
      </div>
    </RequireLogin>
  );
}
