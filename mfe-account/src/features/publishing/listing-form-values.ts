import {
  LISTING_LIMITS,
  type ListingDraft,
  type ListingDraftCode,
  type ListingDraftError,
} from '@betoch/shared/domain/listing-draft-rules';
import type { ListingTextLanguage } from '@betoch/shared/domain/property';

/*
 * The publishing form's values and what they mean (docs/publishing.md): every control holds a
 * text, as a form does; the draft the listing's rules check (`validateListingDraft`) is read from
 * them here, and a stored draft is written back into them for an edit.
 */

/** The form's controls, by name, in the order they appear. */
export const LISTING_FORM_FIELDS = [
  'deal',
  'rentPeriod',
  'type',
  'amount',
  'currency',
  'area',
  'beds',
  'baths',
  'city',
  'subCity',
  'neighbourhood',
  'address',
  'lat',
  'lng',
  'features',
  'titleEn',
  'titleAm',
  'titleOm',
  'descriptionEn',
  'descriptionAm',
  'descriptionOm',
] as const;
export type ListingFormField = (typeof LISTING_FORM_FIELDS)[number];
export type ListingFormValues = Record<ListingFormField, string>;

export const EMPTY_LISTING_FORM: ListingFormValues = {
  deal: '',
  rentPeriod: 'month',
  type: '',
  amount: '',
  currency: 'ETB',
  area: '',
  beds: '',
  baths: '',
  city: '',
  subCity: '',
  neighbourhood: '',
  address: '',
  lat: '',
  lng: '',
  features: '',
  titleEn: '',
  titleAm: '',
  titleOm: '',
  descriptionEn: '',
  descriptionAm: '',
  descriptionOm: '',
};

/** A number as typed ("1,250,000", "1 250 000", "85.5"); the text itself when it is not one. */
function numberOf(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const plain = trimmed.replace(/[\s,]/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : trimmed;
}

/** A text, or nothing when left empty: one language of a title is enough. */
function optional(text: string): string | undefined {
  return text.trim() === '' ? undefined : text;
}

/** What the form says, in the shape the listing's rules read (they check and clean it). */
export function draftInputOf(values: ListingFormValues): Record<string, unknown> {
  return {
    deal: values.deal || undefined,
    ...(values.deal === 'rent' ? { rentPeriod: values.rentPeriod || undefined } : {}),
    type: values.type || undefined,
    price: { amount: numberOf(values.amount), currency: values.currency || undefined },
    area: numberOf(values.area),
    beds: numberOf(values.beds),
    baths: numberOf(values.baths),
    city: values.city || undefined,
    subCity: values.city === 'Addis Ababa' ? values.subCity || undefined : undefined,
    neighbourhood: values.city === 'Addis Ababa' ? undefined : optional(values.neighbourhood),
    address: values.address,
    location:
      values.lat.trim() === '' && values.lng.trim() === ''
        ? undefined
        : { lat: numberOf(values.lat), lng: numberOf(values.lng) },
    // One a line, as the visitor reads them on the page.
    features: values.features
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    title: {
      en: optional(values.titleEn),
      am: optional(values.titleAm),
      om: optional(values.titleOm),
    },
    description: {
      en: optional(values.descriptionEn),
      am: optional(values.descriptionAm),
      om: optional(values.descriptionOm),
    },
  };
}

/** A stored draft in the form's controls, for an edit. */
export function formValuesOf(draft: ListingDraft): ListingFormValues {
  const text = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    deal: draft.deal,
    rentPeriod: draft.rentPeriod ?? 'month',
    type: draft.type,
    amount: String(draft.price.amount),
    currency: draft.price.currency,
    area: String(draft.area),
    beds: text(draft.beds),
    baths: text(draft.baths),
    city: draft.city,
    subCity: draft.subCity ?? '',
    neighbourhood: draft.neighbourhood ?? '',
    address: draft.address,
    lat: String(draft.location.lat),
    lng: String(draft.location.lng),
    features: draft.features.join('\n'),
    titleEn: draft.title.en ?? '',
    titleAm: draft.title.am ?? '',
    titleOm: draft.title.om ?? '',
    descriptionEn: draft.description.en ?? '',
    descriptionAm: draft.description.am ?? '',
    descriptionOm: draft.description.om ?? '',
  };
}

/** The text box of each language a seller may write in. */
const TITLE_FIELDS: Readonly<Record<ListingTextLanguage, ListingFormField>> = {
  en: 'titleEn',
  am: 'titleAm',
  om: 'titleOm',
};
const DESCRIPTION_FIELDS: Readonly<Record<ListingTextLanguage, ListingFormField>> = {
  en: 'descriptionEn',
  am: 'descriptionAm',
  om: 'descriptionOm',
};

/**
 * The control each refused field is shown on: a text's language picks its box, a title or
 * description refused for having no language at all shows on the English one, a location on the
 * latitude.
 */
export function controlOf(error: ListingDraftError): ListingFormField {
  switch (error.field) {
    case 'price':
      return 'amount';
    case 'location':
      return 'lat';
    case 'title':
      return TITLE_FIELDS[error.language ?? 'en'];
    case 'description':
      return DESCRIPTION_FIELDS[error.language ?? 'en'];
    default:
      return error.field;
  }
}

/** The refused fields as the form shows them: one code per control, the first found. */
export function formErrorsOf(
  errors: readonly ListingDraftError[],
): Partial<Record<ListingFormField, ListingDraftCode>> {
  const found: Partial<Record<ListingFormField, ListingDraftCode>> = {};
  for (const error of errors) found[controlOf(error)] ??= error.code;
  return found;
}

/** The values a refusal's message names, for each control. */
export function limitsOf(field: ListingFormField): Record<string, number> {
  switch (field) {
    case 'titleEn':
    case 'titleAm':
    case 'titleOm':
      return { min: LISTING_LIMITS.titleMin, max: LISTING_LIMITS.titleMax };
    case 'descriptionEn':
    case 'descriptionAm':
    case 'descriptionOm':
      return { min: LISTING_LIMITS.descriptionMin, max: LISTING_LIMITS.descriptionMax };
    case 'area':
      return { min: LISTING_LIMITS.areaMin, max: LISTING_LIMITS.areaMax };
    case 'beds':
      return { min: 0, max: LISTING_LIMITS.roomsMax };
    case 'baths':
      return { min: 1, max: LISTING_LIMITS.roomsMax };
    case 'address':
      return { max: LISTING_LIMITS.addressMax };
    case 'neighbourhood':
      return { max: LISTING_LIMITS.neighbourhoodMax };
    case 'features':
      return { max: LISTING_LIMITS.featuresMax, each: LISTING_LIMITS.featureMax };
    default:
      return {};
  }
}
