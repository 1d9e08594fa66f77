/** @jest-environment node */
import { searchKey, transliterate } from './search-key';

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

  it('keeps characters it cannot transliterate, so nothing is lost from the key', () => {
    expect(transliterate('G+2 ቤት')).toBe('G+2 bet');
    expect(searchKey('')).toBe('');
  });
});
