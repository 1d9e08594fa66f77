/** @jest-environment node */
import { holdsWord, searchKey, textQueryWords, transliterate } from './search-key';

describe('searchKey', () => {
  it.each([
    ['ቦሌ', 'bole'],
    ['Bole', 'bole'],
    ['BOLE', 'bole'],
    ['የካ', 'yeka'],
    ['ቂርቆስ', 'kirkos'],
    ['Kirkos', 'kirkos'],
    ['ለሚ ኩራ', 'lemi kura'],
    ['ጉለሌ', 'gulele'],
    ['Gullele', 'gulele'],
    ['ሀዋሳ', 'hawasa'],
    ['Hawassa', 'hawasa'],
    ['አዳማ', 'adama'],
    ['መቀሌ', 'mekele'],
    ['Mekelle', 'mekele'],
    ['ልደታ', 'lideta'],
    ['ድሬ ዳዋ', 'dire dawa'],
    ['ጅማ', 'jima'],
    ['Jimma', 'jima'],
    ['ስልክ', 'silk'],
  ])('%s → %s', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });

  it('gives the Amharic and the Latin spelling of a place the same key', () => {
    expect(searchKey('ቦሌ መድኃኔ ዓለም')).toBe(searchKey('Bole Medhane Alem'));
  });

  it('reads Ethiopic punctuation and Latin punctuation as word breaks', () => {
    expect(searchKey('ቦሌ፡የካ።')).toBe('bole yeka');
    expect(searchKey('Nifas Silk-Lafto')).toBe('nifas silk lafto');
  });

  it('folds accents and keeps digits', () => {
    expect(searchKey('Café 3 beds, 120 m²')).toBe('cafe 3 beds 120 m2');
  });

  it.each([
    ['Boolee', 'bole'],
    ['Finfinnee', 'finfine'],
    ['Qirqos', 'kirkos'],
    ['Jimmaa', 'jima'],
    ['Hawaasaa', 'hawasa'],
    ['Gullallee', 'gulale'],
    ['Nifaas Silk-Laaftoo', 'nifas silk lafto'],
  ])('folds Afaan Oromo’s long vowels and geminates: %s → %s', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });

  it('gives an Oromo name the key of the English one where only its doubled letters differ', () => {
    for (const [oromo, english] of [
      ['Boolee', 'Bole'],
      ['Qirqos', 'Kirkos'],
      ['Adaamaa', 'Adama'],
      ['Lidetaa', 'Lideta'],
      ['Viilaa', 'Villa'],
    ]) {
      expect(searchKey(oromo as string)).toBe(searchKey(english as string));
    }
  });

  it('drops the apostrophe of the glottal stop in every spelling, and its absence is the same word', () => {
    for (const spelling of [
      "bu'aa",
      'bu’aa',
      'buʼaa',
      'bu‘aa',
      'bu`aa',
      'bu´aa',
      'buaa',
      "BU'AA",
    ]) {
      expect({ spelling, key: searchKey(spelling) }).toEqual({ spelling, key: 'bua' });
    }
    // Dropped before doubled letters are made single: ja'a and jaa (six) are one word.
    expect(searchKey("ja'a")).toBe(searchKey('jaa'));
    expect(searchKey("Mana Kiristaanaa Uraa'eel duuba")).toBe('mana kiristana urael duba');
    expect(searchKey("Uraa'eel")).toBe(searchKey('Urael'));
    // Elsewhere it is a letter of the word, not a break: "Ababa's" is one word.
    expect(searchKey("Addis Ababa's")).toBe('adis ababas');
  });

  it('keeps characters it cannot transliterate, so nothing is lost from the key', () => {
    expect(transliterate('G+2 ቤት')).toBe('G+2 bet');
    expect(searchKey('')).toBe('');
  });
});

describe('textQueryWords and holdsWord: how a word of a text query is found', () => {
  const listing = (text: string) => [text.toLowerCase(), searchKey(text)] as const;

  it('finds a word as written, or by its key in the key, whatever the script', () => {
    const [text, key] = listing('Villa near Bole Medhane Alem');
    const found = (query: string) => textQueryWords(query).every((w) => holdsWord(w, text, key));
    expect(found('bole')).toBe(true);
    expect(found('ቦሌ')).toBe(true);
    expect(found('BOLLE villa')).toBe(true);
    expect(found('ቪላ ቦሌ')).toBe(true);
    expect(found('ቦሌ yeka')).toBe(false);
  });

  it('finds an Oromo word in any of its spellings, and a place by its Oromo spelling', () => {
    const [text, key] = listing("Viilaa qilleensa ho'aa Adaamaatiif mijaa'ee, Boolee bira");
    const found = (query: string) => textQueryWords(query).every((w) => holdsWord(w, text, key));
    for (const query of ["mijaa'ee", 'mijaa’ee', 'mijaaee', 'Boolee', 'bole', 'ቦሌ', 'adama']) {
      expect({ query, found: found(query) }).toEqual({ query, found: true });
    }
    expect(found('mijaa’ee kirkos')).toBe(false);
  });

  it('reads a word of a trigram or more only as written when its key is shorter', () => {
    // "zzzz" folds to the key "z", which would be found in almost any text.
    expect(textQueryWords('zzzz')).toEqual([{ text: 'zzzz', indexed: true }]);
    const [text, key] = listing('Gerji plaza');
    expect(textQueryWords('zzzz').every((w) => holdsWord(w, text, key))).toBe(false);
  });

  it('looks for a word short in both forms row by row, in the text and the key', () => {
    expect(textQueryWords('G+')).toEqual([{ text: 'g+', key: 'g', indexed: false }]);
    expect(textQueryWords('ቦሌ')).toEqual([{ key: 'bole', indexed: true }]);
    expect(textQueryWords('  Villa   ቦሌ ')).toEqual([
      { text: 'villa', key: 'vila', indexed: true },
      { key: 'bole', indexed: true },
    ]);
    expect(textQueryWords('   ')).toEqual([]);
  });
});
