import { PageHeading } from '@betoch/shared/ui';

/** `/favorites`, inside the layout. */
export default function FavoritesPage() {
  return <PageHeading title="Favorites" />;
}
