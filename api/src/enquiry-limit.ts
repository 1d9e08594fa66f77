import { randomUUID } from 'node:crypto';
import type { EnquiryKind } from '@betoch/shared/domain/enquiry-rules';
import {
  DAILY_KEY_PREFIX,
  DAILY_WINDOW_MS,
  refundOnce,
  type LoginCounterStore,
} from './login-throttle';

/*
 * How many enquiries may be sent (docs/enquiries.md "Limits"): counted in the accounts database
 * with the log-in throttle's events, as the sign-up limit is, so every API process counts the
 * same. Each bound answers one abuse: a script at one address, a flood at one property from many,
 * a flood at the agency's inbox from many.
 */

export interface EnquiryBound {
  limit: number;
  windowMs: number;
}

export const ENQUIRY_LIMITS = {
  /** From one address (IPv6 by /64): a person sends a few; many people share a carrier address. */
  addressShort: { limit: 5, windowMs: 10 * 60_000 },
  addressDay: { limit: 20, windowMs: DAILY_WINDOW_MS },
  /** Viewing requests of one property, from every address. */
  listing: { limit: 20, windowMs: 60 * 60_000 },
  /** Contact messages, all of which reach the agency's inbox. */
  agencyContact: { limit: 60, windowMs: 60 * 60_000 },
} as const satisfies Record<string, EnquiryBound>;

export type EnquiryLimits = Record<keyof typeof ENQUIRY_LIMITS, EnquiryBound>;

/** The limits with `perAddress` enquiries an address may send in 10 minutes, 4 times as many a day. */
export function enquiryLimits(perAddress: number | undefined): EnquiryLimits {
  if (perAddress === undefined) return ENQUIRY_LIMITS;
  return {
    ...ENQUIRY_LIMITS,
    addressShort: { ...ENQUIRY_LIMITS.addressShort, limit: perAddress },
    addressDay: { ...ENQUIRY_LIMITS.addressDay, limit: perAddress * 4 },
  };
}

/** Which bound refused an enquiry: the visitor's own sending, or everyone's at one inbox. */
export type EnquiryLimitReason = 'address' | 'listing' | 'agency';

export type EnquiryAdmission =
  | { allowed: true; refund(): Promise<void> }
  | { allowed: false; reason: EnquiryLimitReason; retryAfterSeconds: number };

export interface EnquiryLimit {
  /** Counts an enquiry from `address` (a `clientAddressKey`) under every bound, or says which refused. */
  take(
    address: string,
    enquiry: { kind: EnquiryKind; listingId: string | null },
  ): Promise<EnquiryAdmission>;
}

export function createEnquiryLimit(
  store: Pick<LoginCounterStore, 'take' | 'refund'>,
  now: () => number = Date.now,
  limits: EnquiryLimits = ENQUIRY_LIMITS,
): EnquiryLimit {
  return {
    async take(address, { kind, listingId }) {
      // One id for every key: a refusal or a refund takes the enquiry back from all of them.
      const attempt = randomUUID();
      const bounds: [EnquiryLimitReason, string, EnquiryBound][] = [
        ['address', `enquiry ${address}`, limits.addressShort],
        ['address', `${DAILY_KEY_PREFIX}enquiry ${address}`, limits.addressDay],
        kind === 'viewing'
          ? ['listing', `enquiry listing ${listingId ?? ''}`, limits.listing]
          : ['agency', 'enquiry contact', limits.agencyContact],
      ];
      for (const [reason, key, { limit, windowMs }] of bounds) {
        const taken = await store.take({ key, attempt, now, windowMs, limit });
        if (!taken.allowed) {
          // A refused enquiry counts nowhere: it was not sent.
          await store.refund(attempt);
          const retryAfterSeconds = Math.ceil(Math.max(taken.waitMs, 1000) / 1000);
          return { allowed: false, reason, retryAfterSeconds };
        }
      }
      return { allowed: true, refund: refundOnce(store, attempt) };
    },
  };
}

/** "in 4 minutes", "in 1 minute", "in 3 hours": a wait rounded up, in words. */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 90) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `in ${Math.ceil(minutes / 60)} hours`;
}

/** The 429's message: why, in the visitor's terms. */
export function limitMessage(reason: EnquiryLimitReason, retryAfterSeconds: number): string {
  switch (reason) {
    case 'address':
      return `You have sent several requests in a short time. Please try again ${waitInWords(retryAfterSeconds)}.`;
    case 'listing':
      return 'This property has received many requests in the last hour. Please try again later.';
    default:
      return 'We have received many messages in the last hour. Please try again later.';
  }
}
