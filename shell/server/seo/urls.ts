import { DEFAULT_LANGUAGE, isLanguage, type Language } from './sources';

/*
 * How an address names its language (decided for issue #10): English is the address without a
 * language parameter, so every old link stays the English page; Amharic is the same address with
 * `lang=am` added to its query (`/property/image-box?id=b01&lang=am`). docs/seo.md gives the rules.
 */

/** The query parameter that names the page's language. */
export const LANGUAGE_PARAM = 'lang';

/** The language an address's query names: Amharic with `lang=am`, English otherwise. */
export function languageOfSearch(search: string): Language {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * A site path (it may carry a query) in a language: `lang=am` appended for Amharic, any language
 * parameter removed for English. The other parameters keep their order.
 */
export function localizedPath(path: string, language: Language): string {
  const queryAt = path.indexOf('?');
  const pathname = queryAt === -1 ? path : path.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : path.slice(queryAt + 1));
  params.delete(LANGUAGE_PARAM);
  if (language !== DEFAULT_LANGUAGE) params.append(LANGUAGE_PARAM, language);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The site's origin without a trailing slash: `https://betoch.et/` → `https://betoch.et`. */
export function normalizeOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** An absolute URL of a site path in a language. */
export function absoluteUrl(origin: string, path: string, language: Language = DEFAULT_LANGUAGE) {
  return `${normalizeOrigin(origin)}${localizedPath(path, language)}`;
}

/** An absolute URL of a file the site serves (an image): `/assets/…` → `https://…/assets/…`. */
export function assetUrl(origin: string, src: string): string {
  return /^https?:\/\//.test(src) ? src : `${normalizeOrigin(origin)}${src}`;
}
