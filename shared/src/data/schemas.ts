import { parseIsoDate, parseIsoDateTime } from '../domain/dates';
import {
  LISTING_TEXT_LANGUAGES,
  type GeoPoint,
  type ImageCandidate,
  type ImageRef,
  type ListingPublisher,
  type PhotoWidths,
  type Property,
} from '../domain/property';
import type {
  Agency,
  Agent,
  AgentIdsAsset,
  AssetName,
  AssetTypes,
  BannerAsset,
  BlogPost,
  Brand,
  BrandAsset,
  CityCard,
  FaqAsset,
  FaqItem,
  HappyClient,
  HappyClientsAsset,
  HeroSlide,
  HomeSliderAsset,
  LegalDocument,
  LegalSection,
  SiteLink,
  NewOfferAsset,
  NewOfferEntry,
  OpeningHours,
  PeopleSayAsset,
  PostIdsAsset,
  PricingPlan,
  PricingPlanAsset,
  PropertyIdsAsset,
  PropertyInCityAsset,
  PropertyOfTheDayAsset,
  ProvidedService,
  ProvidedServicesAsset,
  SocialLink,
  Stat,
  Testimonial,
} from './types';

/*
 * Validation of the JSON assets with small composable decoders (plain type guards that also say what
 * is wrong and where). A record that fails inside a list is skipped with one console.warn naming the
 * file and the record; anything else that fails makes the whole file unreadable (ShapeError).
 */

/** Where a decoder is: the file (for warnings) and the path inside it (for messages). */
export interface DecodeContext {
  file: string;
  path: string;
}

/** Turns unknown JSON into a typed value, or throws a ShapeError saying what is wrong and where. */
export type Decoder<T> = (value: unknown, context: DecodeContext) => T;

/** A value that does not have the expected shape; `message` reads "path: expected …, got …". */
export class ShapeError extends Error {
  constructor(context: DecodeContext, expected: string, value: unknown) {
    super(`${context.path || 'the file'} should be ${expected}, but is ${describe(value)}`);
    this.name = 'ShapeError';
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return value.trim() === '' ? 'an empty text' : 'a text';
  if (typeof value === 'number')
    return Number.isFinite(value) ? `the number ${value}` : 'not a number';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function at(context: DecodeContext, key: string | number): DecodeContext {
  const path =
    typeof key === 'number'
      ? `${context.path}[${key}]`
      : context.path
        ? `${context.path}.${key}`
        : key;
  return { file: context.file, path };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ------------------------------------------------------------ building blocks

/** A text with at least one visible character. */
export const text: Decoder<string> = (value, context) => {
  if (typeof value !== 'string' || value.trim() === '')
    throw new ShapeError(context, 'a text', value);
  return value;
};

/** Any text, empty included (e.g. the alt of a decorative image). */
const anyText: Decoder<string> = (value, context) => {
  if (typeof value !== 'string') throw new ShapeError(context, 'a text', value);
  return value;
};

/** A finite number within [min, max]. */
export function numberIn(
  min: number,
  max = Number.POSITIVE_INFINITY,
  integer = false,
): Decoder<number> {
  const expected = `${integer ? 'a whole number' : 'a number'} from ${min}${max === Number.POSITIVE_INFINITY ? '' : ` to ${max}`}`;
  return (value, context) => {
    if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      value < min ||
      value > max ||
      (integer && !Number.isInteger(value))
    ) {
      throw new ShapeError(context, expected, value);
    }
    return value;
  };
}

const count = numberIn(0, Number.POSITIVE_INFINITY, true);
const amount = numberIn(0);

const bool: Decoder<boolean> = (value, context) => {
  if (typeof value !== 'boolean') throw new ShapeError(context, 'true or false', value);
  return value;
};

/** An ISO calendar date `YYYY-MM-DD` that exists. */
export const isoDate: Decoder<string> = (value, context) => {
  if (typeof value !== 'string' || Number.isNaN(parseIsoDate(value))) {
    throw new ShapeError(context, 'a date YYYY-MM-DD', value);
  }
  return value;
};

/** An ISO 8601 date-time with its zone (`2026-03-12T09:01:00.000Z`) that exists. */
export const isoDateTime: Decoder<string> = (value, context) => {
  if (Number.isNaN(parseIsoDateTime(value))) {
    throw new ShapeError(context, 'a date-time YYYY-MM-DDThh:mm:ssZ', value);
  }
  return value as string;
};

function oneOf<T extends string>(values: readonly T[]): Decoder<T> {
  return (value, context) => {
    if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
      throw new ShapeError(context, `one of ${values.join(', ')}`, value);
    }
    return value as T;
  };
}

/** Accepts a missing (or null) value as undefined. */
function optional<T>(decoder: Decoder<T>): Decoder<T | undefined> {
  return (value, context) =>
    value === undefined || value === null ? undefined : decoder(value, context);
}

/**
 * An optional field whose bad value is dropped, with one console.warn naming the file and the
 * field, rather than costing the whole record: for what a page can do without (a listing's
 * publisher), so that one odd field never hides a listing.
 */
function optionalOrDropped<T>(decoder: Decoder<T>): Decoder<T | undefined> {
  return (value, context) => {
    if (value === undefined || value === null) return undefined;
    try {
      return decoder(value, context);
    } catch (error) {
      if (!(error instanceof ShapeError)) throw error;
      console.warn(`${context.file}: dropped a field: ${error.message}`);
      return undefined;
    }
  };
}

/** Every key of T with the decoder of its value (optional keys take an `optional(…)` decoder). */
type Shape<T> = { [K in keyof T]-?: Decoder<T[K]> };

/** An object with the given fields; unknown fields are dropped, undefined optional ones omitted. */
export function object<T>(shape: Shape<T>): Decoder<T> {
  return (value, context) => {
    if (!isRecord(value)) throw new ShapeError(context, 'an object', value);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      const decoded = shape[key](value[key], at(context, key));
      if (decoded !== undefined) out[key] = decoded;
    }
    return out as T;
  };
}

