import { searchListingList, type Property } from '@betoch/shared';
import { facetGroups } from './tag-groups';

const properties = [
  {
    id: 'b1',
    type: 'Villa',
    city: 'Addis Ababa',
    subCity: 'Bole',
    params: ['Villa', 'For sale', 'Addis Ababa', 'Bole', '5 beds', '4 baths'],
  },
  {
    id: 'r1',
    type: 'Apartment',
    city: 'Adama',
    params: ['Apartment', 'For rent', 'Adama', '1 bed', '1 bath', 'Furnished'],
  },
] as unknown as Property[];

test('sorts tags into deal, type, city, sub-city, beds, baths and other, in that order', () => {
  const groups = facetGroups(searchListingList(properties, {}).facets);
  expect(groups.map((g) => [g.name, g.tags.map((t) => t.tag)])).toEqual([
    ['deal', ['For rent', 'For sale']],
    ['type', ['Apartment', 'Villa']],
    ['city', ['Adama', 'Addis Ababa']],
    ['subCity', ['Bole']],
    ['beds', ['1 bed', '5 beds']],
    ['baths', ['1 bath', '4 baths']],
    ['other', ['Furnished']],
  ]);
});

test('empty groups are left out and counts are kept', () => {
  const only = [{ id: 'b2', type: 'Villa', city: 'Adama', params: ['Villa', 'Villa'] }];
  expect(facetGroups(searchListingList(only as unknown as Property[], {}).facets)).toEqual([
    { name: 'type', tags: [{ tag: 'Villa', count: 1 }] },
  ]);
});
