import { tagsInText } from './tag-search';

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
