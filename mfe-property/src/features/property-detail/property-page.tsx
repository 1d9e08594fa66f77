import type { ComponentType } from 'react';
import { useParams, useSearchParams } from '@betoch/shared/router';
import { useListing, type Property, isPropertyLayout, type PropertyLayout } from '@betoch/shared';
import { DataState, NotFoundRedirect, PageHeading } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { ListingWithdrawn } from './listing-withdrawn';
import { PropertyNotFound } from './property-not-found';
import { ImageBoxLayout } from './layouts/image-box-layout';
import { ImageSliderLayout } from './layouts/image-slider-layout';
import { LeftSidebarLayout } from './layouts/left-sidebar-layout';
import { StickyTabLayout } from './layouts/sticky-tab-layout';
import { ThumbnailImageLayout } from './layouts/thumbnail-image-layout';

type Layout = ComponentType<{ property: Property }>;

const LAYOUTS: Record<PropertyLayout, Layout> = {
  'image-box': ImageBoxLayout,
  'image-slider': ImageSliderLayout,
  'left-sidebar': LeftSidebarLayout,
  'sticky-tab': StickyTabLayout,
  'thumbnail-image': ThumbnailImageLayout,
};

function PropertyView({ id, Layout }: { id: string; Layout: Layout }) {
  const { t } = useT();
  const { data, loading, error, retry } = useListing(id);
  // An unknown or withdrawn id loads fine: that is a message, not an endless skeleton.
  return (
    <>
      {/* The page keeps its one heading when the data file fails. */}
      {error ? <PageHeading title={t('page.title')} /> : null}
      <DataState data={data} loading={loading} error={error} retry={retry}>
        {(lookup) => {
          if (lookup.kind === 'live') return <Layout property={lookup.listing} />;
          if (lookup.kind === 'withdrawn')
            return <ListingWithdrawn id={lookup.id} title={lookup.title} />;
          return <PropertyNotFound id={id} />;
        }}
      </DataState>
    </>
  );
}

/** `/property/:variant?id=ID`: one property in the chosen layout (old links keep working). */
export function PropertyPage() {
  const { variant = '' } = useParams();
  const [params] = useSearchParams();
  if (!isPropertyLayout(variant)) return <NotFoundRedirect />;
  const id = params.get('id')?.trim() ?? '';
  return (
    <div className="container prp-property-page">
      <PropertyView key={variant} id={id} Layout={LAYOUTS[variant]} />
    </div>
  );
}
