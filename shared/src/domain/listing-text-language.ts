import type { ListingTextLanguage, Property } from './property';

/*
 * A seller writes a listing's title and description in English, Amharic or both
 * (docs/publishing.md): a page in a language the seller did not write shows the text as written,
 * and marks it with its language (`lang`), so that a screen reader reads it with the right voice
 * and the browser picks the right fonts and hyphenation.
 */

/** The listing's texts that a seller writes in their languages. */
export type ListingTextField = keyof NonNullable<Property['writtenIn']>;

/**
 * The language of the text a page in `pageLanguage` shows of a field written in `written`: the
 * page's when the seller wrote it, else the first the seller wrote (the one the service shows).
 * Undefined when the languages are not known (the data's listings, written in every language):
 * the text is then the page's.
 */
export function shownTextLanguage(
  written: readonly ListingTextLanguage[] | undefined,
  pageLanguage: string,
): ListingTextLanguage | undefined {
  if (!written || written.length === 0) return undefined;
  return written.find((language) => language === pageLanguage) ?? written[0];
}

/**
 * The `lang` a listing's text needs on a page in `pageLanguage`: the language it is shown in when
 * that is not the page's, else undefined (it inherits the page's).
 */
export function listingTextLang(
  listing: Pick<Property, 'writtenIn'>,
  field: ListingTextField,
  pageLanguage: string,
): ListingTextLanguage | undefined {
  const shown = shownTextLanguage(listing.writtenIn?.[field], pageLanguage);
  return shown === pageLanguage ? undefined : shown;
}
