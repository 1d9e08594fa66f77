/*
 * Who receives a property's viewing requests (docs/enquiries.md "Who receives what"). Listings
 * have no publisher yet: until publishing implements this by asking the listings service, every
 * property's requests go to the agency's inbox.
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
