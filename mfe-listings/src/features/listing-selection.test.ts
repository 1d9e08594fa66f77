import type { Property } from '@betoch/shared';
import properties from '../../../shared/assets/data/property-details.json';
import { parseListingQuery } from './listing-query';
import { countByDeal, selectListings } from './listing-selection';

const all = properties as Property[];

test('without a filter every listing is kept, newest first', () => {
  const shown = selectListings(all, parseListingQuery(''), false);
  expect(shown).toHaveLength(all.length);
  const dates = shown.map((p) => p.date);
  expect(dates).toEqual([...dates].sort().reverse());
});

test('a tag keeps the listings that carry it', () => {
  const shown = selectListings(all, parseListingQuery('tag=Villa'), false);
  expect(shown.length).toBe(all.filter((p) => p.params.includes('Villa')).length);
  expect(shown.every((p) => p.params.includes('Villa'))).toBe(true);
});

test('the tabs split the filtered listings by deal', () => {
  const query = parseListingQuery('tag=Bole');
  const every = selectListings(all, query, false);
  const sale = selectListings(all, query, true);
  const rent = selectListings(all, { ...query, deal: 'rent' }, true);
  expect(sale.every((p) => p.id.includes('b'))).toBe(true);
  expect(rent.some((p) => p.id.includes('b'))).toBe(false);
  expect(countByDeal(every)).toEqual({ sale: sale.length, rent: rent.length, all: every.length });
});
