import {
  accountAm,
  accountEn,
  catalogueTexts,
  contentAm,
  contentEn,
  contentPagesAm,
  contentPagesEn,
  listingsAm,
  listingsEn,
  propertyAm,
  propertyEn,
  requiredText,
  shellAm,
  shellEn,
  textRef,
  type Catalogues,
  type Language,
  type PageTexts,
  type TextRef,
} from './sources';

/*
 * The head's texts are the pages' own (shared/src/pages/page-texts.ts): read here from the same
 * translation files the shell and the sections ship.
 */

/** A translation file: the shell's, or a section's namespace. */
export type Namespace = 'shell' | 'listings' | 'property' | 'content' | 'content-pages' | 'account';

const CATALOGUES: Catalogues = {
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

export type { TextRef };

/** Shorthand for a TextRef of one of the files above. */
export function text(namespace: Namespace, key: string): TextRef {
  return textRef(namespace, key);
}

/** The look-up of the pages' texts in a language, else in English (as i18next falls back). */
export function textsIn(language: Language): PageTexts {
  return catalogueTexts(CATALOGUES, language);
}

/** A page text in a language, else in English, else undefined. */
export function findPageText(language: Language, ref: TextRef): string | undefined {
  return textsIn(language)(ref);
}

/**
 * A page text in a language, else in English. Throws when neither has it: a key the sections
 * renamed, caught by the tests that build the head of every page in both languages.
 */
export function pageText(language: Language, ref: TextRef): string {
  return requiredText(textsIn(language), ref);
}
