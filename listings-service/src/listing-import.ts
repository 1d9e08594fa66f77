import { property, type DecodeContext } from '../../shared/src/data/schemas';
import type { ListingOverlay, ListingRecord } from './listing-store';

/*
 * What `npm run listings:import` accepts (docs/listings-service.md#adding-and-changing-listings):
 * listings in the site's own shape (property-details.json's records) and, optionally, their
 * Amharic texts in am/property-details.json's shape. Unlike the site, which skips a bad record
 * with a warning, an import is all or nothing: every problem is named and nothing is written.
 */

/** An import read: the records to store, or every problem found (then nothing is stored). */
export type ImportReading = { records: ListingRecord[] } | { errors: string[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The id of a raw record, for messages, when it has a usable one. */
function idOf(value: unknown): string | undefined {
  return isRecord(value) && typeof value.id === 'string' && value.id !== '' ? value.id : undefined;
}

/**
 * Reads parsed JSON as listings to add or change. `file` and `amFile` name the inputs in
 * messages. An overlay must belong to a listing of the same import: texts for an id the import
 * does not hold would change a listing without its record.
 */
export function readListingImport(
  listings: unknown,
  amTexts: unknown = undefined,
  { file = 'listings', amFile = 'Amharic texts' }: { file?: string; amFile?: string } = {},
): ImportReading {
  if (!Array.isArray(listings)) {
    return { errors: [`${file}: should be a list of listings (property-details.json's shape)`] };
  }
  if (amTexts !== undefined && !isRecord(amTexts)) {
    return { errors: [`${amFile}: should be an object of listing id → Amharic texts`] };
  }
  const errors: string[] = [];
  const decoded = new Map<string, ListingRecord['property']>();
  const named = new Set<string>();
  listings.forEach((raw, index) => {
    const id = idOf(raw);
    if (id !== undefined) named.add(id);
    const name = `${file}: record ${index}${id === undefined ? '' : ` (id "${id}")`}`;
    const context: DecodeContext = { file, path: `[${index}]` };
    try {
      const listing = property(raw, context);
      if (decoded.has(listing.id))
        errors.push(`${name}: the id is already used by an earlier record`);
      else decoded.set(listing.id, listing);
    } catch (error) {
      errors.push(`${name}: ${describe(error)}`);
    }
  });
  if (listings.length === 0) errors.push(`${file}: holds no listing`);
  const overlays = new Map<string, ListingOverlay>();
  for (const [id, texts] of Object.entries(amTexts ?? {})) {
    if (!isRecord(texts)) errors.push(`${amFile}: "${id}" should be an object of Amharic texts`);
    else if (!named.has(id)) errors.push(`${amFile}: "${id}" is not a listing of ${file}`);
    else overlays.set(id, texts);
  }
  if (errors.length > 0) return { errors };
  return {
    records: [...decoded.values()].map((listing) => ({
      property: listing,
      am: overlays.get(listing.id),
    })),
  };
}

/** Ids to remove, from `--remove a,b,c`: each named once, none empty. */
export function readRemovals(list: string): { ids: string[] } | { errors: string[] } {
  const ids = list.split(',').map((id) => id.trim());
  const errors: string[] = [];
  if (ids.some((id) => id === ''))
    errors.push('--remove: an empty id (write ids separated by commas)');
  const seen = new Set<string>();
  for (const id of ids) {
    if (id !== '' && seen.has(id)) errors.push(`--remove: "${id}" is named twice`);
    seen.add(id);
  }
  return errors.length > 0 ? { errors } : { ids: [...seen].filter((id) => id !== '') };
}
