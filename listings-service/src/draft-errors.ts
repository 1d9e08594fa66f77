import {
  LISTING_LIMITS,
  type ListingDraftCode,
  type ListingDraftError,
  type ListingDraftField,
} from '../../shared/src/domain/listing-draft-rules';
import { LISTING_TEXT_LANGUAGES, type ListingTextLanguage } from '../../shared/src/domain/property';
import { LANGUAGE_NAMES } from './languages';

/*
 * The English descriptions of the listing's refused fields in the service's `400`
 * (docs/publishing.md): each entry keeps the rules' field, code and language, so that the
 * publishing form shows its own text for the code in the visitor's language; the description is
 * for every other reader (the site's error handler shows it, as it shows the searches' 400s).
 */

/** A refused field as the service answers it: `{ errors: [...] }`, one entry per field. */
export interface DraftFieldError {
  field: ListingDraftField | 'version';
  /** The rules' code, or `fixed` (an edit may not change the deal). */
  code: ListingDraftCode | 'fixed';
  language?: ListingTextLanguage;
  description: string;
}

const NAMES: Record<ListingDraftField, string> = {
  deal: 'deal',
  rentPeriod: 'rent period',
  type: 'type',
  price: 'price',
  currency: 'currency',
  area: 'area',
  beds: 'number of bedrooms',
  baths: 'number of bathrooms',
  city: 'city',
  subCity: 'sub-city',
  neighbourhood: 'neighbourhood',
  address: 'address',
  location: 'location',
  features: 'features',
  title: 'title',
  description: 'description',
};

/** "English, Amharic or Afaan Oromo": the languages a listing's text may be written in. */
const TEXT_LANGUAGE_NAMES = LISTING_TEXT_LANGUAGES.map((language) => LANGUAGE_NAMES[language]);
const ANY_TEXT_LANGUAGE = `${TEXT_LANGUAGE_NAMES.slice(0, -1).join(', ')} or ${TEXT_LANGUAGE_NAMES.at(-1)}`;

/** What a description says of a field where the generic words do not fit: its limits, its grammar. */
const PREDICATES: Partial<Record<ListingDraftField, Partial<Record<ListingDraftCode, string>>>> = {
  area: {
    tooSmall: `must be at least ${LISTING_LIMITS.areaMin} m²`,
    tooLarge: `must be at most ${LISTING_LIMITS.areaMax.toLocaleString('en')} m²`,
  },
  beds: { tooSmall: 'must be 0 or more', tooLarge: `must be at most ${LISTING_LIMITS.roomsMax}` },
  baths: { tooSmall: 'must be 1 or more', tooLarge: `must be at most ${LISTING_LIMITS.roomsMax}` },
  price: {
    tooSmall: 'is below the lowest price for this deal',
    tooLarge: 'is above the highest price for this deal',
  },
  title: {
    tooShort: `must be at least ${LISTING_LIMITS.titleMin} characters`,
    tooLong: `must be at most ${LISTING_LIMITS.titleMax} characters`,
  },
  description: {
    tooShort: `must be at least ${LISTING_LIMITS.descriptionMin} characters`,
    tooLong: `must be at most ${LISTING_LIMITS.descriptionMax.toLocaleString('en')} characters`,
  },
  address: { tooLong: `must be at most ${LISTING_LIMITS.addressMax} characters` },
  neighbourhood: { tooLong: `must be at most ${LISTING_LIMITS.neighbourhoodMax} characters` },
  features: {
    invalid: 'are not valid',
    controlCharacters: 'hold control characters: remove them',
    tooMany: `must be at most ${LISTING_LIMITS.featuresMax}`,
    tooLong: `must each be at most ${LISTING_LIMITS.featureMax} characters`,
  },
};

const GENERIC: Record<ListingDraftCode, string> = {
  required: 'is required',
  invalid: 'is not valid',
  tooSmall: 'is too small',
  tooLarge: 'is too large',
  tooShort: 'is too short',
  tooLong: 'is too long',
  tooMany: 'has too many entries',
  outsideEthiopia: 'must be inside Ethiopia',
  controlCharacters: 'holds control characters: remove them',
};

function sentence(subject: string, predicate: string): string {
  return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} ${predicate}.`;
}

/** A refused field of the listing's rules with its English description. */
export function describeDraftError(error: ListingDraftError): DraftFieldError {
  const { field, code, language } = error;
  const name = `the ${language ? `${LANGUAGE_NAMES[language]} ` : ''}${NAMES[field]}`;
  const description =
    code === 'required' && (field === 'title' || field === 'description') && !language
      ? `A ${field} in ${ANY_TEXT_LANGUAGE} is required.`
      : sentence(name, PREDICATES[field]?.[code] ?? GENERIC[code]);
  return { ...error, description };
}

/** The deal of an edit that tries to change it: fixed with the listing's id. */
export const DEAL_FIXED_ERROR: DraftFieldError = {
  field: 'deal',
  code: 'fixed',
  description:
    'The deal of a published listing cannot change: withdraw it and publish a new listing.',
};
