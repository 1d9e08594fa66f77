import { ETB_PER_USD } from './currency';
import { LISTING_TEXT_LANGUAGES, type Deal, type ListingTextLanguage } from './property';

/*
 * What a seller's listing must be before it is stored (docs/publishing.md "The listing's rules"): the rules the
 * publishing form checks as the seller types and the listings service checks again before it
 * writes, written once. Each refused field has a code; the form and the service's `400` speak the
 * same codes, and each shows its own text for them in the visitor's language.
 */

/** The property types a listing may have: those the listing filters offer. */
export const LISTING_TYPES = [
  'Apartment',
  'Condominium',
  'Villa',
  'G+2 House',
  'Office',
  'Shop',
  'Land',
] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** The types that have bedrooms and bathrooms: the others' counts are not asked, and not stored. */
export const TYPES_WITH_ROOMS: readonly ListingType[] = [
  'Apartment',
  'Condominium',
  'Villa',
  'G+2 House',
];

/** The cities the filters offer. */
export const LISTING_CITIES = [
  'Addis Ababa',
  'Adama',
  'Bahir Dar',
  'Dire Dawa',
  'Gondar',
  'Hawassa',
  'Jimma',
  'Mekelle',
] as const;

/** Addis Ababa's eleven sub-cities, as the filters name them; other cities take a neighbourhood. */
export const ADDIS_ABABA_SUB_CITIES = [
  'Addis Ketema',
  'Akaky Kaliti',
  'Arada',
  'Bole',
  'Gullele',
  'Kirkos',
  'Kolfe Keranio',
  'Lemi Kura',
  'Lideta',
  'Nifas Silk-Lafto',
  'Yeka',
] as const;

/** A rent is asked per month or per year; a sale has no period. */
export const RENT_PERIODS = ['month', 'year'] as const;
export type RentPeriod = (typeof RENT_PERIODS)[number];

/** The currencies a seller may price in: Birr by default, or US dollars. */
export const LISTING_CURRENCIES = ['ETB', 'USD'] as const;
export type ListingCurrency = (typeof LISTING_CURRENCIES)[number];

/** Ethiopia's extent in degrees (its borders' bounding box, rounded out): a pin must be inside. */
export const ETHIOPIA_BOUNDS = { south: 3.3, north: 15.0, west: 32.9, east: 48.0 } as const;

/** Sane ranges, inclusive. Prices in Birr: a rent per month, a sale whole. */
export const LISTING_LIMITS = {
  titleMin: 10,
  titleMax: 120,
  descriptionMin: 30,
  descriptionMax: 5000,
  addressMax: 200,
  neighbourhoodMax: 80,
  areaMin: 10,
  areaMax: 1_000_000,
  roomsMax: 50,
  featuresMax: 30,
  featureMax: 60,
  saleMinEtb: 10_000,
  saleMaxEtb: 10_000_000_000,
  rentMinEtb: 500,
  rentMaxEtb: 50_000_000,
} as const;

/** New listings an account may make in a day (issue 28: fake and stale ads are the first complaint). */
export const NEW_LISTINGS_PER_DAY = 20;

/** A text in English, Amharic and Afaan Oromo; one of the three is enough to publish. */
export type ListingText = Partial<Record<ListingTextLanguage, string>>;

/** A listing as the seller describes it: what the form sends and the service stores. */
export interface ListingDraft {
  deal: Deal;
  /** Rents only. */
  rentPeriod?: RentPeriod;
  type: ListingType;
  price: { amount: number; currency: ListingCurrency };
  /** Floor area (land: plot area) in m². */
  area: number;
  /** Types with rooms only. */
  beds?: number;
  baths?: number;
  city: string;
  /** Addis Ababa only: one of its sub-cities. */
  subCity?: string;
  /** Other cities: a neighbourhood, optional. */
  neighbourhood?: string;
  address: string;
  location: { lat: number; lng: number };
  features: string[];
  title: ListingText;
  description: ListingText;
}

export const LISTING_DRAFT_FIELDS = [
  'deal',
  'rentPeriod',
  'type',
  'price',
  'currency',
  'area',
  'beds',
  'baths',
  'city',
  'subCity',
  'neighbourhood',
  'address',
  'location',
  'features',
  'title',
  'description',
] as const;
export type ListingDraftField = (typeof LISTING_DRAFT_FIELDS)[number];

/** Why a field was refused. */
export type ListingDraftCode =
  | 'required'
  | 'invalid'
  | 'tooSmall'
  | 'tooLarge'
  | 'tooShort'
  | 'tooLong'
  | 'tooMany'
  | 'outsideEthiopia'
  | 'controlCharacters';

export interface ListingDraftError {
  field: ListingDraftField;
  /** A text field's language: `en`, `am` or `om`. */
  language?: ListingTextLanguage;
  code: ListingDraftCode;
}

