import { useMemo } from 'react';
import type { Property } from '@betoch/shared';
import { useT } from '../../i18n';
import { DealTabs, dealTabId } from '../deal-tabs/deal-tabs';
import { ListingFilters } from '../listing-filters/listing-filters';
import type { ListingLayout } from './listing-layout';
import { ListingMap } from '../listing-map/listing-map';
import { ListingResults } from '../listing-results/listing-results';
import { countByDeal, selectListings } from '../listing-query/listing-selection';
import { useListingQuery } from '../listing-query/use-listing-query';
import './listing-view.css';

const PANEL_ID = 'listing-tab-panel';

interface Props {
  properties: readonly Property[];
  layout: ListingLayout;
}

/** A listing page once the data is there: map, tabs, filters and results, as the layout says. */
export function ListingView({ properties, layout }: Props) {
  const { t } = useT();
  const state = useListingQuery();
  const { query } = state;
  const everyDeal = useMemo(() => selectListings(properties, query, false), [properties, query]);
  const matched = useMemo(
    () => (layout.tabs ? selectListings(properties, query, true) : everyDeal),
    [layout.tabs, properties, query, everyDeal],
  );

  const filters = (
    <ListingFilters
      properties={properties}
      placement={layout.sidebar === 'none' ? 'panel' : 'sidebar'}
      withoutDealTags={layout.tabs}
      query={query}
      go={state.go}
    />
  );
  const results = (
    <ListingResults {...state} matched={matched} cards={layout.cards} columns={layout.columns} />
  );

  return (
    <div className="lst-listing-view">
      {layout.map ? <ListingMap properties={matched} /> : null}
      {layout.tabs ? (
        <DealTabs counts={countByDeal(everyDeal)} panelId={PANEL_ID} query={query} go={state.go} />
      ) : null}
      <div className={`lst-listing-view__columns lst-listing-view__columns--${layout.sidebar}`}>
        {layout.sidebar === 'none' ? (
          filters
        ) : (
          <aside className="lst-listing-view__sidebar" aria-label={t('filters.heading')}>
            {filters}
          </aside>
        )}
        {layout.tabs ? (
          <div role="tabpanel" id={PANEL_ID} aria-labelledby={dealTabId(query.deal)}>
            {results}
          </div>
        ) : (
          results
        )}
      </div>
    </div>
  );
}
