/**
 * How a section tells the page server, through the HTML it renders, that the address it was given
 * is not one of its pages. The page server reads nothing else of a section's HTML, and a section
 * of any release can say it (each app bundles this module; the attribute is the contract):
 *
 * - `redirect`: an unknown path inside a section (`/agent/nobody`). The browser is sent to the 404
 *   page, as a top-level unknown path is (`302`), not given an empty `200` page.
 * - `page`: a known page for an unknown thing (`/property/image-box?id=zzz`). The page stays, with
 *   its message and its links, and is answered `404`, so no search engine keeps it.
 * - `gone`: a known page for a thing that was there and is no more (a listing its publisher
 *   withdrew). The page stays, with its message and its links, and is answered `410`, which tells
 *   a search engine to drop the address at once. A page server older than this mark answers it
 *   `200`, as it answers any page it finds no mark on.
 */
export const NOT_FOUND_MARK = 'data-betoch-not-found';

export type NotFoundKind = 'redirect' | 'page' | 'gone';

/** The attribute to spread on the element that says so. */
export function notFoundMark(kind: NotFoundKind): Record<typeof NOT_FOUND_MARK, NotFoundKind> {
  return { [NOT_FOUND_MARK]: kind };
}

/** The attribute as React writes it: text cannot hold it, since React escapes a quote in text. */
function marked(html: string, kind: NotFoundKind): boolean {
  return html.includes(` ${NOT_FOUND_MARK}="${kind}"`);
}

/**
 * What a rendered page says of itself: `redirect` wins over `page`, `page` over `gone`; null for
 * a found page.
 */
export function notFoundIn(html: string): NotFoundKind | null {
  if (marked(html, 'redirect')) return 'redirect';
  if (marked(html, 'page')) return 'page';
  return marked(html, 'gone') ? 'gone' : null;
}

/**
 * The status a rendered page goes out with, from what it says of itself (a `redirect` is not a
 * page: the caller sends the 302): 404 for an unknown thing, 410 for one that is gone, else 200.
 */
export function markedPageStatus(kind: NotFoundKind | null): 200 | 404 | 410 {
  if (kind === 'page') return 404;
  return kind === 'gone' ? 410 : 200;
}
