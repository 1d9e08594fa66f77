import {
  DEFAULT_PAGE,
  formatBoundingBox,
  isSortKey,
  parseBoundingBox,
  searchText,
  type BoundingBox,
  type ListingSearchQuery,
  type NumberRange,
  type SortKey,
} from '@betoch/shared';

/** Which deal a tab layout shows. */
export const DEALS = ['sale', 'rent', 'all'] as const;
export type DealTab = (typeof DEALS)[number];

/** The tab shown when the address names none. */
export const DEFAULT_DEAL: DealTab = 'sale';

/** The sort shown when the address names none: the newest listings first. */
export const DEFAULT_SORT: SortKey = 'newest';

/**
 * Everything a visitor chose on a listing page. It lives in the query string so that a filtered,
 * sorted, paged listing can be bookmarked and shared, and Back returns to the previous choice.
 */
export interface ListingQuery {
  tags: string[];
  /** In US dollars, whatever currency the prices are shown in. */
  price: NumberRange;
  /** In m². */
  area: NumberRange;
  sort: SortKey;
  page: number;
  deal: DealTab;
  /** Words looked for in the titles, descriptions and places (docs/rules.md#addresses); '' none. */
  q: string;
  /** The map area the results are narrowed to ("Search this area"); undefined for everywhere. */
  bbox?: BoundingBox;
}

/** The query-string parameter of each choice. */
export const PARAMS = {
  tag: 'tag',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  minArea: 'minArea',
  maxArea: 'maxArea',
  sort: 'sort',
  page: 'page',
  deal: 'deal',
  q: 'q',
  bbox: 'bbox',
} as const;

/** A bound from the query string: a finite number ≥ 0, or undefined (open side) otherwise. */
function bound(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

function pageFrom(value: string | null): number {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 1 ? number : DEFAULT_PAGE;
}

function isDeal(value: unknown): value is DealTab {
  return typeof value === 'string' && (DEALS as readonly string[]).includes(value);
}

/** Reads a listing query from a query string; anything malformed falls back to its default. */
export function parseListingQuery(search: URLSearchParams | string): ListingQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const tags = [...new Set(params.getAll(PARAMS.tag).filter((tag) => tag.trim() !== ''))];
  const sort = params.get(PARAMS.sort);
  const deal = params.get(PARAMS.deal);
  return {
    tags,
    price: { min: bound(params.get(PARAMS.minPrice)), max: bound(params.get(PARAMS.maxPrice)) },
    area: { min: bound(params.get(PARAMS.minArea)), max: bound(params.get(PARAMS.maxArea)) },
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
    page: pageFrom(params.get(PARAMS.page)),
    deal: isDeal(deal) ? deal : DEFAULT_DEAL,
    // Trimmed and cut to the longest text the service reads, rather than refused.
    q: searchText(params.get(PARAMS.q) ?? undefined),
    bbox: parseBoundingBox(params.get(PARAMS.bbox)),
  };
}

function setBound(params: URLSearchParams, name: string, value: number | undefined): void {
  if (typeof value === 'number' && Number.isFinite(value)) params.set(name, String(value));
}

/**
 * Writes a listing query as a query string (without "?"). Defaults are left out, so the plain
 * address of a page is its unfiltered first page, and equal queries give equal strings.
 */
export function formatListingQuery(query: ListingQuery): string {
  const params = new URLSearchParams();
  for (const tag of [...query.tags].sort()) params.append(PARAMS.tag, tag);
  setBound(params, PARAMS.minPrice, query.price.min);
  setBound(params, PARAMS.maxPrice, query.price.max);
  setBound(params, PARAMS.minArea, query.area.min);
  setBound(params, PARAMS.maxArea, query.area.max);
  if (query.sort !== DEFAULT_SORT) params.set(PARAMS.sort, query.sort);
  if (query.deal !== DEFAULT_DEAL) params.set(PARAMS.deal, query.deal);
  const q = searchText(query.q);
  if (q !== '') params.set(PARAMS.q, q);
  if (query.bbox) params.set(PARAMS.bbox, formatBoundingBox(query.bbox));
  if (query.page !== DEFAULT_PAGE) params.set(PARAMS.page, String(query.page));
  return params.toString();
}

/** The filter choices of a query (what changing resets the page). */
export type FilterChange = Partial<Pick<ListingQuery, 'tags' | 'price' | 'area' | 'q' | 'bbox'>>;

/** A new query with changed filters: back to page 1, the sort and tab kept. */
export function withFilters(query: ListingQuery, change: FilterChange): ListingQuery {
  return { ...query, ...change, page: DEFAULT_PAGE };
}

/** A new query with a tag chosen or unchosen (back to page 1). */
export function withTag(query: ListingQuery, tag: string, chosen: boolean): ListingQuery {
  const others = query.tags.filter((t) => t !== tag);
  return withFilters(query, { tags: chosen ? [...others, tag] : others });
}

/** A new query sorted differently: the filters kept, back to page 1 (the order changed). */
export function withSort(query: ListingQuery, sort: SortKey): ListingQuery {
  return { ...query, sort, page: DEFAULT_PAGE };
}

/** A new query on another tab: the filters and sort kept, back to page 1. */
export function withDeal(query: ListingQuery, deal: DealTab): ListingQuery {
  return { ...query, deal, page: DEFAULT_PAGE };
}

/** A new query on another page, everything else kept. */
export function withPage(query: ListingQuery, page: number): ListingQuery {
  return { ...query, page };
}

/** A new query with another text (back to page 1); the same text gives the same query. */
export function withText(query: ListingQuery, q: string): ListingQuery {
  const text = searchText(q);
  return text === query.q ? query : withFilters(query, { q: text });
}

/** A new query narrowed to a map area, or everywhere again for undefined (back to page 1). */
export function withArea(query: ListingQuery, bbox: BoundingBox | undefined): ListingQuery {
  return withFilters(query, { bbox });
}

/** A new query without any filter: the sort and tab kept, page 1. */
export function withoutFilters(query: ListingQuery): ListingQuery {
  return withFilters(query, { tags: [], price: {}, area: {}, q: '', bbox: undefined });
}

function hasBound(range: NumberRange): boolean {
  return range.min !== undefined || range.max !== undefined;
}

/** How many filters are in force (each chosen tag, each range set, the text and the area count one). */
export function activeFilterCount(query: ListingQuery): number {
  return (
    query.tags.length +
    (hasBound(query.price) ? 1 : 0) +
    (hasBound(query.area) ? 1 : 0) +
    (query.q === '' ? 0 : 1) +
    (query.bbox ? 1 : 0)
  );
}

/**
 * The query as the listings client's search (`searchListings`): the tab's deal on the tab
 * layouts, both deals elsewhere; the page as the address gives it (the answer's pager clamps it).
 */
export function toListingSearch(query: ListingQuery, byDeal: boolean): ListingSearchQuery {
  return {
    tags: query.tags,
    price: query.price,
    area: query.area,
    sort: query.sort,
    page: query.page,
    deal: byDeal ? query.deal : 'all',
    q: query.q,
    bbox: query.bbox,
  };
}
