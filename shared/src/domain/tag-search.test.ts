import {
  TAG_GROUPS,
  createTagGrouper,
  tagGroupOf,
  tagNamesOf,
  tagsInText,
  type TagNames,
} from './tag-search';

const TAGS = ['Addis Ababa', 'Apartment', 'Bole', 'Villa', '2 beds', 'For rent'];

/** As am/tags.json and om/tags.json name them. */
const NAMES: TagNames = {
  am: { 'Addis Ababa': 'አዲስ አበባ', Bole: 'ቦሌ', Villa: 'ቪላ', Apartment: 'አፓርትመንት' },
  om: { 'Addis Ababa': 'Finfinnee', Bole: 'Boolee', Villa: 'Viilaa', Apartment: 'Apaartmantii' },
};

describe('tagNamesOf', () => {
  it('gives the tags’ names in Amharic, then Afaan Oromo, each once', () => {
    expect(tagNamesOf(['Villa', 'Addis Ababa', 'Bole'], NAMES)).toEqual([
      'ቪላ',
      'አዲስ አበባ',
      'ቦሌ',
      'Viilaa',
      'Finfinnee',
      'Boolee',
    ]);
    expect(tagNamesOf(['Bole', 'Bole', undefined, 'Nowhere'], NAMES)).toEqual(['ቦሌ', 'Boolee']);
  });

  it('reads a language’s own names only, and none it lacks', () => {
    expect(tagNamesOf(['Bole'], { om: NAMES.om })).toEqual(['Boolee']);
    expect(tagNamesOf(['Bole'], {})).toEqual([]);
    expect(tagNamesOf(['constructor', 'toString'], NAMES)).toEqual([]);
    expect(tagNamesOf(['Bole'], { om: { Bole: '  ' } })).toEqual([]);
  });
});

describe('tagsInText with the tags’ names in other languages', () => {
  it('finds a tag by its Amharic or Oromo name as by its English one', () => {
    expect(tagsInText('Viilaa Boolee keessaa', TAGS, NAMES)).toEqual(['Bole', 'Villa']);
    expect(tagsInText('ቪላ በ ቦሌ', TAGS, NAMES)).toEqual(['Bole', 'Villa']);
    expect(tagsInText('apaartmantii finfinnee 2 beds', TAGS, NAMES)).toEqual([
      '2 beds',
      'Addis Ababa',
      'Apartment',
    ]);
    // Whole names only, and no names without them.
    expect(tagsInText('Booleetti', TAGS, NAMES)).toEqual([]);
    expect(tagsInText('Viilaa Boolee keessaa', TAGS)).toEqual([]);
  });
});

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
