import { DEFAULT_LANGUAGE, isLanguage, languageOrDefault, type Language } from './constants';
import { cookieValue, siteCookie } from './cookies';

/*
 * How an address names its language (decided for issue #10): English is the address without a
 * language parameter, so every old link stays the English page; Amharic and Afaan Oromo are the
 * same address with `lang=am` or `lang=om` added to its query (`/property/image-box?id=b01&lang=am`). And how a visitor's chosen
 * language meets an address (issue #17): the choice travels in a cookie, so that the servers can
 * send a visitor who chose Amharic from an English address to the Amharic one before anything is
 * drawn. docs/seo.md gives the rules. Pure: the Node server, the nginx generator, the page
 * template's head script and the language switcher all follow these functions.
 */

/** The query parameter that names the page's language. */
export const LANGUAGE_PARAM = 'lang';

/** The language an address's query names: `lang=am` Amharic, `lang=om` Afaan Oromo, else English. */
export function languageOfSearch(search: string): Language {
  return languageOrDefault(new URLSearchParams(search).get(LANGUAGE_PARAM));
}

/**
 * A site path (it may carry a query) in a language: `lang=am` (`lang=om`) appended for Amharic
 * (Afaan Oromo), any language parameter removed for English. The other parameters keep their order.
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

/** The cookie that carries the visitor's chosen language to the servers (`en`, `am` or `om`). */
export const LANGUAGE_COOKIE = 'betoch_lang';

/** A year: the choice lasts as long as the localStorage copy does in practice. */
export const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;

/**
 * The `document.cookie` assignment that records a choice: the whole site, a year, sent on a
 * navigation from another site (a shared link: Lax), `Secure` on an https page.
 */
export function languageCookie(language: Language, secure = false): string {
  return siteCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_MAX_AGE, secure);
}

/**
 * The language a request's `Cookie` header names, or null (no cookie, or a value that is not a
 * language). Of two cookies of that name, the first counts, as nginx's `$cookie_betoch_lang` reads
 * it (the browser sends the one with the longest path first).
 */
export function languageOfCookieHeader(header: string | undefined): Language | null {
  const value = cookieValue(header, LANGUAGE_COOKIE);
  return isLanguage(value) ? value : null;
}

// A path the browser resolves on this site: one slash, then neither a slash nor a backslash
// (`//x`, `/\x` are other sites), and no control character.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const SITE_PATH = /^\/(?![/\\])[^\u0000-\u001f\u007f]*$/;

/**
 * Where a visitor who chose `choice` is sent from the address `url` (a path with its query), or
 * null when they stay. The rule (docs/seo.md, "The visitor's language and the address"): an
 * address that names a language (Amharic, Afaan Oromo) is in it for everyone, and opening it makes
 * that language the choice; the English address — which names no language, as every old link —
 * shows the visitor's choice. So only a visitor who chose another language than English is ever
 * sent on, from an English address to `localizedPath`'s one in their language; visitors without a
 * choice (crawlers) get each address in its own language.
 */
export function addressForChoice(url: string, choice: Language | null): string | null {
  // The default language never sends anyone on: its address is the one without a parameter, and
  // an address naming another language is that language's page for everyone.
  if (choice === null || choice === DEFAULT_LANGUAGE || !SITE_PATH.test(url)) return null;
  const queryAt = url.indexOf('?');
  // An address in any language but the default's is that language's page, for every choice.
  if (languageOfSearch(queryAt === -1 ? '' : url.slice(queryAt)) !== DEFAULT_LANGUAGE) return null;
  return localizedPath(url, choice);
}
