import {
  comparablePriceUsd,
  type ListingDraft,
  type ListingText,
} from '../../shared/src/domain/listing-draft-rules';
import {
  LISTING_TEXT_LANGUAGES,
  type ImageRef,
  type ListingTextLanguage,
  type Property,
} from '../../shared/src/domain/property';
import type { OverlayLanguage } from './languages';
import type { ListingOverlay, ListingRecord, TagNames } from './listing-store';
import type { PhotoSetEntry, PhotoSetManifest } from './photos/listing-photos';

/*
 * A published listing as the site reads every listing (docs/publishing.md "What the site
 * receives"): the seller's draft made into the site's `Property` and its Amharic and Oromo
 * overlays, so that `GET /api/listings/:id`, the searches, the map and the lookups answer it as
 * they answer the demo's and the imports' listings, with its publisher and the time of its last
 * change added.
 */

/** The account that published a listing, as its token names it. */
export interface Publisher {
  /** The API's user id (the token's `sub`). */
  userId: number;
  /** Its public code, `U-1003`: what a listing's page names its publisher by. */
  userCode: string;
}

/** A published listing's document: the site's `Property`, plus who published it and when it last changed. */
export interface PublishedProperty extends Property {
  /** By its user code only: the token carries no name, and the listing keeps none (docs/publishing.md). */
  publisher: { userCode: string };
  /** When it last changed (an edit, a withdrawal, a publication), ISO 8601. */
  updatedAt: string;
  /** Outside Addis Ababa, the neighbourhood the seller named (no filter reads it; the text search does). */
  neighbourhood?: string;
}

/** What a listing's document is made from besides its draft. */
export interface Publication {
  id: string;
  publisher: Publisher;
  /** When it was first published (its `date`), and when it last changed; ms since 1970. */
  createdAt: number;
  updatedAt: number;
  /**
   * Its photos' set, as the write endpoints stored it; none for a listing published before
   * photos, which shows its city's illustration.
   */
  photos?: PhotoSetManifest | undefined;
}

/** Ethiopia's offset from UTC (no daylight saving): a listing's date is its day in Addis Ababa. */
const ADDIS_ABABA_OFFSET_MS = 3 * 3_600_000;

