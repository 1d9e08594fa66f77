import { safeLinkHref } from '@betoch/shared';

/** The address of an agent's profile. */
export function agentProfilePath(id: string): string {
  return `/agent/agent-profile?id=${encodeURIComponent(id)}`;
}

/** A phone number as a `tel:` link target (its digits), or null when it is not a phone number. */
export function telHref(phone: string): string | null {
  return safeLinkHref(phone, 'tel');
}