export type ListingDraftResult =
  { ok: true; value: ListingDraft } | { ok: false; errors: ListingDraftError[] };

/** Control characters other than the line breaks and tabs a description may hold. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** Trims a text and collapses its runs of spaces (line breaks kept); undefined when not a text. */
function cleanText(value: unknown, singleLine: boolean): string | undefined {
  if (typeof value !== 'string') return undefined;
  const lines = value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim());
  const text = singleLine ? lines.join(' ') : lines.join('\n').replace(/\n{3,}/g, '\n\n');
  return text.trim();
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The price's range in its currency, for the deal (a yearly rent is twelve monthly ones). */
export function priceRange(
  deal: Deal,
  currency: ListingCurrency,
  rentPeriod: RentPeriod = 'month',
): { min: number; max: number } {
  const months = deal === 'rent' && rentPeriod === 'year' ? 12 : 1;
  const [minEtb, maxEtb] =
    deal === 'sale'
      ? [LISTING_LIMITS.saleMinEtb, LISTING_LIMITS.saleMaxEtb]
      : [LISTING_LIMITS.rentMinEtb * months, LISTING_LIMITS.rentMaxEtb * months];
  const rate = currency === 'ETB' ? 1 : ETB_PER_USD;
  return { min: Math.ceil(minEtb / rate), max: Math.floor(maxEtb / rate) };
}

/**
 * The price as the site compares prices (docs/rules.md: US dollars, a rent per month), from what
 * the seller typed; rounded to whole dollars.
 */
export function comparablePriceUsd(
  draft: Pick<ListingDraft, 'deal' | 'rentPeriod' | 'price'>,
): number {
  const usd =
    draft.price.currency === 'USD' ? draft.price.amount : draft.price.amount / ETB_PER_USD;
  const monthly = draft.deal === 'rent' && draft.rentPeriod === 'year' ? usd / 12 : usd;
  return Math.round(monthly);
}

/**
 * Checks a listing as sent (the form's values, or a request's JSON) and gives it cleaned (texts
 * trimmed, the fields its type or city does not have left out), or every refused field.
 */
