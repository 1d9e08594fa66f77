import {
  addressForChoice,
  languageCookie,
  languageOfCookieHeader,
  languageOfSearch,
  localizedPath,
} from './language-address';

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
    expect(localizedPath('/theme/classic?lang=en&lang=am', 'am')).toBe('/theme/classic?lang=am');
  });
});

describe('the language cookie', () => {
  it('is written for the whole site, for a year, Lax, Secure on https', () => {
    expect(languageCookie('am')).toBe('betoch_lang=am; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('en', true)).toBe(
      'betoch_lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });

  it('is read from a Cookie header among others, spaces or none', () => {
    expect(languageOfCookieHeader('betoch_lang=am')).toBe('am');
    expect(languageOfCookieHeader('a=1; betoch_lang=en; b=2')).toBe('en');
    expect(languageOfCookieHeader('a=1;betoch_lang=am')).toBe('am');
    expect(languageOfCookieHeader(' betoch_lang = am ')).toBe('am');
  });

  it('is null when absent or not a language; of two, the first counts (as nginx reads it)', () => {
    expect(languageOfCookieHeader(undefined)).toBeNull();
    expect(languageOfCookieHeader('')).toBeNull();
    expect(languageOfCookieHeader('lang=am; xbetoch_lang=am; betoch_lang_x=am')).toBeNull();
    for (const value of ['fr', 'AM', '"am"', '', 'am-ET', 'am,en']) {
      expect([value, languageOfCookieHeader(`betoch_lang=${value}`)]).toEqual([value, null]);
    }
    expect(languageOfCookieHeader('betoch_lang=am; betoch_lang=en')).toBe('am');
    expect(languageOfCookieHeader('betoch_lang=fr; betoch_lang=am')).toBeNull();
  });
});

describe('addressForChoice', () => {
  it('sends a visitor who chose Amharic from an English address to the Amharic one', () => {
    expect(addressForChoice('/theme/classic', 'am')).toBe('/theme/classic?lang=am');
    expect(addressForChoice('/property/image-box?id=b01', 'am')).toBe(
      '/property/image-box?id=b01&lang=am',
    );
    expect(addressForChoice('/theme/classic?lang=en', 'am')).toBe('/theme/classic?lang=am');
    expect(addressForChoice('/listing/grid-view/2-grid/left-sidebar?page=2&sort=price', 'am')).toBe(
      '/listing/grid-view/2-grid/left-sidebar?page=2&sort=price&lang=am',
    );
  });

  it('leaves an address that already names Amharic where it is', () => {
    expect(addressForChoice('/theme/classic?lang=am', 'am')).toBeNull();
    expect(addressForChoice('/property/image-box?lang=am&id=b01', 'am')).toBeNull();
  });

  it('sends nobody from an Amharic address: it is Amharic for everyone, English chosen or not', () => {
    expect(addressForChoice('/theme/classic?lang=am', 'en')).toBeNull();
    expect(addressForChoice('/property/image-box?id=b01&lang=am', 'en')).toBeNull();
  });

  it('sends nobody without a choice, or with English chosen, from an English address (crawlers)', () => {
    expect(addressForChoice('/theme/classic', null)).toBeNull();
    expect(addressForChoice('/theme/classic?lang=am', null)).toBeNull();
    expect(addressForChoice('/theme/classic', 'en')).toBeNull();
  });

  it('never sends anyone to another site', () => {
    expect(addressForChoice('//evil.example/x', 'am')).toBeNull();
    expect(addressForChoice('/\\evil.example/x', 'am')).toBeNull();
    expect(addressForChoice('https://evil.example/x', 'am')).toBeNull();
    expect(addressForChoice('/x\ty', 'am')).toBeNull();
    expect(addressForChoice('', 'am')).toBeNull();
  });
});
