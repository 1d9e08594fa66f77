/** @jest-environment node */
import { listingTextLang, shownTextLanguage } from './listing-text-language';

describe('shownTextLanguage', () => {
  test("the page's language when the seller wrote the text in it", () => {
    expect(shownTextLanguage(['en', 'am'], 'am')).toBe('am');
    expect(shownTextLanguage(['am', 'en'], 'en')).toBe('en');
    expect(shownTextLanguage(['am'], 'am')).toBe('am');
  });

  test('else the first language the seller wrote it in', () => {
    expect(shownTextLanguage(['en'], 'am')).toBe('en');
    expect(shownTextLanguage(['am'], 'en')).toBe('am');
    // A page in a language no seller writes in shows the first written.
    expect(shownTextLanguage(['am', 'en'], 'om')).toBe('am');
  });

  test('nothing when the languages are not known', () => {
    expect(shownTextLanguage(undefined, 'en')).toBeUndefined();
    expect(shownTextLanguage([], 'am')).toBeUndefined();
  });
});

describe('listingTextLang', () => {
  const english = { writtenIn: { title: ['en' as const], description: ['en' as const] } };
  const mixed = {
    writtenIn: { title: ['en' as const, 'am' as const], description: ['am' as const] },
  };

  test('marks a text with its language only on a page in another', () => {
    expect(listingTextLang(english, 'title', 'am')).toBe('en');
    expect(listingTextLang(english, 'title', 'en')).toBeUndefined();
    expect(listingTextLang(mixed, 'description', 'en')).toBe('am');
    expect(listingTextLang(mixed, 'description', 'am')).toBeUndefined();
  });

  test('each field by its own languages', () => {
    // The title is written in both: the Amharic page shows the Amharic one, unmarked.
    expect(listingTextLang(mixed, 'title', 'am')).toBeUndefined();
    expect(listingTextLang(mixed, 'title', 'en')).toBeUndefined();
  });

  test('a listing of the data, written in every language, is never marked', () => {
    expect(listingTextLang({}, 'title', 'am')).toBeUndefined();
    expect(listingTextLang({ writtenIn: undefined }, 'description', 'en')).toBeUndefined();
  });
});
