import { PageHeading } from '@betoch/shared/ui';

/** `/components/favorites`, outside the layout. */
export default function FavoritesModulePage() {
  return <PageHeading title="Favorites" />;
}
