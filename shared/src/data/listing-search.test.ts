/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Property } from '../domain/property';
import { TAG_GROUPS } from '../domain/tag-search';
import { applyOverlay } from './localize';
import {
  formatBoundingBox,
  listingSearchParams,
  parseBoundingBox,
  roundBoundingBox,
  searchListingList,
  searchText,
} from './listing-search';

const properties = JSON.parse(
  readFileSync(join(__dirname, '../../assets/data/property-details.json'), 'utf8'),
) as Property[];

describe('listingSearchParams: the service address of a search', () => {
  test('leaves the defaults out and sorts the tags, so equal searches give equal addresses', () => {
    expect(listingSearchParams({}, 'en')).toBe('');
    expect(listingSearchParams({ sort: 'newest', page: 1, pageSize: 6, deal: 'all' }, 'en')).toBe(
      '',
    );
    expect(listingSearchParams({ tags: ['Villa', 'Bole', 'Villa'] }, 'en')).toBe(
      listingSearchParams({ tags: ['Bole', 'Villa'] }, 'en'),
    );
  });

  test('writes every condition in the parameters the service reads', () => {
    const params = new URLSearchParams(
      listingSearchParams(
        {
          tags: ['Villa'],
          price: { min: 100, max: 5000.5 },
          area: { min: 20 },
          sort: 'low-price',
          page: 3,
          pageSize: 12,
          deal: 'rent',
          q: '  ቦሌ  ',
          bbox: { south: 8.9, west: 38.7, north: 9.1, east: 38.9 },
          agent: 'lensa-tadesse',
          owner: 'U-1',
        },
        'am',
      ),
    );
    expect(Object.fromEntries(params)).toEqual({
      tag: 'Villa',
      minPrice: '100',
      maxPrice: '5000.5',
      minArea: '20',
      sort: 'low-price',
      page: '3',
      pageSize: '12',
      deal: 'rent',
      q: 'ቦሌ',
      bbox: '8.9,38.7,9.1,38.9',
      agent: 'lensa-tadesse',
      owner: 'U-1',
      lang: 'am',
    });
  });

  test('a page below 1 is sent as 1, a text over 200 characters is cut: the service would refuse both', () => {
    expect(listingSearchParams({ page: -4 }, 'en')).toBe('');
    expect(searchText('ሀ'.repeat(250))).toHaveLength(200);
  });
});

