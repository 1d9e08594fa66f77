import { LISTINGS_PATH } from '@betoch/shared';
import { listingSearchUrl } from './listing-search-url';

describe('listingSearchUrl', () => {
  it('puts one tag parameter per chosen tag, alphabetically, then the sort', () => {
    expect(listingSearchUrl({ tags: ['For sale', 'Villa', 'Bole'], sort: 'newest' })).toBe(
      `${LISTINGS_PATH}?tag=Bole&tag=For+sale&tag=Villa&sort=newest`,
    );
  });

  it('drops empty and repeated tags', () => {
    expect(listingSearchUrl({ tags: ['', 'Villa', ' ', 'Villa'], sort: 'low-price' })).toBe(
      `${LISTINGS_PATH}?tag=Villa&sort=low-price`,
    );
  });

  it('leaves tags out when none is chosen', () => {
    expect(listingSearchUrl({ tags: [], sort: 'oldest' })).toBe(`${LISTINGS_PATH}?sort=oldest`);
  });

  it('encodes tags that need it', () => {
    const url = listingSearchUrl({ tags: ['G+2 House'], sort: 'newest' });
    expect(new URL(url, 'http://x').searchParams.getAll('tag')).toEqual(['G+2 House']);
  });
});
