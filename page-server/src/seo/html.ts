/*
 * Escaping for what the server writes into the page's `<head>`: attribute values and text, and
 * JSON-LD inside `<script>`. Every value that comes from the data or the address goes through one of
 * these, so that no listing title, post or query string can close an element or start a script.
 */

import { escapeHtml } from '@betoch/shared/domain/html-text';

// `<` and `>` would let a text close the script (`</script>`) or open a comment (`<!--`); `&` is
// escaped too so the block reads the same if a parser treats it as HTML; U+2028 and U+2029 end a
// line in older JavaScript parsers. All four stay the same characters once the JSON is parsed.
const SCRIPT_ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** Serializes a value as JSON that is safe inside a `<script>` element, whatever its texts hold. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => SCRIPT_ESCAPES[char] ?? char,
  );
}

/** A JSON-LD block: `<script type="application/ld+json">…</script>`. */
export function jsonLdScript(value: unknown): string {
  return `<script type="application/ld+json">${scriptSafeJson(value)}</script>`;
}

/** A `<meta>` element: `meta('name', 'description', '…')` or `meta('property', 'og:title', '…')`. */
export function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;
}

/** A `<link>` element with the given attributes, in order, each value escaped. */
export function link(attributes: Readonly<Record<string, string>>): string {
  const pairs = Object.entries(attributes).map(([name, value]) => `${name}="${escapeHtml(value)}"`);
  return `<link ${pairs.join(' ')} />`;
}

// A description of at most 160 characters: the heads' rule, shared/src/pages/page-head.ts.
export { clip } from './sources';
