import { property, type DecodeContext } from '../../shared/src/data/schemas';
import { LANGUAGE_NAMES, OVERLAY_LANGUAGES, type OverlayLanguage } from './languages';
import type { ListingOverlay, ListingRecord } from './listing-store';

/*
 * What `npm run listings:import` accepts (docs/listings-service.md#adding-and-changing-listings):
 * listings in the site's own shape (property-details.json's records) and, optionally, their
 * Amharic and Oromo texts in am/ and om/property-details.json's shape. Unlike the site, which
 * skips a bad record with a warning, an import is all or nothing: every problem is named and
 * nothing is written.
 */

/** The parsed JSON of an import's texts in each language given (`--am`, `--om`). */
export type ImportTexts = Partial<Record<OverlayLanguage, unknown>>;

/** The names of an import's inputs in its messages. */
export interface ImportFileNames {
  /** The listings file: `listings` unless named. */
  file?: string | undefined;
  /** Each language's texts file: "Amharic texts", "Afaan Oromo texts" unless named. */
  texts?: Partial<Record<OverlayLanguage, string | undefined>>;
}

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
 * Reads parsed JSON as listings to add or change, with their texts in other languages (`texts`:
 * each language's parsed file, by language). `names` names the inputs in messages. An overlay
 * must belong to a listing of the same import: texts for an id the import does not hold would
 * change a listing without its record.
 */
export function readListingImport(
  listings: unknown,
  texts: ImportTexts = {},
  { file = 'listings', texts: textFiles = {} }: ImportFileNames = {},
): ImportReading {
  if (!Array.isArray(listings)) {
    return { errors: [`${file}: should be a list of listings (property-details.json's shape)`] };
  }
  const textsFile = (language: OverlayLanguage) =>
    textFiles[language] ?? `${LANGUAGE_NAMES[language]} texts`;
  const shapeErrors = OVERLAY_LANGUAGES.flatMap((language) =>
    texts[language] !== undefined && !isRecord(texts[language])
      ? [
          `${textsFile(language)}: should be an object of listing id → ${LANGUAGE_NAMES[language]} texts`,
        ]
      : [],
  );
  if (shapeErrors.length > 0) return { errors: shapeErrors };
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
  const overlays = new Map<OverlayLanguage, Map<string, ListingOverlay>>();
  for (const language of OVERLAY_LANGUAGES) {
    const byId = new Map<string, ListingOverlay>();
    overlays.set(language, byId);
    const where = textsFile(language);
    for (const [id, entry] of Object.entries(texts[language] ?? {})) {
      if (!isRecord(entry)) {
        errors.push(`${where}: "${id}" should be an object of ${LANGUAGE_NAMES[language]} texts`);
      } else if (!named.has(id)) errors.push(`${where}: "${id}" is not a listing of ${file}`);
      else byId.set(id, entry);
    }
  }
  if (errors.length > 0) return { errors };
  return {
    records: [...decoded.values()].map((listing) => {
      const record: ListingRecord = { property: listing };
      for (const language of OVERLAY_LANGUAGES) {
        const overlay = overlays.get(language)?.get(listing.id);
        if (overlay) record[language] = overlay;
      }
      return record;
    }),
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
