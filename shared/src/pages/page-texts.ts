import { DEFAULT_LANGUAGE, type Language } from '../domain/constants';

/*
 * The texts a page's head reads are the page's own: the title of a listing page is the `<h1>` the
 * listings section shows, read from the same translation namespace, so the two cannot drift apart.
 * A section names them by reference; whoever writes the head looks them up in the texts in force.
 */

/** A text of a page: its translation namespace and its key (`listings`, `title.grid`). */
export interface TextRef {
  namespace: string;
  key: string;
}

/** Shorthand for a TextRef. */
export function textRef(namespace: string, key: string): TextRef {
  return { namespace, key };
}

/**
 * The look-up of a page's texts in its language: the translation, else the English one (as
 * i18next falls back), else undefined. Only texts without interpolation are read.
 */
export type PageTexts = (ref: TextRef) => string | undefined;

/** Translation files by language and namespace, as the apps ship them (`en.json`, `am.json`). */
export type Catalogues = Readonly<Partial<Record<Language, Readonly<Record<string, unknown>>>>>;

/** The text at a dotted key of one translation file; undefined when absent, not text, or blank. */
export function lookupText(catalogue: unknown, key: string): string | undefined {
  let value: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The look-up of texts in `language` over translation files, falling back to English. */
export function catalogueTexts(catalogues: Catalogues, language: Language): PageTexts {
  return ({ namespace, key }) =>
    lookupText(catalogues[language]?.[namespace], key) ??
    lookupText(catalogues[DEFAULT_LANGUAGE]?.[namespace], key);
}

/**
 * A text that must exist. Throws, naming the key and namespace, when the texts do not have it: a
 * key a section renamed, caught by the tests that build every page's head in both languages.
 */
export function requiredText(texts: PageTexts, ref: TextRef): string {
  const found = texts(ref);
  if (found === undefined)
    throw new Error(`No text "${ref.key}" in the ${ref.namespace} translations`);
  return found;
}
