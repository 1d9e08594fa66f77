/*
 * Who receives a property's viewing requests (docs/enquiries.md "Who receives what"): the account
 * that published the listing, asked of the listings service; the agency's inbox for a listing
 * without a publisher (the imported ones), and while the listings service cannot be asked.
 */

/** A publisher's account, the agency's inbox (a listing without a publisher), or no such listing. */
export type ListingRecipient = { userId: number } | 'agency' | 'unknown';

export interface ListingRecipients {
  /** Who reads the viewing requests of `listingId`. */
  recipientOf(listingId: string): Promise<ListingRecipient>;
}

/** Today's answer for every listing: the agency's inbox. */
export const AGENCY_FOR_EVERY_LISTING: ListingRecipients = {
  recipientOf: () => Promise.resolve('agency'),
};

/** How long the API waits for the listings service before the request goes to the agency. */
export const LISTING_LOOKUP_TIMEOUT_MS = 2_000;

/** The user id of a user code (`U-1003` is user 3: `userCodeOf` in account-store.ts). */
export function userIdOfCode(code: unknown): number | undefined {
  const match = typeof code === 'string' ? /^U-(\d{4,9})$/.exec(code) : null;
  const id = match ? Number(match[1]) - 1000 : Number.NaN;
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

/**
 * Asks the listings service at `baseUrl` (BETOCH_LISTINGS_URL) who published a listing:
 * `GET /api/listings/:id`'s `publisher.userCode`. No such listing, or a withdrawn one (404, 410):
 * `unknown`. A listing without a publisher, or a service that does not answer well in time: the
 * agency's inbox, so that a visitor's request is never lost to an outage.
 */
export function listingsServiceRecipients(
  baseUrl: string,
  fetchImpl: typeof fetch = fetch,
  onLookupFailed: (error: unknown) => void = () => undefined,
): ListingRecipients {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async recipientOf(listingId) {
      let response: Response;
      try {
        response = await fetchImpl(`${base}/api/listings/${encodeURIComponent(listingId)}`, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(LISTING_LOOKUP_TIMEOUT_MS),
        });
      } catch (error) {
        onLookupFailed(error);
        return 'agency';
      }
      if (response.status === 404 || response.status === 410) return 'unknown';
      if (!response.ok) {
        onLookupFailed(new Error(`the listings service answered ${response.status}`));
        return 'agency';
      }
      const body = (await response.json().catch(() => null)) as {
        publisher?: { userCode?: unknown };
      } | null;
      const userId = userIdOfCode(body?.publisher?.userCode);
      return userId === undefined ? 'agency' : { userId };
    },
  };
}
