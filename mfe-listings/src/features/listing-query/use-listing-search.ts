import { useState } from 'react';
import {
  listingSearchParams,
  useAsyncData,
  useDataLanguage,
  type AsyncData,
  type ListingAnswer,
  type ListingPage,
} from '@betoch/shared';
import { toListingSearch, type ListingQuery } from './listing-query';

/** The listing page's answer: the page of results, the pager, the counts, and whether complete. */
export type ListingSearchAnswer = ListingAnswer<ListingPage>;

/**
 * The answer to the page's query from the listings client (the service, or the static JSON when
 * it fails). Rendered on the server, the page carries this answer only: the page of listings and
 * the counts. While another query loads, the last answer stays on screen (`loading` true), so a
 * filter change does not blank the results.
 */
export function useListingSearch(
  query: ListingQuery,
  byDeal: boolean,
): AsyncData<ListingSearchAnswer> & { busy: boolean } {
  const language = useDataLanguage();
  const search = toListingSearch(query, byDeal);
  const key = listingSearchParams(search, language);
  // The client's code comes with the first search made here: a page the server rendered was
  // taken over with its answer and makes none on its first visit (docs/targets.md, the budget).
  const current = useAsyncData(
    'useListingSearch',
    () =>
      import('@betoch/shared/data/listings-client').then(({ searchListings }) =>
        searchListings(search, language),
      ),
    [key],
  );
  const [last, setLast] = useState(current.data);
  // The last answer, kept as derived state (React's "storing information from previous renders").
  if (current.data && current.data !== last) setLast(current.data);
  if (current.loading && last) return { ...current, data: last, loading: false, busy: true };
  return { ...current, busy: current.loading };
}
