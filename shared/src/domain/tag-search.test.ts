import { TAG_GROUPS, createTagGrouper, tagGroupOf, tagsInText } from './tag-search';

const TAGS = ['Addis Ababa', 'Apartment', 'Bole', 'Villa', '2 beds', 'For rent'];

describe('tagsInText', () => {
  it('finds the tags named in the text, whatever the case and spacing', () => {
    expect(tagsInText('  bole   APARTMENT ', TAGS)).toEqual(['Apartment', 'Bole']);
    expect(tagsInText('villa in Addis Ababa for rent', TAGS)).toEqual([
      'Addis Ababa',
      'For rent',
      'Villa',
    ]);
  });
  it('matches whole words only and ignores unknown words', () => {
    expect(tagsInText('villas near boles', TAGS)).toEqual([]);
    expect(tagsInText('', TAGS)).toEqual([]);
    expect(tagsInText('2 beds', TAGS)).toEqual(['2 beds']);
  });
});

describe('tag groups', () => {
  test.each([
    ['For sale', 'deal'],
    ['for rent', 'deal'],
    ['Villa', 'type'],
    ['G+2 House', 'type'],
    ['Addis Ababa', 'city'],
    ['Bahir Dar', 'city'],
    ['Bole', 'subCity'],
    ['Nifas Silk-Lafto', 'subCity'],
    ['1 bed', 'beds'],
    ['10 beds', 'beds'],
    ['1 bath', 'baths'],
    ['3 baths', 'baths'],
    ['Furnished', 'other'],
  ])('%s → %s', (tag, group) => {
    expect(tagGroupOf(tag)).toBe(group);
  });

  test("the data's own types, cities and sub-cities extend the site's vocabulary", () => {
    const groupOf = createTagGrouper({
      types: ['Warehouse'],
      cities: ['Debre Birhan'],
      subCities: ['Kebele 01', undefined],
    });
    expect([groupOf('Warehouse'), groupOf('Debre Birhan'), groupOf('Kebele 01')]).toEqual([
      'type',
      'city',
      'subCity',
    ]);
    expect(groupOf('Villa')).toBe('type');
    expect(TAG_GROUPS).toEqual(['deal', 'type', 'city', 'subCity', 'beds', 'baths', 'other']);
  });
});
