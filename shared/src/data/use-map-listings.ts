import { useEffect, useState } from 'react';
import { useDataLanguage } from './hooks';
import { listingSearchParams, type BoundingBox, type ListingSearchQuery } from './listing-search';
import type { ListingAnswer, ListingMapAnswer } from './listings-client';

/**
 * The listings of `search` inside the box a map shows (`mapListings`: the service, or the static
 * JSON when it fails), for a map that follows its own bounds. Undefined until the map reports a
 * box, so the server render and the first paint draw the caller's own pins; then the answer for
 * the latest box and search, the last one staying on screen while a newer loads. An answer to an
 * older box or search is dropped; a failure of both sources keeps the last answer.
 */
export function useMapListings(
  search: ListingSearchQuery,
  box: BoundingBox | null,
): ListingAnswer<ListingMapAnswer> | undefined {
  const language = useDataLanguage();
  const [answer, setAnswer] = useState<ListingAnswer<ListingMapAnswer>>();
  // The map ignores the page and the sort: equal keys, equal requests.
  const request = box
    ? { ...search, page: undefined, pageSize: undefined, sort: undefined, bbox: box }
    : undefined;
  const key = request ? listingSearchParams(request, language) : undefined;
  useEffect(() => {
    if (!request) return undefined;
    let current = true;
    // The client's code comes with the map's first box (hooks.ts: loaders load on first use).
    import('./listings-client')
      .then(({ mapListings }) => mapListings(request, language))
      .then(
        (map) => {
          if (current) setAnswer(map);
        },
        (error: unknown) => console.warn('[betoch] the map’s listings could not be loaded:', error),
      );
    return () => {
      current = false;
    };
    // `key` is the request and its language, written out: a new object with equal values asks
    // nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer;
}
