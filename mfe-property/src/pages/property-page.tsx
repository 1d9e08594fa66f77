import { useParams, useSearchParams } from 'react-router-dom';
import { NotFoundRedirect, PageHeading } from '@betoch/shared/ui';

const VARIANTS = ['image-box', 'image-slider', 'left-sidebar', 'sticky-tab', 'thumbnail-image'];

export function PropertyPage() {
  const { variant = '' } = useParams();
  const [params] = useSearchParams();
  if (!VARIANTS.includes(variant)) return <NotFoundRedirect />;
  return <PageHeading title={`Property ${params.get('id') ?? ''}`} />;
}
