/**
 * What the JSON assets ask for: every image they reference, with the property and partner details
 * that choose a drawing.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type ImageSpec } from './svg';

/** The repository's root. */
export const ROOT = join(__dirname, '..', '..');
const DATA_DIR = join(ROOT, 'shared/assets/data');
export const URL_PREFIX = '/assets/images/';

/** Images used outside the data files: the demo users' avatars returned by the log-in API. */
const EXTRA_IMAGES: readonly ImageSpec[] = [
  { src: '/assets/images/avatars/selam.svg', width: 160, height: 160 },
  { src: '/assets/images/avatars/dawit.svg', width: 160, height: 160 },
];

interface PropertyInfo {
  type: string;
  city: string;
}

export interface DataIndex {
  properties: Map<string, PropertyInfo>;
  images: Map<string, ImageSpec>;
  /** Partner names by logo src, so the wordmark spells the name the page shows. */
  brandNames: Map<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function collectImages(value: unknown, into: Map<string, ImageSpec>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectImages(item, into);
    return;
  }
  if (!isRecord(value)) return;
  const { src, width, height } = value;
  if (
    typeof src === 'string' &&
    src.startsWith(URL_PREFIX) &&
    typeof width === 'number' &&
    typeof height === 'number'
  ) {
    const known = into.get(src);
    if (known && (known.width !== width || known.height !== height)) {
      throw new Error(
        `${src} is declared with two sizes: ${known.width}×${known.height} and ${width}×${height}`,
      );
    }
    into.set(src, { src, width, height });
    return;
  }
  for (const child of Object.values(value)) collectImages(child, into);
}

export function readData(): DataIndex {
  const images = new Map<string, ImageSpec>();
  const properties = new Map<string, PropertyInfo>();
  const brandNames = new Map<string, string>();
  for (const file of readdirSync(DATA_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const json: unknown = JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8'));
    collectImages(json, images);
    if (file === 'property-details.json' && Array.isArray(json)) {
      for (const p of json) {
        if (isRecord(p) && typeof p.id === 'string') {
          properties.set(p.id, { type: String(p.type), city: String(p.city) });
        }
      }
    }
    if (file === 'brand.json' && isRecord(json) && Array.isArray(json.brands)) {
      for (const b of json.brands) {
        if (isRecord(b) && isRecord(b.logo) && typeof b.logo.src === 'string') {
          brandNames.set(b.logo.src, String(b.name));
        }
      }
    }
  }
  for (const extra of EXTRA_IMAGES) images.set(extra.src, extra);
  return { properties, images, brandNames };
}
