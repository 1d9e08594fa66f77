/** @jest-environment node */
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from './constants';
import { getPager, pageAddress, pageOfAddress, paginate } from './pager';

describe('getPager', () => {
  test.each([
    // [label, totalItems, currentPage, totalPages, currentPage after clamping, pages]
    ['0 items: no pager', 0, 1, 0, 1, []],
    ['0 items, page 4 asked', 0, 4, 0, 1, []],
    ['1 page', 6, 1, 1, 1, [1]],
    ['1 page of 1 item', 1, 1, 1, 1, [1]],
    ['5 pages, first', 30, 1, 5, 1, [1, 2, 3, 4, 5]],
    ['5 pages, middle', 30, 3, 5, 3, [1, 2, 3, 4, 5]],
    ['5 pages, last', 30, 5, 5, 5, [1, 2, 3, 4, 5]],
    ['6 pages, first: pages 1–3', 36, 1, 6, 1, [1, 2, 3]],
    ['6 pages, second', 36, 2, 6, 2, [1, 2, 3]],
    ['6 pages, middle', 33, 4, 6, 4, [3, 4, 5]],
    ['6 pages, next to last', 36, 5, 6, 5, [4, 5, 6]],
    ['6 pages, last: never past the end', 31, 6, 6, 6, [4, 5, 6]],
    ['100 pages, first', 600, 1, 100, 1, [1, 2, 3]],
    ['100 pages, middle', 600, 50, 100, 50, [49, 50, 51]],
    ['100 pages, last', 600, 100, 100, 100, [98, 99, 100]],
    ['page 0 → 1', 600, 0, 100, 1, [1, 2, 3]],
    ['negative page → 1', 600, -3, 100, 1, [1, 2, 3]],
    ['NaN page → 1', 600, Number.NaN, 100, 1, [1, 2, 3]],
    ['page past the end → last', 600, 101, 100, 100, [98, 99, 100]],
    ['Infinity → last', 600, Number.POSITIVE_INFINITY, 100, 100, [98, 99, 100]],
    ['5 pages, page 9 → 5', 30, 9, 5, 5, [1, 2, 3, 4, 5]],
    ['fractional page rounds down', 600, 7.8, 100, 7, [6, 7, 8]],
  ])('%s', (_label, totalItems, page, totalPages, currentPage, pages) => {
    const pager = getPager(totalItems, page);
    expect(pager.totalPages).toBe(totalPages);
    expect(pager.currentPage).toBe(currentPage);
    expect(pager.pages).toEqual(pages);
    if (pages.length > 0) {
      expect(pager.startPage).toBe(pages[0]);
      expect(pager.endPage).toBe(pages[pages.length - 1]);
    }
  });

  test.each([
    // [totalItems, page, startIndex, endIndex]
    [0, 1, 0, -1],
    [1, 1, 0, 0],
    [6, 1, 0, 5],
    [31, 1, 0, 5],
    [31, 3, 12, 17],
    [31, 6, 30, 30],
    [36, 6, 30, 35],
    [600, 100, 594, 599],
    [600, 200, 594, 599],
  ])('%i items, page %i → items %i..%i', (totalItems, page, startIndex, endIndex) => {
    const pager = getPager(totalItems, page);
    expect([pager.startIndex, pager.endIndex]).toEqual([startIndex, endIndex]);
  });

  test('defaults: page 1, page size 6 (docs/rules.md#pager)', () => {
    expect(getPager(100)).toEqual({
      totalItems: 100,
      currentPage: DEFAULT_PAGE,
      pageSize: DEFAULT_PAGE_SIZE,
      totalPages: 17,
      startPage: 1,
      endPage: 3,
      startIndex: 0,
      endIndex: 5,
      pages: [1, 2, 3],
    });
  });

  test('0 items gives an empty, consistent pager', () => {
    expect(getPager(0)).toEqual({
      totalItems: 0,
      currentPage: 1,
      pageSize: 6,
      totalPages: 0,
      startPage: 1,
      endPage: 0,
      startIndex: 0,
      endIndex: -1,
      pages: [],
    });
  });

  test.each([
    // [label, totalItems, pageSize, expected pageSize, expected totalPages]
    ['custom page size', 25, 10, 10, 3],
    ['page size 0 → default', 25, 0, 6, 5],
    ['negative page size → default', 25, -2, 6, 5],
    ['NaN page size → default', 25, Number.NaN, 6, 5],
    ['fractional page size rounds down', 25, 10.9, 10, 3],
  ])('%s', (_label, totalItems, pageSize, size, totalPages) => {
    const pager = getPager(totalItems, 1, pageSize);
    expect([pager.pageSize, pager.totalPages]).toEqual([size, totalPages]);
  });

  test.each([
    ['negative', -5],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('%s total items count as 0', (_label, totalItems) => {
    expect(getPager(totalItems).totalPages).toBe(0);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 31 }, (_, i) => i);

  test.each([
    [1, [0, 1, 2, 3, 4, 5]],
    [3, [12, 13, 14, 15, 16, 17]],
    [6, [30]],
    [99, [30]],
  ])('page %i', (page, expected) => {
    expect(paginate(items, getPager(items.length, page))).toEqual(expected);
  });

  test('no items → empty page; the input is not changed', () => {
    const empty: number[] = [];
    expect(paginate(empty, getPager(0))).toEqual([]);
    expect(items).toHaveLength(31);
  });
});

describe('pageAddress and pageOfAddress', () => {
  const params = new URLSearchParams('id=hanna-girma&page=3');

  it('writes another page keeping the address’s other parameters', () => {
    expect(pageAddress('/agent/agent-profile', params, 2)).toBe(
      '/agent/agent-profile?id=hanna-girma&page=2',
    );
  });

  it('leaves page 1 out of the address, as every default is', () => {
    expect(pageAddress('/agent/agent-profile', params, 1)).toBe(
      '/agent/agent-profile?id=hanna-girma',
    );
    expect(pageAddress('/my-properties', new URLSearchParams('page=2'), 1)).toBe('/my-properties');
  });

  it('reads the page an address names, 1 when none, for getPager to bring into range', () => {
    expect(pageOfAddress(params)).toBe(3);
    expect(pageOfAddress(new URLSearchParams())).toBe(1);
    expect(getPager(20, pageOfAddress(new URLSearchParams('page=abc')), 12).currentPage).toBe(1);
    expect(getPager(20, pageOfAddress(new URLSearchParams('page=40')), 12).currentPage).toBe(2);
  });
});
