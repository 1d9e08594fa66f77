import { PROPERTIES } from '@betoch/shared/testing';
import { parseListingQuery } from './listing-query';
import { countByDeal, selectListings } from './listing-selection';

const all = PROPERTIES;

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

test('an old ?tag= address of three groups gives their intersection (For sale + Villa + Bole)', () => {
  const shown = selectListings(all, parseListingQuery('tag=For+sale&tag=Villa&tag=Bole'), false);
  const expected = all.filter((p) =>
    ['For sale', 'Villa', 'Bole'].every((tag) => p.params.includes(tag)),
  );
  expect(expected.length).toBeGreaterThan(0);
  expect(shown.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
});

test('tags of one group widen the choice: Villa or Apartment, in Bole or Yeka', () => {
  const shown = selectListings(
    all,
    parseListingQuery('tag=Villa&tag=Apartment&tag=Bole&tag=Yeka'),
    false,
  );
  const expected = all.filter(
    (p) =>
      (p.params.includes('Villa') || p.params.includes('Apartment')) &&
      (p.params.includes('Bole') || p.params.includes('Yeka')),
  );
  expect(shown.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
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