export function validateListingDraft(input: unknown): ListingDraftResult {
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const errors: ListingDraftError[] = [];
  const refuse = (
    field: ListingDraftField,
    code: ListingDraftCode,
    language?: ListingTextLanguage,
  ) => errors.push(language ? { field, code, language } : { field, code });

  const deal = oneOf(['sale', 'rent'] as const, source.deal) ? source.deal : undefined;
  if (!deal)
    refuse('deal', source.deal === undefined || source.deal === '' ? 'required' : 'invalid');
  let rentPeriod: RentPeriod | undefined;
  if (deal === 'rent') {
    if (oneOf(RENT_PERIODS, source.rentPeriod)) rentPeriod = source.rentPeriod;
    else refuse('rentPeriod', source.rentPeriod === undefined ? 'required' : 'invalid');
  }

  const type = oneOf(LISTING_TYPES, source.type) ? source.type : undefined;
  if (!type)
    refuse('type', source.type === undefined || source.type === '' ? 'required' : 'invalid');

  const rawPrice = (source.price ?? {}) as { amount?: unknown; currency?: unknown };
  const currency = oneOf(LISTING_CURRENCIES, rawPrice.currency) ? rawPrice.currency : undefined;
  if (!currency) refuse('currency', rawPrice.currency === undefined ? 'required' : 'invalid');
  const amount = rawPrice.amount;
  if (amount === undefined || amount === null || amount === '') refuse('price', 'required');
  else if (!isNumber(amount)) refuse('price', 'invalid');
  else if (deal && currency) {
    const { min, max } = priceRange(deal, currency, rentPeriod);
    if (amount < min) refuse('price', 'tooSmall');
    else if (amount > max) refuse('price', 'tooLarge');
  } else if (amount <= 0) refuse('price', 'tooSmall');

  const area = source.area;
  if (area === undefined || area === null || area === '') refuse('area', 'required');
  else if (!isNumber(area)) refuse('area', 'invalid');
  else if (area < LISTING_LIMITS.areaMin) refuse('area', 'tooSmall');
  else if (area > LISTING_LIMITS.areaMax) refuse('area', 'tooLarge');

  const rooms: { beds?: number; baths?: number } = {};
  if (type && TYPES_WITH_ROOMS.includes(type)) {
    for (const field of ['beds', 'baths'] as const) {
      const count = source[field];
      if (count === undefined || count === null || count === '') refuse(field, 'required');
      else if (!isNumber(count) || !Number.isInteger(count)) refuse(field, 'invalid');
      else if (count < (field === 'beds' ? 0 : 1)) refuse(field, 'tooSmall');
      else if (count > LISTING_LIMITS.roomsMax) refuse(field, 'tooLarge');
      else rooms[field] = count;
    }
  }

  const city = oneOf(LISTING_CITIES, source.city) ? source.city : undefined;
  if (!city)
    refuse('city', source.city === undefined || source.city === '' ? 'required' : 'invalid');
  let subCity: string | undefined;
  let neighbourhood: string | undefined;
  if (city === 'Addis Ababa') {
    if (oneOf(ADDIS_ABABA_SUB_CITIES, source.subCity)) subCity = source.subCity;
    else
      refuse(
        'subCity',
        source.subCity === undefined || source.subCity === '' ? 'required' : 'invalid',
      );
  } else if (city) {
    const text = cleanText(source.neighbourhood, true);
    if (source.neighbourhood !== undefined && text === undefined)
      refuse('neighbourhood', 'invalid');
    else if (text && CONTROL.test(text)) refuse('neighbourhood', 'controlCharacters');
    else if (text && text.length > LISTING_LIMITS.neighbourhoodMax)
      refuse('neighbourhood', 'tooLong');
    else if (text) neighbourhood = text;
  }

  const address = cleanText(source.address, true);
  if (!address)
    refuse('address', source.address === undefined || address === '' ? 'required' : 'invalid');
  else if (CONTROL.test(address)) refuse('address', 'controlCharacters');
  else if (address.length > LISTING_LIMITS.addressMax) refuse('address', 'tooLong');

  const where = (source.location ?? {}) as { lat?: unknown; lng?: unknown };
  let location: { lat: number; lng: number } | undefined;
  if (where.lat === undefined && where.lng === undefined) refuse('location', 'required');
  else if (!isNumber(where.lat) || !isNumber(where.lng)) refuse('location', 'invalid');
  else {
    const { south, north, west, east } = ETHIOPIA_BOUNDS;
    if (where.lat < south || where.lat > north || where.lng < west || where.lng > east) {
      refuse('location', 'outsideEthiopia');
    } else location = { lat: where.lat, lng: where.lng };
  }

  const features: string[] = [];
  if (source.features !== undefined) {
    if (!Array.isArray(source.features)) refuse('features', 'invalid');
    else if (source.features.length > LISTING_LIMITS.featuresMax) refuse('features', 'tooMany');
    else {
      for (const raw of source.features) {
        const feature = cleanText(raw, true);
        if (feature === undefined) refuse('features', 'invalid');
        else if (CONTROL.test(feature)) refuse('features', 'controlCharacters');
        else if (feature.length > LISTING_LIMITS.featureMax) refuse('features', 'tooLong');
        else if (feature && !features.includes(feature)) features.push(feature);
      }
    }
  }

  const texts = (field: 'title' | 'description', min: number, max: number): ListingText => {
    const raw = (source[field] ?? {}) as Record<string, unknown>;
    const value: ListingText = {};
    let refused = false;
    for (const language of LISTING_TEXT_LANGUAGES) {
      const text = cleanText(raw[language], field === 'title');
      if (raw[language] !== undefined && text === undefined) {
        refuse(field, 'invalid', language);
        refused = true;
      } else if (!text) continue;
      else if (CONTROL.test(text)) {
        refuse(field, 'controlCharacters', language);
        refused = true;
      } else if ([...text].length < min) {
        refuse(field, 'tooShort', language);
        refused = true;
      } else if ([...text].length > max) {
        refuse(field, 'tooLong', language);
        refused = true;
      } else value[language] = text;
    }
    // One language is enough; none is not.
    if (!refused && LISTING_TEXT_LANGUAGES.every((language) => value[language] === undefined))
      refuse(field, 'required');
    return value;
  };
  const title = texts('title', LISTING_LIMITS.titleMin, LISTING_LIMITS.titleMax);
  const description = texts(
    'description',
    LISTING_LIMITS.descriptionMin,
    LISTING_LIMITS.descriptionMax,
  );

  if (errors.length > 0 || !deal || !type || !currency || !city || !address || !location) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    value: {
      deal,
      ...(rentPeriod ? { rentPeriod } : {}),
      type,
      price: { amount: amount as number, currency },
      area: area as number,
      ...rooms,
      city,
      ...(subCity ? { subCity } : {}),
      ...(neighbourhood ? { neighbourhood } : {}),
      address,
      location,
      features,
      title,
      description,
    },
  };
}

/** The letters a new id's random part is drawn from: no `b`, so the deal alone decides it. */
const ID_LETTERS = 'acdefghjkmnpqrstuvwxyz23456789';

/**
 * A new listing's id (docs/rules.md "Property ids": an id with a `b` is for sale, one without is
 * for rent): `b` or `r`, then ten letters and digits without `b`. The deal is fixed with the id:
 * an edit cannot change it (the seller withdraws the listing and publishes a new one).
 */
export function newListingId(deal: Deal, random: (max: number) => number): string {
  let id = deal === 'sale' ? 'b' : 'r';
  for (let i = 0; i < 10; i += 1) id += ID_LETTERS[random(ID_LETTERS.length)];
  return id;
}
