import { useParams } from 'react-router-dom';
import { NotFoundRedirect, PageHeading } from '@betoch/shared/ui';

export const HOME_VARIANTS = [
  'slider-filter-search',
  'corporate',
  'enterprise',
  'classic',
  'image-content',
  'modern',
  'parallax-image',
  'search-tab',
  'typed-image',
  'morden-video',
  'map-v-search',
  'map-h-search',
] as const;

export function HomePage() {
  const { variant = '' } = useParams();
  if (!(HOME_VARIANTS as readonly string[]).includes(variant)) return <NotFoundRedirect />;
  return <PageHeading title="Find your home in Ethiopia" />;
}
