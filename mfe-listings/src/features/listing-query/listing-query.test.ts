import {
  activeFilterCount,
  formatListingQuery,
  parseListingQuery,
  toListingSearch,
  withArea,
  withDeal,
  withFilters,
  withoutFilters,
  withPage,
  withSort,
  withTag,
  withText,
} from './listing-query';

describe('parseListingQuery', () => {
  test('an empty query string gives the defaults', () => {
    expect(parseListingQuery('')).toEqual({
      tags: [],
      price: { min: undefined, max: undefined },
      area: { min: undefined, max: undefined },
      sort: 'newest',
      page: 1,
      deal: 'sale',
      q: '',
    });
  });

  test('reads repeated tags, bounds, sort, page and deal', () => {
    const query = parseListingQuery(
      'tag=Villa&tag=Bole&minPrice=1000&maxPrice=500000.5&minArea=50&sort=low-price&page=3&deal=rent',
    );
    expect(query).toEqual({
      tags: ['Villa', 'Bole'],
      price: { min: 1000, max: 500000.5 },
      area: { min: 50, max: undefined },
      sort: 'low-price',
      page: 3,
      deal: 'rent',
      q: '',
    });
  });

  test('reads the words of q trimmed, and cuts them at 200 characters (the service refuses more)', () => {
    expect(parseListingQuery('q=++%E1%89%A6%E1%88%8C+villa+').q).toBe('ቦሌ villa');
    expect(parseListingQuery(`q=${'a'.repeat(300)}`).q).toHaveLength(200);
    expect(parseListingQuery('q=+++').q).toBe('');
  });

  test('malformed values fall back to their defaults', () => {
    const query = parseListingQuery(
      'tag=&tag=Villa&tag=Villa&minPrice=abc&maxPrice=-5&minArea=Infinity&sort=cheapest&page=0&deal=x',
    );
    expect(query.tags).toEqual(['Villa']);
    expect(query.price).toEqual({ min: undefined, max: undefined });
    expect(query.area.min).toBeUndefined();
    expect(query.sort).toBe('newest');
    expect(query.page).toBe(1);
    expect(query.deal).toBe('sale');
    expect(parseListingQuery('page=2.5').page).toBe(1);
    expect(parseListingQuery('page=99').page).toBe(99);
  });

  test('reads the home search\'s address (every field in order, an empty one for each "Any")', () => {
    const query = parseListingQuery('tag=For+rent&tag=&tag=Bole&tag=&sort=low-price');
    expect(query.tags).toEqual(['For rent', 'Bole']);
    expect(query.sort).toBe('low-price');
    expect(formatListingQuery(query)).toBe('tag=Bole&tag=For+rent&sort=low-price');
  });
});

describe('the map area in the address (bbox)', () => {
  const BOLE = { south: 8.98, west: 38.76, north: 9.02, east: 38.82 };

  test('reads south,west,north,east, writes it back, and counts as a filter', () => {
    const query = parseListingQuery('tag=Villa&bbox=8.98,38.76,9.02,38.82&page=2');
    expect(query.bbox).toEqual(BOLE);
    expect(formatListingQuery(query)).toBe('tag=Villa&bbox=8.98%2C38.76%2C9.02%2C38.82&page=2');
    expect(activeFilterCount(query)).toBe(2);
    expect(toListingSearch(query, false).bbox).toEqual(BOLE);
  });

  test.each([
    'bbox=8.98,38.76,9.02',
    'bbox=9.02,38.76,8.98,38.82',
    'bbox=8.98,38.82,9.02,38.76',
    'bbox=-91,0,0,1',
    'bbox=0,0,1,181',
    'bbox=a,b,c,d',
    'bbox=8.98,,9.02,38.82',
    'bbox=',
  ])('a malformed or out-of-range box reads as everywhere: %s', (address) => {
    expect(parseListingQuery(address).bbox).toBeUndefined();
    expect(formatListingQuery(parseListingQuery(address))).toBe('');
  });

  test('narrowing to an area or widening again goes back to page 1; clearing the filters widens', () => {
    const paged = parseListingQuery('tag=Villa&page=3');
    const narrowed = withArea(paged, BOLE);
    expect(narrowed).toMatchObject({ bbox: BOLE, page: 1, tags: ['Villa'] });
    expect(withArea({ ...narrowed, page: 2 }, undefined)).toMatchObject({
      bbox: undefined,
      page: 1,
    });
    expect(withoutFilters(narrowed).bbox).toBeUndefined();
  });
});

