import { DEFAULT_LANGUAGE, type Language } from '../domain/constants';
import { localizedPath } from '../domain/language-address';

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
