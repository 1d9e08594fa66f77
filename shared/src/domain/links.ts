import { isForSale } from './property-id';
import type { BlogSidebar, PropertyLayout } from './paths';

/**
 * The site's link builders: the address of a property, an agent, a post or an agreement, and the
 * `tel:` and `mailto:` links of data (a phone, an address), each written once.
 */

/**
 * A property's page, in the layout the old links use unless another is asked for
 * (docs/routes.md#addresses-that-must-keep-working).
 */
export function propertyUrl(id: string, layout: PropertyLayout = 'image-box'): string {
  return `/property/${layout}?id=${encodeURIComponent(id)}`;
}

/** An agent's profile. */
export function agentUrl(id: string): string {
  return `/agent/agent-profile?id=${encodeURIComponent(id)}`;
}

/** A blog post, with the sidebar on the right unless another layout is asked for. */
export function blogPostUrl(id: string, sidebar: BlogSidebar = 'right-sidebar'): string {
  return `/page/blog-detail/${sidebar}?id=${encodeURIComponent(id)}`;
}

/** The query string keys of the blog list. */
export type BlogQueryKey = 'q' | 'category' | 'tag' | 'page';

/** The blog list in a layout, with its filters (empty values are left out). */
export function blogListUrl(
  sidebar: BlogSidebar,
  query: Partial<Record<BlogQueryKey, string | number>> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/page/blog-page/${sidebar}${search ? `?${search}` : ''}`;
}

/**
 * The agreement page pre-filled with a property: `/contract/sale?id=…` for a for-sale id,
 * `/contract/lease?id=…` for a rental.
 */
export function agreementUrl(id: string): string {
  const kind = isForSale(id) ? 'sale' : 'lease';
  return `/contract/${kind}?${new URLSearchParams({ id }).toString()}`;
}

// A phone as people write it: an optional +, digits, spaces, dashes, dots and brackets.
const PHONE = /^\+?[\d\s().-]+$/;

// One @, no character that would start mailto's query (`?cc=`, `&body=`) or another address.
const EMAIL = /^[^\s@?&#/:;,<>"'()[\]\\]+@[^\s@?&#/:;,<>"'()[\]\\]+\.[^\s@?&#/:;,<>"'()[\]\\]+$/;

/**
 * The `tel:` link of a phone number as people write it ("+251 911 27 40 93", "(011) 661-2345"):
 * `tel:` and its digits (and a leading +), or null when it is not a phone number.
 */
export function telHref(phone: string): string | null {
  const value = phone.trim();
  if (value.length > 2048 || !PHONE.test(value)) return null;
  const digits = value.replace(/[^\d+]/g, '');
  return /^\+?\d{3,20}$/.test(digits) ? `tel:${digits}` : null;
}

/** What a `mailto:` link fills in for the visitor. */
export interface MailFields {
  subject?: string;
  body?: string;
}

/**
 * The `mailto:` link of one plain address, with the subject and body filled in when given, or null
 * when the value is not a single plain address (no `?cc=` or second address can be smuggled in).
 */
export function mailtoHref(address: string, fields: MailFields = {}): string | null {
  const value = address.trim();
  if (value.length > 254 || !EMAIL.test(value)) return null;
  const query = (['subject', 'body'] as const)
    .filter((key) => fields[key] !== undefined)
    .map((key) => `${key}=${encodeURIComponent(fields[key] ?? '')}`)
    .join('&');
  return `mailto:${value}${query ? `?${query}` : ''}`;
}
