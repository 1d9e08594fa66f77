import {
  accountAm,
  accountEn,
  contentAm,
  contentEn,
  contentPagesAm,
  contentPagesEn,
  listingsAm,
  listingsEn,
  propertyAm,
  propertyEn,
  shellAm,
  shellEn,
  type Language,
} from './sources';

/*
 * The head's texts are the pages' own: the title of a listing page is the `<h1>` the listings
 * section shows, read from the same translation file, so the two cannot drift apart. Only texts
 * without interpolation are used.
 */

/** A translation file: the shell's, or a section's namespace. */
export type Namespace = 'shell' | 'listings' | 'property' | 'content' | 'content-pages' | 'account';

const CATALOGUES: Readonly<Record<Language, Readonly<Record<Namespace, unknown>>>> = {
  en: {
    shell: shellEn,
    listings: listingsEn,
    property: propertyEn,
    content: contentEn,
    'content-pages': contentPagesEn,
    account: accountEn,
  },
  am: {
    shell: shellAm,
    listings: listingsAm,
    property: propertyAm,
    content: contentAm,
    'content-pages': contentPagesAm,
    account: accountAm,
  },
};

/** A text of a page: its translation file and its key (`title.grid`). */
export interface TextRef {
  namespace: Namespace;
  key: string;
}

/** Shorthand for a TextRef. */
export function text(namespace: Namespace, key: string): TextRef {
  return { namespace, key };
}

function lookup(catalogue: unknown, key: string): string | undefined {
  let value: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A page text in a language, else in English (as i18next falls back), else undefined. */
export function findPageText(language: Language, { namespace, key }: TextRef): string | undefined {
  return lookup(CATALOGUES[language][namespace], key) ?? lookup(CATALOGUES.en[namespace], key);
}

/**
 * A page text in a language, else in English. Throws when neither has it: a key the sections
 * renamed, caught by the tests that build the head of every page in both languages.
 */
export function pageText(language: Language, ref: TextRef): string {
  const found = findPageText(language, ref);
  if (found === undefined)
    throw new Error(`No text "${ref.key}" in the ${ref.namespace} translations`);
  return found;
}