describe('searchListingList: the service answer computed from the whole list (the fallback)', () => {
  test('the first page: six newest listings of the sixty, the pager and every tab', () => {
    const page = searchListingList(properties, {});
    expect(page.total).toBe(60);
    expect(page.items).toHaveLength(6);
    expect(page.pager).toMatchObject({ currentPage: 1, totalPages: 10, pages: [1, 2, 3] });
    const dates = page.items.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.dealCounts.all).toBe(60);
    expect(page.dealCounts.sale + page.dealCounts.rent).toBe(60);
  });

  test('a page past the last is the last one (docs/rules.md#pager)', () => {
    const page = searchListingList(properties, { page: 99 });
    expect(page.pager.currentPage).toBe(10);
    expect(page.items).toHaveLength(6);
  });

  test("the count beside each value is the total with it chosen in its group, the other groups' choices kept", () => {
    const chosen = { tags: ['Addis Ababa', 'Apartment'], deal: 'rent' as const };
    const page = searchListingList(properties, chosen);
    let checked = 0;
    for (const group of TAG_GROUPS) {
      const ofGroup = new Set(page.facets[group].map((f) => f.tag));
      const others = chosen.tags.filter((tag) => !ofGroup.has(tag));
      for (const { tag, count } of page.facets[group]) {
        expect(count).toBe(
          searchListingList(properties, { ...chosen, tags: [...others, tag] }).total,
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  test('the facets list every tag of the data in its group, a value no listing left has 0', () => {
    const page = searchListingList(properties, { tags: ['Adama'] });
    const cities = page.facets.city.map((f) => f.tag);
    expect(cities).toContain('Addis Ababa');
    expect(page.facets.subCity.find((f) => f.tag === 'Bole')).toEqual({ tag: 'Bole', count: 0 });
    expect(page.facets.type.find((f) => f.tag === 'Villa')?.count).toBe(
      searchListingList(properties, { tags: ['Adama', 'Villa'] }).total,
    );
  });

  test('each deal tab counts the other conditions; the tab keeps its own deal', () => {
    const sale = searchListingList(properties, { tags: ['Villa'], deal: 'sale' });
    expect(sale.items.every((p) => p.id.includes('b'))).toBe(true);
    expect(sale.total).toBe(sale.dealCounts.sale);
    const rent = searchListingList(properties, { tags: ['Villa'], deal: 'rent' });
    expect(rent.dealCounts).toEqual(sale.dealCounts);
    expect(rent.total).toBe(rent.dealCounts.rent);
  });

  test('a text query keeps the listings whose texts hold every word, whatever the case', () => {
    const bole = searchListingList(properties, { q: 'BOLE', pageSize: 60 });
    expect(bole.total).toBeGreaterThanOrEqual(11);
    for (const p of bole.items) {
      expect(
        [p.title, p.description, p.address, p.city, p.subCity].join(' ').toLowerCase(),
      ).toContain('bole');
    }
    expect(searchListingList(properties, { q: 'bole zzzz' }).total).toBe(0);
  });

  test('a text query finds a word by its Latin search key too: ቦሌ and bole find Bole in either language', () => {
    const amharic = applyOverlay(
      'property-details',
      properties,
      JSON.parse(
        readFileSync(join(__dirname, '../../assets/data/am/property-details.json'), 'utf8'),
      ) as unknown,
      'am/property-details.json',
    );
    const ids = (list: readonly Property[], q: string) =>
      searchListingList(list, { q, pageSize: 60 }).items.map((p) => p.id);
    const english = ids(properties, 'bole');
    expect(english.length).toBeGreaterThanOrEqual(11);
    // The English texts by the Ethiopic spelling, the Amharic texts by the Latin one.
    expect(ids(properties, 'ቦሌ')).toEqual(english);
    expect(ids(amharic, 'bole')).toEqual(english);
    expect(ids(amharic, 'ቦሌ')).toEqual(english);
    // A word found as written still counts (a short one, which has no key of its own).
    expect(ids(properties, 'g+2').length).toBeGreaterThan(0);
    expect(ids(properties, 'ቦሌ zzzz')).toEqual([]);
  });

  test('a text query finds a type and place by its Amharic or Oromo name, with the names', () => {
    const data = (file: string) =>
      JSON.parse(readFileSync(join(__dirname, '../../assets/data', file), 'utf8')) as unknown;
    const names = {
      am: data('am/tags.json') as Record<string, string>,
      om: data('om/tags.json') as Record<string, string>,
    };
    const oromo = applyOverlay(
      'property-details',
      properties,
      data('om/property-details.json'),
      'om/property-details.json',
    );
    const ids = (list: readonly Property[], q: string) =>
      searchListingList(list, { q, pageSize: 60, sort: 'listed' }, names).items.map((p) => p.id);
    const inAddis = properties.filter((p) => p.city === 'Addis Ababa').map((p) => p.id);
    // The English page: by the names alone (its texts are English).
    expect(ids(properties, 'Finfinnee')).toEqual(inAddis);
    expect(ids(properties, 'FINFINNEE')).toEqual(inAddis);
    expect(ids(properties, 'አዲስ አበባ')).toEqual(inAddis);
    // Without the names, neither is found in English texts.
    expect(searchListingList(properties, { q: 'Finfinnee' }).total).toBe(0);
    // Boolee folds to the key of Bole: the same listings as bole on every page.
    const bole = ids(properties, 'bole');
    expect(ids(properties, 'Boolee')).toEqual(bole);
    expect(ids(oromo, 'Boolee')).toEqual(bole);
    expect(ids(oromo, 'ቦሌ')).toEqual(bole);
    // Gullallee (Gullele) and Apaartmantii (Apartment) have keys of their own: the names find them.
    expect(ids(properties, 'Gullallee')).toEqual(
      properties.filter((p) => p.subCity === 'Gullele').map((p) => p.id),
    );
    expect(ids(properties, 'Apaartmantii')).toEqual(
      properties.filter((p) => p.type === 'Apartment').map((p) => p.id),
    );
    // The Oromo page reads the Oromo texts too: a word of an Oromo description.
    expect(ids(oromo, 'biddeena')).toEqual(['b01']);
    expect(ids(properties, 'biddeena')).toEqual([]);
  });

  test('a box keeps the listings inside it, edges included', () => {
    const [first] = properties;
    const { lat, lng } = first!.location;
    const page = searchListingList(properties, {
      bbox: { south: lat, west: lng, north: lat, east: lng },
    });
    expect(page.items.map((p) => p.id)).toContain(first!.id);
    expect(page.items.every((p) => p.location.lat === lat && p.location.lng === lng)).toBe(true);
  });
});

describe('a map box in the address', () => {
  it('rounds outward to 4 decimals, so the rounded box holds the whole view', () => {
    const view = { south: 8.981234, west: 38.761299, north: 9.020001, east: 38.82 };
    const rounded = roundBoundingBox(view);
    expect(rounded).toEqual({ south: 8.9812, west: 38.7612, north: 9.0201, east: 38.82 });
    expect(parseBoundingBox(formatBoundingBox(rounded))).toEqual(rounded);
  });
});
