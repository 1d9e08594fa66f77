import type { ComponentType } from 'react';
import { useParams, useSearchParams } from '@betoch/shared/router';
import { useProperty, type Property, isPropertyLayout, type PropertyLayout } from '@betoch/shared';
import { DataState, NotFoundRedirect, PageHeading } from '@betoch/shared/ui';
import { useT } from '../../i18n';
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
  const { data, loading, error, retry } = useProperty(id);
  // An unknown id loads fine but finds nothing: that is a message, not an endless skeleton.
  const outcome = loading || error ? undefined : { property: data };
  return (
    <>
      {/* The page keeps its one heading when the data file fails. */}
      {error ? <PageHeading title={t('page.title')} /> : null}
      <DataState data={outcome} loading={loading} error={error} retry={retry}>
        {({ property }) =>
          property ? <Layout property={property} /> : <PropertyNotFound id={id} />
        }
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
