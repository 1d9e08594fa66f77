import {
  DATA_MODE_COOKIE_MAX_AGE,
  dataModeCookie,
  dataModeEffects,
  dataModeFor,
  dataModeOfCookies,
  dataModeOfRequest,
  drawsEthiopicFonts,
  isDataMode,
  saveDataRequested,
} from './data-mode';

describe('the visitor’s choice overrides what the browser says, both ways', () => {
  test.each([
    [null, false, 'normal'],
    [null, true, 'low'],
    ['low', false, 'low'],
    ['normal', true, 'normal'],
    ['low', true, 'low'],
  ] as const)('choice %s, Save-Data %s: %s', (choice, saveData, mode) => {
    expect(dataModeFor(choice, saveData)).toBe(mode);
  });
});

test('Save-Data asks to save only with "on", in any case and spacing', () => {
  expect(saveDataRequested('on')).toBe(true);
  expect(saveDataRequested(' ON ')).toBe(true);
  expect(saveDataRequested(['on'])).toBe(true);
  expect(saveDataRequested('off')).toBe(false);
  expect(saveDataRequested('1')).toBe(false);
  expect(saveDataRequested('')).toBe(false);
  expect(saveDataRequested(undefined)).toBe(false);
});

describe('the betoch_data cookie', () => {
  test('is read among other cookies; the first of its name counts, as nginx reads it', () => {
    expect(dataModeOfCookies('betoch_lang=am; betoch_data=low')).toBe('low');
    expect(dataModeOfCookies('betoch_data=normal;betoch_data=low')).toBe('normal');
    expect(dataModeOfCookies(' betoch_data = low ')).toBe('low');
  });

  test('a missing, foreign or unknown value is no choice', () => {
    expect(dataModeOfCookies(undefined)).toBeNull();
    expect(dataModeOfCookies('')).toBeNull();
    expect(dataModeOfCookies('xbetoch_data=low')).toBeNull();
    expect(dataModeOfCookies('betoch_data=LOW')).toBeNull();
    expect(dataModeOfCookies('betoch_data')).toBeNull();
  });

  test('is written for the whole site for a year, Lax, Secure on https', () => {
    expect(dataModeCookie('low')).toBe(
      `betoch_data=low; Path=/; Max-Age=${DATA_MODE_COOKIE_MAX_AGE}; SameSite=Lax`,
    );
    expect(dataModeCookie('normal', true)).toMatch(/^betoch_data=normal; .*; Secure$/);
    expect(DATA_MODE_COOKIE_MAX_AGE).toBe(365 * 24 * 3600);
  });
});

test('a request’s mode: its cookie, else its Save-Data header', () => {
  expect(dataModeOfRequest({})).toBe('normal');
  expect(dataModeOfRequest({ 'save-data': 'on' })).toBe('low');
  expect(dataModeOfRequest({ cookie: 'betoch_data=normal', 'save-data': 'on' })).toBe('normal');
  expect(dataModeOfRequest({ cookie: 'betoch_data=low' })).toBe('low');
  expect(dataModeOfRequest({ cookie: 'betoch_data=maybe', 'save-data': 'on' })).toBe('low');
});

test('only the two modes are modes', () => {
  expect(isDataMode('low')).toBe(true);
  expect(isDataMode('normal')).toBe(true);
  expect(isDataMode('high')).toBe(false);
  expect(isDataMode(undefined)).toBe(false);
});

test('a low-data page leaves out every heavy part; a normal page none', () => {
  expect(dataModeEffects('low')).toEqual({
    heroPictures: false,
    smallestCardPhotos: true,
    galleryOnTap: true,
    mapOnAsk: true,
    ethiopicFontsOnlyInAmharic: true,
  });
  expect(dataModeEffects('normal')).toEqual({
    heroPictures: true,
    smallestCardPhotos: false,
    galleryOnTap: false,
    mapOnAsk: false,
    ethiopicFontsOnlyInAmharic: false,
  });
});

test('saving data, only an Amharic page draws in the site’s Ethiopic fonts', () => {
  expect(drawsEthiopicFonts('low', 'am')).toBe(true);
  expect(drawsEthiopicFonts('low', 'en')).toBe(false);
  expect(drawsEthiopicFonts('low', 'om')).toBe(false);
  expect(drawsEthiopicFonts('normal', 'en')).toBe(true);
});
