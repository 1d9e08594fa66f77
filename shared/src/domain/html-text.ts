/*
 * Text in HTML that Betoch writes or reads itself, outside React: the page server's `<head>` and
 * sitemap, the mail catcher's page, the service worker's offline mark and the titles and picture
 * addresses it reads back from a kept page. One escape and one reading, so that no title, post,
 * query string or address can close an element or start a script wherever it is written.
 */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes a text for an HTML attribute value (quoted with either quote) or element content. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/**
 * The text of an attribute value or element content: the named references `escapeHtml` and React
 * write (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`) and every numeric one (`&#39;`, `&#x27;`).
 * Any other reference is left as written; a numeric one past Unicode's range too.
 */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, name: string) => {
    if (!name.startsWith('#')) return NAMED[name.toLowerCase()] ?? whole;
    const hex = name[1] === 'x' || name[1] === 'X';
    const code = Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
