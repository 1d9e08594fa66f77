import {
  LISTING_TEXT_LANGUAGES,
  type GeoPoint,
  type ImageCandidate,
  type ImageRef,
  type ListingPublisher,
  type ListingTextLanguage,
  type PhotoWidths,
  type Property,
} from './property';

/**
 * A wishlist or compare entry as stored: it must have an id; the other fields are those the old
 * site or this one saved, and may be missing from entries written by older versions.
 */
export type StoredProperty = Pick<Property, 'id'> & Partial<Omit<Property, 'id'>>;

type Fields = Omit<Property, 'id'>;

/** Reads one stored field: its value when it has the right type, else undefined (dropped). */
type FieldReader<T> = (value: unknown) => T | undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text: FieldReader<string> = (value) => (typeof value === 'string' ? value : undefined);

const finite: FieldReader<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const flag: FieldReader<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

// A list keeps its good entries: one odd tag should not cost the others.
const texts: FieldReader<string[]> = (value) =>
  Array.isArray(value)
    ? (value as unknown[]).filter((item): item is string => typeof item === 'string')
    : undefined;

const point: FieldReader<GeoPoint> = (value) => {
  if (!isRecord(value)) return undefined;
  const lat = finite(value.lat);
  const lng = finite(value.lng);
  return lat === undefined || lng === undefined ? undefined : { lat, lng };
};

/** A `src` with its size: a picture, a photo's width, a link preview. */
function sized(value: unknown): { src: string; width: number; height?: number } | undefined {
  if (!isRecord(value)) return undefined;
  const src = text(value.src);
  const width = finite(value.width);
  return src && width !== undefined ? { src, width, height: finite(value.height) } : undefined;
}

const candidates = (value: unknown): ImageCandidate[] | undefined => {
  if (!Array.isArray(value)) return undefined;
  const list = (value as unknown[]).map(sized);
  return list.length > 0 && list.every((item) => item !== undefined)
    ? list.map(({ src, width }) => ({ src, width }))
    : undefined;
};

// A photo's other widths and its preview are kept when whole, else dropped: `src` still shows it.
const photoWidths = (value: unknown): PhotoWidths | undefined => {
  if (!isRecord(value)) return undefined;
  const webp = candidates(value.webp);
  const jpeg = candidates(value.jpeg);
  return webp && jpeg ? { webp, jpeg } : undefined;
};

const image: FieldReader<ImageRef> = (value) => {
  const picture = sized(value);
  if (!isRecord(value) || !picture || picture.height === undefined) return undefined;
  const { src, width, height } = picture;
  const widths = photoWidths(value.widths);
  const preview = sized(value.preview);
  return {
    src,
    width,
    height,
    alt: text(value.alt) ?? '',
    ...(widths ? { widths } : {}),
    ...(preview?.height !== undefined
      ? { preview: { src: preview.src, width: preview.width, height: preview.height } }
      : {}),
  };
};

const images: FieldReader<ImageRef[]> = (value) =>
  Array.isArray(value)
    ? (value as unknown[]).map(image).filter((item): item is ImageRef => item !== undefined)
    : undefined;

const languages = (value: unknown): ListingTextLanguage[] | undefined => {
  const list = texts(value)?.filter((item): item is ListingTextLanguage =>
    (LISTING_TEXT_LANGUAGES as readonly string[]).includes(item),
  );
  return list && list.length > 0 ? list : undefined;
};

const writtenIn: FieldReader<NonNullable<Property['writtenIn']>> = (value) => {
  if (!isRecord(value)) return undefined;
  const title = languages(value.title);
  const description = languages(value.description);
  return title && description ? { title, description } : undefined;
};

const publisher: FieldReader<ListingPublisher> = (value) => {
  if (!isRecord(value)) return undefined;
  const userCode = text(value.userCode);
  return userCode ? { userCode } : undefined;
};

// Every field but id, with its reader: the compiler insists each field of Property is listed.
const FIELD_READERS: { [K in keyof Fields]-?: FieldReader<NonNullable<Fields[K]>> } = {
  title: text,
  price: finite,
  sqft: finite,
  // The old site saved dates as `12/05/2019`; formatDate shows what it cannot parse as is.
  date: text,
  params: texts,
  type: text,
  city: text,
  subCity: text,
  address: text,
  beds: finite,
  baths: finite,
  garages: finite,
  yearBuilt: finite,
  location: point,
  images,
  description: text,
  features: texts,
  agentId: text,
  ownerCode: text,
  featured: flag,
  publisher,
  updatedAt: text,
  writtenIn,
};

/** The id of a stored entry as text (the old site saved some as numbers), or undefined. */
function storedId(value: unknown): string | undefined {
  const key = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  return typeof key === 'string' && key.trim() !== '' ? key : undefined;
}

/**
 * One stored entry with each known field checked: a hand-edited or corrupted field (an object where
 * a title belongs) is dropped and the entry kept, so a card never renders a non-text. Fields no page
 * reads (the old site's `img`) are kept as stored, so a write gives back what was read.
 */
function readEntry(entry: Record<string, unknown>, id: string): StoredProperty {
  const out: Record<string, unknown> = { ...entry, id };
  for (const key of Object.keys(FIELD_READERS) as (keyof Fields)[]) {
    const value = FIELD_READERS[key](entry[key]);
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out as StoredProperty;
}

/**
 * Reads a stored wishlist/compare value: anything but an array gives an empty list; entries
 * without an id are dropped, duplicates (by id) after the first too; of the rest, each field of
 * the wrong type is dropped and the entry kept.
 */
export function sanitizePropertyList(value: unknown): StoredProperty[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const items: StoredProperty[] = [];
  for (const entry of value as unknown[]) {
    if (!isRecord(entry)) continue;
    const id = storedId(entry.id);
    if (id === undefined || seen.has(id)) continue;
    seen.add(id);
    items.push(readEntry(entry, id));
  }
  return items;
}
