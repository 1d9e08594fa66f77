import { mailtoHref, telHref } from './links';

/**
 * What a link from the data set is meant to be: a web page (`https:` only), a phone number
 * (`tel:`) or an e-mail address (`mailto:`).
 */
export type LinkKind = 'https' | 'tel' | 'mailto';

// No whitespace or control characters anywhere: browsers strip some of them from URLs, which is how
// `java\tscript:` slips past a naive check.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f]/;

function webHref(value: string): string | null {
  if (UNSAFE_CHARACTERS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  // Credentials in a link (`https://bank.et@evil.example`) only serve to mislead.
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  return url.href;
}

/**
 * The `href` for a link whose target comes from data (an agent's social profile, the agency's phone),
 * or null when the value is not a link of that kind: `https` takes an absolute https: URL only
 * (never `javascript:`, `data:`, `http:` or a relative path), `tel` a phone number (given back as
 * `tel:` and its digits), `mailto` a single plain address. A null link is not rendered as a link.
 */
export function safeLinkHref(value: unknown, kind: LinkKind): string | null {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return null;
  if (kind === 'https') return webHref(value);
  if (kind === 'tel') return telHref(value);
  return mailtoHref(value);
}