/** A list whose every entry must be valid (a bad entry makes the whole value invalid). */
export function arrayOf<T>(decoder: Decoder<T>, minLength = 0): Decoder<T[]> {
  return (value, context) => {
    if (!Array.isArray(value)) throw new ShapeError(context, 'a list', value);
    if (value.length < minLength)
      throw new ShapeError(context, `a list of at least ${minLength}`, value);
    return value.map((item, index) => decoder(item, at(context, index)));
  };
}

/** The id of a raw record, for warnings, when it has one. */
function idOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isRecord(value) && (typeof value.id === 'string' || typeof value.id === 'number'))
    return String(value.id);
  return undefined;
}

/**
 * A list of records: a record that is invalid, or whose `id` repeats an earlier one, is skipped with
 * one console.warn naming the file, the record's index and id, and the reason.
 */
export function listOf<T>(decoder: Decoder<T>): Decoder<T[]> {
  return (value, context) => {
    if (!Array.isArray(value)) throw new ShapeError(context, 'a list', value);
    const seen = new Set<string>();
    const out: T[] = [];
    value.forEach((item, index) => {
      const where = at(context, index);
      const id = idOf(item);
      const name = context.path ? where.path : `record ${index}`;
      const record = `${context.file}: skipped ${name}${id === undefined ? '' : ` (id "${id}")`}`;
      try {
        const decoded = decoder(item, where);
        if (id !== undefined) {
          if (seen.has(id)) throw new Error(`the id "${id}" is already used by an earlier entry`);
          seen.add(id);
        }
        out.push(decoded);
      } catch (error) {
        console.warn(`${record}: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    return out;
  };
}

// ------------------------------------------------------------ shared shapes

const imageSrc: Decoder<string> = (value, context) => {
  if (typeof value !== 'string' || !/^(\/|https?:\/\/)\S+$/.test(value)) {
    throw new ShapeError(context, 'an image URL starting with /', value);
  }
  return value;
};

const pixels = numberIn(1, 10000, true);

const imageCandidates = arrayOf(object<ImageCandidate>({ src: imageSrc, width: pixels }), 1);

export const imageRef: Decoder<ImageRef> = object<ImageRef>({
  src: imageSrc,
  width: pixels,
  height: pixels,
  alt: anyText,
  // A seller's photo's other files (docs/publishing.md#photos): the picture shows from `src`
  // without them, so a bad value drops the field, not the image.
  widths: optionalOrDropped(object<PhotoWidths>({ webp: imageCandidates, jpeg: imageCandidates })),
  preview: optionalOrDropped(
    object<NonNullable<ImageRef['preview']>>({ src: imageSrc, width: pixels, height: pixels }),
  ),
});

const geoPoint: Decoder<GeoPoint> = object<GeoPoint>({
  lat: numberIn(-90, 90),
  lng: numberIn(-180, 180),
});

const link: Decoder<SiteLink> = object<SiteLink>({ label: text, path: text });

const socialLink: Decoder<SocialLink> = object<SocialLink>({ network: text, url: text });

const texts = arrayOf(text);
const paragraphs = arrayOf(text, 1);

const heading = { title: text, subtitle: text };

// ------------------------------------------------------------ entities

export const property: Decoder<Property> = object<Property>({
  id: text,
  title: text,
  price: numberIn(0),
  sqft: numberIn(1),
  date: isoDate,
  params: texts,
  type: text,
  city: text,
  subCity: optional(text),
  address: text,
  beds: count,
  baths: count,
  garages: optional(count),
  yearBuilt: optional(numberIn(1800, 2100, true)),
  location: geoPoint,
  images: arrayOf(imageRef, 1),
  description: text,
  features: optional(texts),
  agentId: text,
  ownerCode: optional(text),
  featured: optional(bool),
  // A seller's listing only (docs/publishing.md "What the site receives"): the page shows the
  // listing without them, so a bad value drops the field, not the listing.
  publisher: optionalOrDropped(object<ListingPublisher>({ userCode: text })),
  updatedAt: optionalOrDropped(isoDateTime),
  writtenIn: optionalOrDropped(
    object<NonNullable<Property['writtenIn']>>({
      title: arrayOf(oneOf(LISTING_TEXT_LANGUAGES), 1),
      description: arrayOf(oneOf(LISTING_TEXT_LANGUAGES), 1),
    }),
  ),
});

export const agent: Decoder<Agent> = object<Agent>({
  id: text,
  name: text,
  role: text,
  photo: imageRef,
  phone: text,
  email: text,
  office: text,
  languages: texts,
  bio: text,
  listings: count,
  experienceYears: optional(count),
  specialties: optional(texts),
  social: arrayOf(socialLink),
});

export const blogPost: Decoder<BlogPost> = object<BlogPost>({
  id: text,
  title: text,
  date: isoDate,
  author: text,
  authorId: optional(text),
  category: text,
  tags: texts,
  image: imageRef,
  summary: text,
  body: paragraphs,
});

// ------------------------------------------------------------ sections

const propertyIdsAsset = object<PropertyIdsAsset>({ ...heading, propertyIds: listOf(text) });

const heroSlide = object<HeroSlide>({
  id: text,
  heading: text,
  text,
  image: imageRef,
  action: link,
});

const newOfferEntry = object<NewOfferEntry>({
  propertyId: text,
  label: text,
  previousPrice: optional(amount),
});

const cityCard = object<CityCard>({
  id: text,
  name: text,
  nameAm: optional(text),
  tag: text,
  count,
  description: text,
  image: imageRef,
});

const happyClient = object<HappyClient>({
  id: text,
  name: text,
  role: text,
  city: text,
  avatar: imageRef,
  quote: text,
});

const brand = object<Brand>({
  id: text,
  name: text,
  kind: text,
  description: text,
  logo: imageRef,
});

const providedService = object<ProvidedService>({
  id: text,
  title: text,
  text,
  icon: imageRef,
  path: optional(text),
});

const pricingPlan = object<PricingPlan>({
  id: text,
  name: text,
  priceEtb: amount,
  priceUsd: amount,
  period: oneOf(['month', 'year'] as const),
  listings: count,
  featuredListings: count,
  durationDays: count,
  highlighted: bool,
  features: texts,
});

const testimonial = object<Testimonial>({
  id: text,
  name: text,
  role: text,
  avatar: imageRef,
  rating: numberIn(1, 5, true),
  date: isoDate,
  text,
});

const openingHours = object<OpeningHours>({ days: text, time: text });
const stat = object<Stat>({ label: text, value: amount });
const faqItem = object<FaqItem>({ id: text, category: text, question: text, answer: text });
const legalSection = object<LegalSection>({ id: text, heading: text, paragraphs });

const legalDocument = object<LegalDocument>({
  title: text,
  updated: isoDate,
  intro: text,
  sections: listOf(legalSection),
});

/** The decoder of each asset, by name. */
export const ASSET_DECODERS: { readonly [N in AssetName]: Decoder<AssetTypes[N]> } = {
  'property-details': listOf(property),
  'agent-data': listOf(agent),
  'blog-details': listOf(blogPost),
  'home-slider': object<HomeSliderAsset>({ ...heading, slides: listOf(heroSlide) }),
  slider: propertyIdsAsset,
  'latest-for-sale': propertyIdsAsset,
  'featured-property': propertyIdsAsset,
  'latest-for-rent': propertyIdsAsset,
  'new-offer': object<NewOfferAsset>({ ...heading, offers: listOf(newOfferEntry) }),
  'property-in-city': object<PropertyInCityAsset>({ ...heading, cities: listOf(cityCard) }),
  banner: object<BannerAsset>({
    ...heading,
    text,
    image: imageRef,
    primaryAction: link,
    secondaryAction: optional(link),
    phone: optional(text),
  }),
  agents: object<AgentIdsAsset>({ ...heading, agentIds: listOf(text) }),
  'happy-clients': object<HappyClientsAsset>({ ...heading, clients: listOf(happyClient) }),
  brand: object<BrandAsset>({ ...heading, brands: listOf(brand) }),
  'provided-services': object<ProvidedServicesAsset>({
    ...heading,
    services: listOf(providedService),
  }),
  'pricing-plan': object<PricingPlanAsset>({
    ...heading,
    note: optional(text),
    plans: listOf(pricingPlan),
  }),
  'latest-blog': object<PostIdsAsset>({ ...heading, postIds: listOf(text) }),
  'property-of-the-day': object<PropertyOfTheDayAsset>({
    ...heading,
    propertyId: text,
    note: optional(text),
  }),
  'people-say': object<PeopleSayAsset>({ ...heading, testimonials: listOf(testimonial) }),
  agency: object<Agency>({
    name: text,
    nameAm: optional(text),
    tagline: text,
    address: text,
    city: text,
    poBox: optional(text),
    phone: text,
    mobile: optional(text),
    email: text,
    website: optional(text),
    hours: listOf(openingHours),
    location: geoPoint,
    image: imageRef,
    about: paragraphs,
    stats: listOf(stat),
    social: listOf(socialLink),
  }),
  faq: object<FaqAsset>({ ...heading, items: listOf(faqItem) }),
  'terms-and-conditions': legalDocument,
  'privacy-policy': legalDocument,
};

/** Every asset name (one per JSON file). */
export const ASSET_NAMES = Object.keys(ASSET_DECODERS) as AssetName[];

/** The file of an asset, e.g. 'latest-for-sale.json'. */
export function assetFile(name: AssetName): string {
  return `${name}.json`;
}

/**
 * Validates parsed JSON as the named asset. Invalid records inside lists are skipped with a warning;
 * a value whose top-level shape is wrong throws a ShapeError.
 */
export function parseAsset<N extends AssetName>(name: N, json: unknown): AssetTypes[N] {
  const decode: Decoder<AssetTypes[N]> = ASSET_DECODERS[name];
  return decode(json, { file: assetFile(name), path: '' });
}
