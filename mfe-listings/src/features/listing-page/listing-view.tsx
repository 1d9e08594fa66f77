import { useT } from '../../i18n';
import { DealTabs, dealTabId } from '../deal-tabs/deal-tabs';
import { ListingFilters } from '../listing-filters/listing-filters';
import type { ListingLayout } from './listing-layout';
import { ListingMap } from '../listing-map/listing-map';
import { ListingResults } from '../listing-results/listing-results';
import { toListingSearch, withArea } from '../listing-query/listing-query';
import type { ListingQueryState } from '../listing-query/use-listing-query';
import type { ListingSearchAnswer } from '../listing-query/use-listing-search';
import './listing-view.css';

const PANEL_ID = 'listing-tab-panel';

interface Props extends ListingQueryState {
  /** The listings client's answer to the address's query. */
  answer: ListingSearchAnswer;
  /** True while the answer to a newer query loads (the last one stays on screen). */
  busy: boolean;
  layout: ListingLayout;
}

/** A listing page once the answer is there: map, tabs, filters and results, as the layout says. */
export function ListingView({ answer, busy, layout, ...state }: Props) {
  const { t } = useT();
  const { query } = state;

  const filters = (
    <ListingFilters
      facets={answer.facets}
      placement={layout.sidebar === 'none' ? 'panel' : 'sidebar'}
      withoutDealTags={layout.tabs}
      query={query}
      go={state.go}
    />
  );
  const results = (
    <ListingResults
      {...state}
      items={answer.items}
      pager={answer.pager}
      busy={busy}
      cards={layout.cards}
      columns={layout.columns}
    />
  );

  return (
    <div className="lst-listing-view">
      {answer.complete ? null : (
        <p className="alert lst-listing-view__incomplete" role="status">
          {t('results.incomplete')}
        </p>
      )}
      {layout.map ? (
        <ListingMap
          properties={answer.items}
          search={toListingSearch(query, layout.tabs)}
          area={query.bbox}
          onArea={(area) => state.go(withArea(query, area))}
        />
      ) : null}
      {layout.tabs ? (
        <DealTabs counts={answer.dealCounts} panelId={PANEL_ID} query={query} go={state.go} />
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
