/** @jest-environment node */
import { absoluteUrl, assetUrl, languageOfSearch, localizedPath, normalizeOrigin } from './urls';

describe('languageOfSearch', () => {
  it('is Amharic with lang=am, English otherwise (old addresses are English)', () => {
    expect(languageOfSearch('?id=b01&lang=am')).toBe('am');
    expect(languageOfSearch('lang=am')).toBe('am');
    expect(languageOfSearch('?id=b01')).toBe('en');
    expect(languageOfSearch('?lang=en')).toBe('en');
    expect(languageOfSearch('?lang=fr')).toBe('en');
    expect(languageOfSearch('')).toBe('en');
  });
});

describe('localizedPath', () => {
  it('adds lang=am after the other parameters for Amharic', () => {
    expect(localizedPath('/property/image-box?id=b01', 'am')).toBe(
      '/property/image-box?id=b01&lang=am',
    );
    expect(localizedPath('/theme/classic', 'am')).toBe('/theme/classic?lang=am');
  });

  it('removes any language parameter for English', () => {
    expect(localizedPath('/property/image-box?lang=am&id=b01', 'en')).toBe(
      '/property/image-box?id=b01',
    );
    expect(localizedPath('/theme/classic?lang=am', 'en')).toBe('/theme/classic');
  });

  it('never repeats the parameter', () => {
    expect(localizedPath('/theme/classic?lang=am', 'am')).toBe('/theme/classic?lang=am');
  });
});

describe('absolute URLs', () => {
  it('join the origin, without a double slash', () => {
    expect(normalizeOrigin('https://betoch.et/')).toBe('https://betoch.et');
    expect(absoluteUrl('https://betoch.et/', '/agent/agent-grid', 'am')).toBe(
      'https://betoch.et/agent/agent-grid?lang=am',
    );
    expect(assetUrl('https://betoch.et/', '/assets/images/a.svg')).toBe(
      'https://betoch.et/assets/images/a.svg',
    );
    expect(assetUrl('https://betoch.et', 'https://cdn.example/a.svg')).toBe(
      'https://cdn.example/a.svg',
    );
  });
});
