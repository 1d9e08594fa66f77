import { useMemo, useState } from 'react';
import { useCurrencyStore, type FacetCounts } from '@betoch/shared';
import { useT } from '../../i18n';
import {
  activeFilterCount,
  withFilters,
  withoutFilters,
  withTag,
  withText,
} from '../listing-query/listing-query';
import type { ListingQueryState } from '../listing-query/use-listing-query';
import { facetGroups } from './tag-groups';
import { RangeFilter } from './range-filter';
import { TagFieldset } from './tag-fieldset';
import { TextFilter } from './text-filter';
import './listing-filters.css';

interface Props extends Pick<ListingQueryState, 'query' | 'go'> {
  /** Each tag by group, with the number of listings choosing it would give. */
  facets: FacetCounts;
  /** Beside the results (a sidebar) or above them (a panel that opens). */
  placement: 'sidebar' | 'panel';
  /** Leaves the deal tags out where tabs already choose the deal. */
  withoutDealTags?: boolean;
}

/**
 * The filter panel: tag checkboxes by group, price and area ranges, and "Clear filters". Every
 * change goes to the address (page 1), so it can be bookmarked and Back undoes it. On narrow
 * screens (and above the results) it folds behind a "Show filters" button.
 */
export function ListingFilters({ facets, placement, withoutDealTags = false, query, go }: Props) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const currency = useCurrencyStore((s) => s.currency.currency);
  const groups = useMemo(
    () => facetGroups(facets).filter((group) => !withoutDealTags || group.name !== 'deal'),
    [facets, withoutDealTags],
  );
  const active = activeFilterCount(query);
  // A new key when the address's ranges (Back) or the currency change: the inputs start over.
  const rangeKey = [
    query.price.min,
    query.price.max,
    query.area.min,
    query.area.max,
    currency,
  ].join('|');

  return (
    <div
      className={`lst-listing-filters lst-listing-filters--${placement}${open ? ' lst-is-open' : ''}`}
    >
      <div className="lst-listing-filters__bar">
        <h2 className="lst-listing-filters__heading">
          {t('filters.heading')}
          {active > 0 ? (
            <span className="lst-listing-filters__active">
              {' '}
              {t('filters.active', { count: active })}
            </span>
          ) : null}
        </h2>
        <button
          type="button"
          className="btn lst-listing-filters__toggle"
          aria-expanded={open}
          aria-controls="listing-filters-body"
          onClick={() => setOpen((value) => !value)}
        >
          {t(open ? 'filters.hide' : 'filters.show')}
        </button>
      </div>
      <div className="lst-listing-filters__body" id="listing-filters-body">
        <TextFilter value={query.q} onSearch={(q) => go(withText(query, q))} />
        <div className="lst-listing-filters__groups">
          {groups.map((group) => (
            <TagFieldset
              key={group.name}
              group={group}
              chosen={query.tags}
              onToggle={(tag, chosen) => go(withTag(query, tag, chosen))}
            />
          ))}
        </div>
        <RangeFilter
          key={rangeKey}
          price={query.price}
          area={query.area}
          onApply={(ranges) => go(withFilters(query, ranges))}
        />
        {active > 0 ? (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => go(withoutFilters(query))}
          >
            {t('filters.clear')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
