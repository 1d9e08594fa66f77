import type { GeoPoint, ImageRef, ListingPublisher, Property } from './property';

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

const image: FieldReader<ImageRef> = (value) => {
  if (!isRecord(value)) return undefined;
  const src = text(value.src);
  const width = finite(value.width);
  const height = finite(value.height);
  if (!src || width === undefined || height === undefined) return undefined;
  return { src, width, height, alt: text(value.alt) ?? '' };
};

const images: FieldReader<ImageRef[]> = (value) =>
  Array.isArray(value)
    ? (value as unknown[]).map(image).filter((item): item is ImageRef => item !== undefined)
    : undefined;

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
