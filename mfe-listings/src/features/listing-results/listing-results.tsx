import { useEffect, useRef } from 'react';
import type { Pager, Property } from '@betoch/shared';
import { EmptyState, Pagination, PropertyCard } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { withoutFilters, withPage, withSort } from '../listing-query/listing-query';
import type { ListingQueryState } from '../listing-query/use-listing-query';
import { cardImageLoad } from './card-image-load';
import { SortSelect } from './sort-select';
import './listing-results.css';

interface Props extends ListingQueryState {
  /** The page's listings, as the listings client answered (6 at most). */
  items: readonly Property[];
  /** The answer's pager: a page past the end is the last page (docs/rules.md#pager). */
  pager: Pager;
  /** True while a newer query's answer loads. */
  busy: boolean;
  cards: 'grid' | 'list';
  columns: 2 | 3;
}

/** The count, the sort, one page of cards (6) and the pager; or the empty state. */
export function ListingResults({
  items: shown,
  pager,
  busy,
  cards,
  columns,
  query,
  go,
  hrefFor,
}: Props) {
  const { t } = useT();
  const top = useRef<HTMLDivElement>(null);
  const firstPage = useRef(pager.currentPage);

  // Another page: bring the top of the results back into view if it scrolled away.
  useEffect(() => {
    if (firstPage.current === pager.currentPage) return;
    firstPage.current = pager.currentPage;
    const box = top.current?.getBoundingClientRect();
    if (box && box.top < 0) top.current?.scrollIntoView({ block: 'start' });
  }, [pager.currentPage]);

  return (
    <div className="lst-listing-results" ref={top} aria-busy={busy}>
      <div className="lst-listing-results__bar">
        <div aria-live="polite" aria-atomic="true">
          <h2 className="lst-listing-results__count">
            {t('results.count', { count: pager.totalItems })}
          </h2>
          {pager.totalPages > 1 ? (
            <p className="lst-listing-results__showing muted">
              {t('results.showing', {
                from: pager.startIndex + 1,
                to: pager.endIndex + 1,
                total: pager.totalItems,
              })}
            </p>
          ) : null}
        </div>
        <SortSelect value={query.sort} onChange={(sort) => go(withSort(query, sort))} />
      </div>
      {shown.length === 0 ? (
        <EmptyState
          title={t('results.empty')}
          action={
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => go(withoutFilters(query))}
            >
              {t('filters.clear')}
            </button>
          }
        >
          {t('results.emptyHint')}
        </EmptyState>
      ) : (
        <ul
          className={`lst-listing-results__cards lst-listing-results__cards--${cards}-${columns}`}
        >
          {shown.map((property, index) => (
            <li key={property.id}>
              <PropertyCard property={property} layout={cards} load={cardImageLoad(index)} />
            </li>
          ))}
        </ul>
      )}
      <Pagination pager={pager} hrefForPage={(page) => hrefFor(withPage(query, page))} />
    </div>
  );
}