/** The day of `time` in Addis Ababa, `YYYY-MM-DD`. */
export function ethiopianDay(time: number): string {
  return new Date(time + ADDIS_ABABA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The filter tags of a draft, as the data writes them: type, deal, city, sub-city, rooms. */
export function draftTags(draft: ListingDraft): string[] {
  const rooms = (count: number | undefined, one: string, many: string) =>
    count ? [`${count} ${count === 1 ? one : many}`] : [];
  return [
    draft.type,
    draft.deal === 'sale' ? 'For sale' : 'For rent',
    draft.city,
    ...(draft.subCity ? [draft.subCity] : []),
    ...rooms(draft.beds, 'bed', 'beds'),
    ...rooms(draft.baths, 'bath', 'baths'),
  ];
}

/** The city illustrations of shared/assets/images/cities/, one per city the listing's rules allow. */
function cityIllustration(city: string): ImageRef {
  const file = city.toLowerCase().replace(/\s+/g, '-');
  return {
    src: `/assets/images/cities/${file}.svg`,
    width: 600,
    height: 400,
    alt: `No photo yet: an illustration of ${city}`,
  };
}

/** A photo's alt text in each language: its place in the set and the listing's title. */
const PHOTO_ALT: Readonly<
  Record<OverlayLanguage, (title: string) => (n: number, count: number) => string>
> = {
  am: (title) => (n, count) => `ፎቶ ${n} ከ${count}፤ ${title}`,
  // "Photo n of count": suuraa n keessaa … is read "photo n among count".
  om: (title) => (n, count) => `Suuraa ${n}/${count}: ${title}`,
};

/** The alt text of a city's illustration, in each language, with the city's name in it. */
const ILLUSTRATION_ALT: Readonly<Record<OverlayLanguage, (city: string) => string>> = {
  am: (city) => `ፎቶ ገና አልተጨመረም፤ የ${city} ሥዕል`,
  // "No photo for now: an illustration of …", in the words the site's Oromo texts use (suuraa a
  // photo, fakkii an illustration, ammaaf … hin jiru for now there is no …).
  om: (city) => `Ammaaf suuraan hin jiru: fakkii ${city}`,
};

/**
 * Where the service serves a stored photo file (photos/photo-routes.ts): relative, the site
 * resolves it against the service's URL.
 */
export function photoAddress(key: string): string {
  return `/photos/${key}`;
}

/**
 * A set's photos as the site's images, in the seller's order, each with its alternative text
 * (`alt(n, count)`): `src` the widest JPEG (what a browser without `<picture>` shows), `widths`
 * every width as WebP and JPEG, narrowest first, for a `srcset`; photo 1 also the link preview.
 */
export function photoImages(
  manifest: PhotoSetManifest,
  alt: (n: number, count: number) => string,
): ImageRef[] {
  const byPhoto = new Map<number, PhotoSetEntry[]>();
  for (const entry of manifest.photos)
    byPhoto.set(entry.n, [...(byPhoto.get(entry.n) ?? []), entry]);
  const count = byPhoto.size;
  return [...byPhoto.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([n, entries]) => {
      const sizes = [...entries].sort((a, b) => a.width - b.width);
      const widest = sizes[sizes.length - 1];
      if (!widest) return [];
      const image: ImageRef = {
        src: photoAddress(widest.jpg),
        width: widest.width,
        height: widest.height,
        alt: alt(n, count),
        widths: {
          webp: sizes.map(({ webp, width }) => ({ src: photoAddress(webp), width })),
          jpeg: sizes.map(({ jpg, width }) => ({ src: photoAddress(jpg), width })),
        },
      };
      if (n === 1) {
        const { jpg, width, height } = manifest.preview;
        image.preview = { src: photoAddress(jpg), width, height };
      }
      return [image];
    });
}

/** A listing's photos as its English page shows them (and its edit form): "Photo 2 of 5: <title>". */
export function listingPhotos(draft: ListingDraft, manifest: PhotoSetManifest): ImageRef[] {
  const title = textOf(draft.title);
  return photoImages(manifest, (n, count) => `Photo ${n} of ${count}: ${title}`);
}

/** The languages a listing's text was written in, English first. */
function languagesOf(text: ListingDraft['title']): ListingTextLanguage[] {
  return LISTING_TEXT_LANGUAGES.filter((language) => Boolean(text[language]));
}

/**
 * The site's `Property` of a draft and its Amharic and Oromo overlays (am/ and
 * om/property-details.json's shape).
 *
 * - The English document's text is the English one, else the Amharic, else the Oromo one (the
 *   site's listing has one text per field, English, with the other languages laid over): the
 *   listing is never without a title, and a page in a language the seller did not write shows
 *   the text as written. An overlay holds only what the seller wrote in its language.
 * - `price` is the price as the site compares prices (US dollars, a rent per month:
 *   `comparablePriceUsd`); the draft keeps what the seller typed.
 * - A type without rooms stores 0 beds and 0 baths, as the data does (they are not shown).
 * - The site's `Property` asks for an agent and at least one image. A listing of an account has no
 *   agent: `agentId` (and `ownerCode`) is its publisher's user code. Its images are its photos; a
 *   listing published before photos has none, and shows its city's illustration, whose text says
 *   there is no photo yet.
 * - `writtenIn` names the languages the seller wrote the title and the description in, so that a
 *   page in the other language can mark the text with its language.
 */
export function publishedRecord(
  draft: ListingDraft,
  { id, publisher, createdAt, updatedAt, photos }: Publication,
  tagNames: TagNames = {},
): ListingRecord & { property: PublishedProperty } {
  const images = photos ? listingPhotos(draft, photos) : [];
  const illustrated = images.length === 0;
  const property: PublishedProperty = {
    id,
    title: textOf(draft.title),
    price: comparablePriceUsd(draft),
    sqft: draft.area,
    date: ethiopianDay(createdAt),
    params: draftTags(draft),
    type: draft.type,
    city: draft.city,
    ...(draft.subCity ? { subCity: draft.subCity } : {}),
    ...(draft.neighbourhood ? { neighbourhood: draft.neighbourhood } : {}),
    address: draft.address,
    beds: draft.beds ?? 0,
    baths: draft.baths ?? 0,
    location: { lat: draft.location.lat, lng: draft.location.lng },
    images: illustrated ? [cityIllustration(draft.city)] : images,
    description: textOf(draft.description),
    ...(draft.features.length > 0 ? { features: [...draft.features] } : {}),
    agentId: publisher.userCode,
    ownerCode: publisher.userCode,
    publisher: { userCode: publisher.userCode },
    updatedAt: new Date(updatedAt).toISOString(),
    writtenIn: { title: languagesOf(draft.title), description: languagesOf(draft.description) },
  };
  const overlay = (language: OverlayLanguage): ListingOverlay => {
    const city = tagNames[language]?.[draft.city] ?? draft.city;
    const title = draft.title[language] ?? textOf(draft.title);
    return {
      ...(draft.title[language] ? { title: draft.title[language] } : {}),
      ...(draft.description[language] ? { description: draft.description[language] } : {}),
      // Each photo's text in the language, in the order of the English document's images.
      images:
        illustrated || !photos
          ? [{ alt: ILLUSTRATION_ALT[language](city) }]
          : photoImages(photos, PHOTO_ALT[language](title)).map(({ alt }) => ({ alt })),
    };
  };
  return { property, am: overlay('am'), om: overlay('om') };
}

/** A text for the English document: the first language the seller wrote it in, in that order. */
function textOf(text: ListingText): string {
  for (const language of LISTING_TEXT_LANGUAGES) {
    const written = text[language];
    if (written) return written;
  }
  return '';
}
