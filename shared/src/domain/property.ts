/** An image with its intrinsic size, so pages can reserve space before it loads (no layout shift). */
export interface ImageRef {
  src: string;
  width: number;
  height: number;
  alt: string;
  /**
   * A seller's photo (docs/publishing.md#photos): the same picture at several widths, as WebP and
   * as JPEG, narrowest first, for a `<picture>`'s `srcset`; `src` is then the widest JPEG. The
   * data's pictures (SVGs drawn to their boxes) have none.
   */
  widths?: PhotoWidths;
  /** Photo 1 of a seller's listing cropped to the link preview's 1200 × 630 (`og:image`), JPEG. */
  preview?: { src: string; width: number; height: number };
}

/** One width of a photo, for a `srcset`: `<src> <width>w`. */
export interface ImageCandidate {
  src: string;
  width: number;
}

/** A photo's files by type, each narrowest first. */
export interface PhotoWidths {
  webp: ImageCandidate[];
  jpeg: ImageCandidate[];
}

/** A point on the map, in WGS 84 degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Whether a listing is for sale or for rent; derived from its id (see isForSale). */
export type Deal = 'sale' | 'rent';

/**
 * A property listing. The old site's fields (id, price, sqft, date, params) keep their names and
 * meaning so that wishlists saved by the old site still load; the rest is what the pages show.
 */
export interface Property {
  /** For-sale ids contain 'b' (e.g. "b12"); for-rent ids do not (e.g. "r12"). */
  id: string;
  title: string;
  /** Price in US dollars (the currency base, factor 1); monthly rent for rentals. */
  price: number;
  /** Floor area in square metres (m²). The field keeps the old site's name. */
  sqft: number;
  /** Listing date, ISO `YYYY-MM-DD`. */
  date: string;
  /** Filter tags: property type, status, city or sub-city, beds and baths (e.g. "3 beds"). */
  params: string[];
  type: string;
  city: string;
  subCity?: string;
  address: string;
  beds: number;
  baths: number;
  garages?: number;
  yearBuilt?: number;
  location: GeoPoint;
  images: ImageRef[];
  description: string;
  features?: string[];
  agentId: string;
  /** The userCode of the account that owns this listing (for /my-properties). */
  ownerCode?: string;
  featured?: boolean;
  /**
   * The account that published the listing, by its user code (`U-1003`): a seller's listing
   * only; the demo's and the imported listings have none (docs/publishing.md).
   */
  publisher?: ListingPublisher;
  /** When a published listing last changed, ISO 8601 date-time; with `publisher`. */
  updatedAt?: string;
  /**
   * The languages a seller wrote the title and the description in (`en`, `am`, `om`, one or
   * more): a page in another language shows the text as written, marked with its language
   * (`lang`). The data's listings, written in every language, have none.
   */
  writtenIn?: { title: ListingTextLanguage[]; description: ListingTextLanguage[] };
}

/** The languages a seller may write a listing's texts in: English, Amharic, Afaan Oromo. */
export const LISTING_TEXT_LANGUAGES = ['en', 'am', 'om'] as const;
export type ListingTextLanguage = (typeof LISTING_TEXT_LANGUAGES)[number];

/** Who published a listing: its user code only (the listing keeps no name, docs/publishing.md). */
export interface ListingPublisher {
  userCode: string;
}
