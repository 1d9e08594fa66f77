import { filterProperties, isForSale, type Property } from '@betoch/shared';
import { toPropertyFilter, type DealTab, type ListingQuery } from './listing-query';
import { tagGrouperFor } from '../listing-filters/tag-groups';

/** The number of matching listings on each tab. */
export type DealCounts = Record<DealTab, number>;

function onTab(property: Pick<Property, 'id'>, deal: DealTab): boolean {
  return deal === 'all' || isForSale(property.id) === (deal === 'sale');
}

/**
 * The listings a page shows, in order: the query's filters and sort (docs/rules.md#filtering; tags
 * of one group OR, of different groups AND, grouped as the panel shows them), then, on the tab
 * layouts, only the chosen deal (for-sale ids contain 'b').
 */
export function selectListings<T extends Property>(
  properties: readonly T[],
  query: ListingQuery,
  byDeal: boolean,
): T[] {
  const filter = { ...toPropertyFilter(query), tagGroup: tagGrouperFor(properties) };
  const matched = filterProperties(properties, filter);
  return byDeal ? matched.filter((p) => onTab(p, query.deal)) : matched;
}

/** How many of the filtered listings each tab holds. */
export function countByDeal(matched: readonly Pick<Property, 'id'>[]): DealCounts {
  const sale = matched.filter((p) => isForSale(p.id)).length;
  return { sale, rent: matched.length - sale, all: matched.length };
}
