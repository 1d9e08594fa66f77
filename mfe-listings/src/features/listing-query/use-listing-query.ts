import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@betoch/shared/router';
import { formatListingQuery, parseListingQuery, type ListingQuery } from './listing-query';

export interface ListingQueryState {
  query: ListingQuery;
  /** Goes to another query: a new history entry, so Back returns to this one. */
  go: (next: ListingQuery) => void;
  /** The address (query string only; the path is kept) of another query, for links. */
  hrefFor: (next: ListingQuery) => string;
}

/** The listing page's choices, read from and written to the address's query string. */
export function useListingQuery(): ListingQueryState {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseListingQuery(params), [params]);
  // The shell keeps scroll and focus on query-only changes, so filtering does not jump the page.
  const go = useCallback(
    (next: ListingQuery) => setParams(formatListingQuery(next), { preventScrollReset: true }),
    [setParams],
  );
  const hrefFor = useCallback((next: ListingQuery) => `?${formatListingQuery(next)}`, []);
  return { query, go, hrefFor };
}
