import { catalogueTexts, lookupText, requiredText, textRef } from './page-texts';

const catalogues = {
  en: { listings: { title: { grid: 'Grid view', blank: ' ' }, plain: 'Plain' } },
  am: { listings: { title: { grid: 'ፍርግርግ' } } },
};

describe('lookupText', () => {
  it('reads a dotted key and refuses what is not a non-blank text', () => {
    expect(lookupText(catalogues.en.listings, 'title.grid')).toBe('Grid view');
    expect(lookupText(catalogues.en.listings, 'plain')).toBe('Plain');
    expect(lookupText(catalogues.en.listings, 'title')).toBeUndefined();
    expect(lookupText(catalogues.en.listings, 'title.blank')).toBeUndefined();
    expect(lookupText(catalogues.en.listings, 'plain.deeper')).toBeUndefined();
    expect(lookupText(undefined, 'title.grid')).toBeUndefined();
  });
});

describe('catalogueTexts', () => {
  it('reads the language asked for, else English, as i18next falls back', () => {
    const am = catalogueTexts(catalogues, 'am');
    expect(am(textRef('listings', 'title.grid'))).toBe('ፍርግርግ');
    expect(am(textRef('listings', 'plain'))).toBe('Plain');
    expect(am(textRef('listings', 'missing'))).toBeUndefined();
    expect(am(textRef('content', 'title.grid'))).toBeUndefined();
  });
});

describe('requiredText', () => {
  it('names the key and the namespace of a text that is not there', () => {
    const en = catalogueTexts(catalogues, 'en');
    expect(requiredText(en, textRef('listings', 'title.grid'))).toBe('Grid view');
    expect(() => requiredText(en, textRef('listings', 'title.gone'))).toThrow(
      'No text "title.gone" in the listings translations',
    );
  });
});
