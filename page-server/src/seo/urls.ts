// How an address names its language is a rule of the domain, shared/src/domain/language-address.ts
// (the browser follows it too: the language switcher, the page template's first-paint check), and
// the absolute addresses of the heads are the shared library's (shared/src/pages/urls.ts);
// re-exported here for the server's modules. docs/seo.md gives the rules.
export { LANGUAGE_PARAM, languageOfSearch, localizedPath } from './sources';
export { absoluteUrl, assetUrl, normalizeOrigin } from './sources';
