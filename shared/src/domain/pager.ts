import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from './constants';

/**
 * The state of a pager (the old site's field names, docs/rules.md#pager). Indexes are 0-based item
 * positions.
 */
export interface Pager {
  totalItems: number;
  /** The page shown, clamped to 1..totalPages (1 when there are no items). */
  currentPage: number;
  pageSize: number;
  /** 0 when there are no items: no pager is shown. */
  totalPages: number;
  /** First page number in the window (`pages[0]`); 1 when there are no pages. */
  startPage: number;
  /** Last page number in the window; `startPage - 1` (0) when there are no pages. */
  endPage: number;
  /** Index of the first item on the current page. */
  startIndex: number;
  /** Index of the last item on the current page, inclusive; `startIndex - 1` when it is empty. */
  endIndex: number;
  /** The page numbers to show as links. */
  pages: number[];
}

/** Largest page count shown in full, without a window. */
const MAX_FULL_PAGES = 5;

function wholeAtLeast(value: number, min: number, fallback: number): number {
  return Number.isFinite(value) && value >= min ? Math.floor(value) : fallback;
}

/**
 * Computes the pager (docs/rules.md#pager): ≤ 5 pages → all; page 1 → pages 1–3; otherwise the
 * current page ± 1, never past the last page. A page out of range (or NaN) is clamped; 0 items → no pages.
 */
export function getPager(
  totalItems: number,
  currentPage: number = DEFAULT_PAGE,
  pageSize: number = DEFAULT_PAGE_SIZE,
): Pager {
  const total = wholeAtLeast(totalItems, 0, 0);
  const size = wholeAtLeast(pageSize, 1, DEFAULT_PAGE_SIZE);
  const totalPages = Math.ceil(total / size);
  if (totalPages === 0) {
    return {
      totalItems: total,
      currentPage: DEFAULT_PAGE,
      pageSize: size,
      totalPages: 0,
      startPage: 1,
      endPage: 0,
      startIndex: 0,
      endIndex: -1,
      pages: [],
    };
  }
  const wanted = Number.isNaN(currentPage) ? DEFAULT_PAGE : Math.floor(currentPage);
  const page = Math.min(Math.max(wanted, 1), totalPages);

  let startPage: number;
  let endPage: number;
  if (totalPages <= MAX_FULL_PAGES) {
    startPage = 1;
    endPage = totalPages;
  } else if (page === 1) {
    startPage = 1;
    endPage = 3;
  } else if (page === totalPages) {
    startPage = totalPages - 2;
    endPage = totalPages;
  } else {
    startPage = page - 1;
    endPage = page + 1;
  }

  const startIndex = (page - 1) * size;
  const endIndex = Math.min(startIndex + size - 1, total - 1);
  const pages = Array.from({ length: endPage - startPage + 1 }, (_, i) => startPage + i);
  return {
    totalItems: total,
    currentPage: page,
    pageSize: size,
    totalPages,
    startPage,
    endPage,
    startIndex,
    endIndex,
    pages,
  };
}

/** The items of the pager's current page (a new array; the input is not changed). */
export function paginate<T>(
  items: readonly T[],
  pager: Pick<Pager, 'startIndex' | 'endIndex'>,
): T[] {
  return items.slice(pager.startIndex, pager.endIndex + 1);
}

/**
 * The address of another page of a paged list: `path` with the address's other parameters kept
 * and `page` set, left out for page 1 (the default, docs/rules.md#addresses).
 */
export function pageAddress(path: string, params: URLSearchParams, page: number): string {
  const query = new URLSearchParams(params);
  if (page > DEFAULT_PAGE) query.set('page', String(page));
  else query.delete('page');
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The page an address's `?page=` names, for the pager to bring into range (1 when it names none). */
export function pageOfAddress(params: URLSearchParams): number {
  return Number(params.get('page') ?? DEFAULT_PAGE);
}
