import { LANGUAGES, type Language } from '../../shared/src/domain/constants';

/*
 * The languages of a listing as the service stores it: its document is English (the site's
 * `Property`), and each other language of the site is an overlay of its texts beside it
 * (`listing_docs.doc_am`, `doc_om`; the shape of am/ and om/property-details.json's entries).
 */

/** A language whose texts are an overlay of the English document. */
export type OverlayLanguage = Exclude<Language, 'en'>;

/** The overlay languages, in the order of the site's `LANGUAGES` (Amharic, then Afaan Oromo). */
export const OVERLAY_LANGUAGES: readonly OverlayLanguage[] = LANGUAGES.filter(
  (language): language is OverlayLanguage => language !== 'en',
);

/** Each language's English name, for the messages of the service and its import. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  am: 'Amharic',
  om: 'Afaan Oromo',
};
