/** @jest-environment node */
import { absoluteUrl, assetUrl, languageOfSearch, localizedPath, normalizeOrigin } from './urls';

// languageOfSearch and localizedPath are tested beside their home,
// shared/src/domain/language-address.test.ts; this checks that the server's modules get the same.
describe('the language of an address', () => {
  it('is re-exported from the domain', () => {
    expect(languageOfSearch('?id=b01&lang=am')).toBe('am');
    expect(localizedPath('/property/image-box?id=b01', 'am')).toBe(
      '/property/image-box?id=b01&lang=am',
    );
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