describe('formatListingQuery', () => {
  test('leaves defaults out, so the plain address is the unfiltered first page', () => {
    expect(formatListingQuery(parseListingQuery('sort=newest&page=1&deal=sale'))).toBe('');
  });

  test('round-trips a query, with tags in a stable order', () => {
    const search =
      'tag=Bole&tag=Villa&minPrice=1000&maxArea=300&sort=oldest&deal=all&q=bole+villa&page=2';
    const query = parseListingQuery(search);
    expect(formatListingQuery(query)).toBe(search);
    expect(parseListingQuery(formatListingQuery(query))).toEqual(query);
    expect(formatListingQuery(parseListingQuery('tag=Villa&tag=Bole'))).toBe('tag=Bole&tag=Villa');
  });

  test('encodes tags with spaces and signs', () => {
    const query = withTag(parseListingQuery(''), 'Nifas Silk-Lafto', true);
    expect(formatListingQuery(query)).toBe('tag=Nifas+Silk-Lafto');
    expect(parseListingQuery(formatListingQuery(query)).tags).toEqual(['Nifas Silk-Lafto']);
  });
});

describe('changing the query', () => {
  const start = parseListingQuery('tag=Villa&minPrice=1000&sort=high-price&page=4&deal=rent');

  test('choosing or dropping a tag goes back to page 1 and keeps the rest', () => {
    const added = withTag(start, 'Bole', true);
    expect(added.tags).toEqual(['Villa', 'Bole']);
    expect(added.page).toBe(1);
    expect(added.sort).toBe('high-price');
    expect(added.price).toEqual(start.price);
    expect(withTag(start, 'Villa', false).tags).toEqual([]);
    expect(withTag(start, 'Villa', true).tags).toEqual(['Villa']);
  });

  test('changing a range goes back to page 1', () => {
    const next = withFilters(start, { area: { min: 100 } });
    expect(next).toMatchObject({ area: { min: 100 }, page: 1, tags: ['Villa'], deal: 'rent' });
  });

  test('changing the sort keeps the filters', () => {
    const next = withSort(start, 'oldest');
    expect(next).toEqual({ ...start, sort: 'oldest', page: 1 });
  });

  test('changing the tab keeps the filters and sort', () => {
    expect(withDeal(start, 'all')).toEqual({ ...start, deal: 'all', page: 1 });
  });

  test('changing the page keeps everything else', () => {
    expect(withPage(start, 2)).toEqual({ ...start, page: 2 });
  });

  test('clearing the filters keeps the sort and tab', () => {
    const cleared = withoutFilters(start);
    expect(activeFilterCount(cleared)).toBe(0);
    expect(cleared).toMatchObject({ sort: 'high-price', deal: 'rent', page: 1 });
    expect(formatListingQuery(cleared)).toBe('sort=high-price&deal=rent');
  });

  test('new words go back to page 1 and count as a filter; the same words change nothing', () => {
    const next = withText(start, '  bole ');
    expect(next).toEqual({ ...start, q: 'bole', page: 1 });
    expect(activeFilterCount(next)).toBe(3);
    expect(withText(next, 'bole ')).toBe(next);
    expect(withoutFilters(next).q).toBe('');
  });

  test("counts the filters in force and maps to the client's search: the tab's deal on the tab layouts only", () => {
    expect(activeFilterCount(start)).toBe(2);
    expect(toListingSearch(start, true)).toEqual({
      tags: ['Villa'],
      price: { min: 1000, max: undefined },
      area: { min: undefined, max: undefined },
      sort: 'high-price',
      page: 4,
      deal: 'rent',
      q: '',
    });
    expect(toListingSearch(start, false).deal).toBe('all');
  });
});
