import { LISTINGS_PATH, type SortKey } from '@betoch/shared';

export interface ListingSearch {
  /** Filter tags (property `params`), e.g. "For sale", "Villa", "Bole". Empty ones are dropped. */
  tags: readonly string[];
  sort: SortKey;
}

/**
 * The listing URL of a home search, in the query string the listings remote reads
 * (mfe-listings `listing-query.ts`): one `tag` parameter per tag, in alphabetical order as the
 * listings write them, then `sort` — e.g. `?tag=Bole&tag=For+sale&sort=newest`.
 */
export function listingSearchUrl({ tags, sort }: ListingSearch, path = LISTINGS_PATH) {
  const chosen = [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))].sort();
  const query = new URLSearchParams();
  for (const tag of chosen) query.append('tag', tag);
  query.set('sort', sort);
  return `${path}?${query.toString()}`;
}
