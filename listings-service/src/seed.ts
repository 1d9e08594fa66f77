import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAsset } from '../../shared/src/data/schemas';
import { createRandom, generateProperties } from '../../shared/src/domain/generate-properties';
import { OVERLAY_LANGUAGES } from './languages';
import type { ListingOverlay, ListingRecord, TagNames } from './listing-store';
import { amharicDescription, englishDescription } from './synthetic-texts';

const DATA_DIR = path.join(__dirname, '..', '..', 'shared', 'assets', 'data');

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8')) as unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The names of the listing tags in Amharic and Afaan Oromo (shared/assets/data/am/tags.json,
 * om/tags.json): "Bole" → "ቦሌ", "Boolee".
 */
export function readTagNames(): TagNames {
  return Object.fromEntries(
    OVERLAY_LANGUAGES.map((language) => {
      const file = `${language}/tags.json`;
      const json = readJson(file);
      if (!isRecord(json)) throw new Error(`${file}: should be an object of tag → name`);
      const names = Object.entries(json).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      );
      return [language, Object.fromEntries(names)];
    }),
  );
}

/**
 * Today's listings, the ones visitors see: property-details.json, validated as the site validates
 * it, each with its Amharic and Oromo texts from am/ and om/property-details.json, in the file's
 * order.
 */
export function readSiteListings(): ListingRecord[] {
  const properties = parseAsset('property-details', readJson('property-details.json'));
  const overlays = OVERLAY_LANGUAGES.map(
    (language) => [language, readJson(`${language}/property-details.json`)] as const,
  );
  return properties.map((property) => {
    const record: ListingRecord = { property };
    for (const [language, texts] of overlays) {
      const overlay = isRecord(texts) ? texts[property.id] : undefined;
      if (isRecord(overlay)) record[language] = overlay as ListingOverlay;
    }
    return record;
  });
}

/**
 * `count` synthetic listings (generateProperties: Ethiopian cities, the 11 sub-cities, prices by
 * deal and type; ids and deal tags follow docs/rules.md#property-ids), with descriptions of the
 * length and vocabulary of real ads in English and Amharic (synthetic-texts.ts) and Amharic titles
 * made of the Amharic names of their type and place ("ቪላ በቦሌ"); `texts: 'one line'` keeps the
 * generator's one-line description instead. They have no Oromo texts (the bench's figures stay
 * comparable with the earlier runs'): their Oromo page is English, and an Oromo name of their type
 * or place still finds them (searchableText).
 */
export function* syntheticListings(
  count: number,
  seed = 1,
  tagNames: TagNames = {},
  { texts = 'real' }: { texts?: 'real' | 'one line' } = {},
): Generator<ListingRecord> {
  // Made in batches, so a million never sit in memory at once; ids stay unique across batches.
  const BATCH = 10_000;
  const random = createRandom(seed);
  let sale = 0;
  let rent = 0;
  for (let done = 0; done < count; done += BATCH) {
    const batch = generateProperties(Math.min(BATCH, count - done), Math.floor(random() * 2 ** 31));
    for (const property of batch) {
      const forSale = property.id.startsWith('b');
      const id = forSale ? `b${++sale}` : `r${++rent}`;
      const amharic = tagNames.am ?? {};
      const type = amharic[property.type] ?? property.type;
      const area = property.subCity ?? property.city;
      const place = amharic[area] ?? area;
      // 'one line': the generator's own line (tests of the filters, which need many listings
      // stored fast; a real description costs the text index 4 times as much a listing).
      yield texts === 'one line'
        ? { property: { ...property, id }, am: { title: `${type} በ${place}` } }
        : {
            property: { ...property, id, description: englishDescription(property, random) },
            am: {
              title: `${type} በ${place}`,
              description: amharicDescription(property, { type, place }, random),
            },
          };
    }
  }
}
