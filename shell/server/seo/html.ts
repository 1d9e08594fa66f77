/*
 * Escaping for what the server writes into the page's `<head>`: attribute values and text, and
 * JSON-LD inside `<script>`. Every value that comes from the data or the address goes through one of
 * these, so that no listing title, post or query string can close an element or start a script.
 */

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes a text for an HTML attribute value (quoted) or element content. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

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

/**
 * A description of at most `max` characters: whitespace collapsed, cut at a word boundary with an
 * ellipsis when longer (search engines show about 155–160 characters).
 */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
