import { HOME_PATH, LISTINGS_PATH } from '@betoch/shared';
import { useParams } from '@betoch/shared/router';
import { Breadcrumbs, DataState, NotFoundRedirect, PageHeading } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { useListingQuery } from '../listing-query/use-listing-query';
import { useListingSearch } from '../listing-query/use-listing-search';
import type { ListingLayout } from './listing-layout';
import { ListingView } from './listing-view';
import './listing-page.css';

const TITLE_KEYS: Record<ListingLayout['kind'], string> = {
  grid: 'title.grid',
  list: 'title.list',
  'grid-map': 'title.gridMap',
  'list-map': 'title.listMap',
  tabs: 'title.tabs',
};

/** One listing layout: trail, heading, then the data-backed view (or its loading/error state). */
export function ListingPage({ layout }: { layout: ListingLayout }) {
  const { t } = useT();
  const state = useListingQuery();
  const { data, loading, error, retry, busy } = useListingSearch(state.query, layout.tabs);
  const title = t(TITLE_KEYS[layout.kind]);
  return (
    <div className="container section lst-listing-page">
      <Breadcrumbs
        items={[
          { label: t('crumbs.home'), to: HOME_PATH },
          { label: t('crumbs.listings'), to: LISTINGS_PATH },
          { label: title },
        ]}
      />
      <PageHeading title={title} subtitle={t('subtitle')} />
      <DataState data={data} loading={loading} error={error} retry={retry}>
        {(answer) => <ListingView answer={answer} busy={busy} layout={layout} {...state} />}
      </DataState>
    </div>
  );
}

/** Reads the layout from the route's segments; an unknown segment goes to the 404 page. */
export function ListingPageFromParams({
  parse,
}: {
  parse: (params: Record<string, string | undefined>) => ListingLayout | null;
}) {
  const layout = parse(useParams());
  return layout ? <ListingPage layout={layout} /> : <NotFoundRedirect />;
}
