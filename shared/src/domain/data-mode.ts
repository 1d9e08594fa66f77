/*
 * The low-data mode (issue 29, "a phone on expensive data"; docs/low-data.md): a visitor whose
 * browser says data is dear (`Save-Data: on`, `navigator.connection.saveData`), or who turned the
 * header's switch on, gets pages without hero pictures or video, card photos at their smallest
 * width loaded as they scroll in, gallery photos on tap, maps drawn only when asked and no font
 * their script does not need. The switch's choice overrides what the browser says, both ways, and
 * travels in a cookie so that both hostings serve the right page before anything is drawn: the
 * Node server renders it so, nginx picks the prerendered file of that mode. Pure: the page
 * server, the nginx generator, the page template's head script and the store all follow these.
 */
import type { Language } from './constants';
import { cookieValue, siteCookie } from './cookies';

/** `low`: the visitor saves data; `normal`: every picture as drawn for their screen. */
export type DataMode = 'normal' | 'low';

export const DATA_MODES: readonly DataMode[] = ['normal', 'low'];

export function isDataMode(value: unknown): value is DataMode {
  return value === 'normal' || value === 'low';
}

/** The cookie holding the visitor's own choice (`low` or `normal`); nginx reads `$cookie_betoch_data`. */
export const DATA_MODE_COOKIE = 'betoch_data';

/** The `<html>` attribute naming the mode a page was drawn in (`data-data-mode`), for CSS and the store. */
export const DATA_MODE_ATTRIBUTE = 'data-data-mode';

/**
 * On a page drawn for a visitor saving data, the `<html>` attribute that names the page's code (its
 * entry script) in place of a script tag: the head script loads it at once when the visitor's
 * storage changes what the page shows, else at their first press (docs/low-data.md#the-pages-code).
 */
export const CODE_ON_PRESS_ATTRIBUTE = 'data-betoch-code';

/** A year, as the language choice's cookie. */
export const DATA_MODE_COOKIE_MAX_AGE = 31_536_000;

/**
 * The mode of a visitor: their own choice when they made one, else low when their browser asks to
 * save data, else normal.
 */
export function dataModeFor(choice: DataMode | null, saveData: boolean): DataMode {
  return choice ?? (saveData ? 'low' : 'normal');
}

/** Whether a `Save-Data` request header asks to save data (`on`, in any case; RFC 8674 drafts). */
export function saveDataRequested(header: string | readonly string[] | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && value.trim().toLowerCase() === 'on';
}

/**
 * The choice a `Cookie` header (or `document.cookie`) holds, or null: no cookie, or a value that
 * is not a mode. Of two cookies of that name the first counts, as nginx reads it.
 */
export function dataModeOfCookies(cookies: string | undefined): DataMode | null {
  const value = cookieValue(cookies, DATA_MODE_COOKIE);
  return isDataMode(value) ? value : null;
}

/** The mode of a request as a server sees it: its cookie, else its `Save-Data` header. */
export function dataModeOfRequest(headers: {
  cookie?: string | undefined;
  'save-data'?: string | readonly string[] | undefined;
}): DataMode {
  return dataModeFor(dataModeOfCookies(headers.cookie), saveDataRequested(headers['save-data']));
}

/** The `document.cookie` assignment that records a choice: the whole site, a year, Lax. */
export function dataModeCookie(mode: DataMode, secure = false): string {
  return siteCookie(DATA_MODE_COOKIE, mode, DATA_MODE_COOKIE_MAX_AGE, secure);
}

/** What a page leaves out in a mode: every part of the site asks here rather than naming the mode. */
export interface DataModeEffects {
  /** Hero pictures, slides' pictures and the video hero's film. */
  heroPictures: boolean;
  /** A card's photo at the narrowest file there is, fetched only as it scrolls into view. */
  smallestCardPhotos: boolean;
  /** A gallery's photos fetched one by one when the visitor taps them. */
  galleryOnTap: boolean;
  /** A map drawn (Leaflet and tiles fetched) only when the visitor asks for it. */
  mapOnAsk: boolean;
  /** Ethiopic fonts only on a page in Amharic, the language written in that script. */
  ethiopicFontsOnlyInAmharic: boolean;
}

const EFFECTS: Record<DataMode, DataModeEffects> = {
  normal: {
    heroPictures: true,
    smallestCardPhotos: false,
    galleryOnTap: false,
    mapOnAsk: false,
    ethiopicFontsOnlyInAmharic: false,
  },
  low: {
    heroPictures: false,
    smallestCardPhotos: true,
    galleryOnTap: true,
    mapOnAsk: true,
    ethiopicFontsOnlyInAmharic: true,
  },
};

export function dataModeEffects(mode: DataMode): DataModeEffects {
  return EFFECTS[mode];
}

/**
 * Whether a page draws its Ethiopic text in the site's own fonts (and preloads the wordmark's):
 * always, but when saving data only on a page in Amharic, the language written in that script; the
 * other pages' few Ethiopic characters (the wordmark, "አማርኛ") take the phone's own font.
 */
export function drawsEthiopicFonts(mode: DataMode, language: Language): boolean {
  return !dataModeEffects(mode).ethiopicFontsOnlyInAmharic || language === 'am';
}
