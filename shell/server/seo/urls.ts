import { DEFAULT_LANGUAGE, localizedPath, type Language } from './sources';

// How an address names its language is a rule of the domain, shared/src/domain/language-address.ts
// (the browser follows it too: the language switcher, the page template's first-paint check);
// re-exported here for the server's modules. docs/seo.md gives the rules.
export { LANGUAGE_PARAM, languageOfSearch, localizedPath } from './sources';

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
