import type { AssetName } from './types';

/*
 * The translated texts of the data set. Each asset's English file stays as it is; a language other
 * than English adds an overlay file, `{language}/{asset}.json`, holding only the visitor-facing
 * texts, in the English file's shape: records of a list are keyed by their id, other lists
 * (images, opening hours, paragraphs…) are given in order. `TEXT_SPECS` says, per asset, which
 * fields are visitor-facing texts: only those may be overlaid (ids, paths, tags, prices and dates
 * stay the English file's), and the completeness test asks each of them of every record.
 */

/** How the visitor-facing texts of a value are laid out. */
export type TextSpec =
  | { readonly kind: 'text' }
  | { readonly kind: 'texts' }
  | { readonly kind: 'fields'; readonly fields: Readonly<Record<string, TextSpec>> }
  | { readonly kind: 'byId'; readonly key: string; readonly item: TextSpec }
  | { readonly kind: 'byIndex'; readonly item: TextSpec };

/** A visitor-facing text. */
export const TEXT: TextSpec = { kind: 'text' };

/** A list of texts (paragraphs, features…), translated as a whole list. */
export const TEXTS: TextSpec = { kind: 'texts' };

/** An object with these translatable fields (other fields are never overlaid). */
export function fields(spec: Record<string, TextSpec>): TextSpec {
  return { kind: 'fields', fields: spec };
}

/** A list of records, overlaid as an object keyed by each record's `key` (its id). */
export function byId(item: TextSpec, key = 'id'): TextSpec {
  return { kind: 'byId', key, item };
}

/** A list without ids, overlaid by a list in the same order. */
export function byIndex(item: TextSpec): TextSpec {
  return { kind: 'byIndex', item };
}

const alt = fields({ alt: TEXT });
const link = fields({ label: TEXT });
const heading = { title: TEXT, subtitle: TEXT };
const section = fields(heading);

const legalDocument = fields({
  title: TEXT,
  intro: TEXT,
  sections: byId(fields({ heading: TEXT, paragraphs: TEXTS })),
});

/** The visitor-facing texts of every asset. */
export const TEXT_SPECS: { readonly [N in AssetName]: TextSpec } = {
  'property-details': byId(
    fields({
      title: TEXT,
      address: TEXT,
      description: TEXT,
      features: TEXTS,
      images: byIndex(alt),
    }),
  ),
  'agent-data': byId(
    fields({
      name: TEXT,
      role: TEXT,
      office: TEXT,
      languages: TEXTS,
      bio: TEXT,
      specialties: TEXTS,
      photo: alt,
    }),
  ),
  'blog-details': byId(
    fields({
      title: TEXT,
      author: TEXT,
      category: TEXT,
      tags: TEXTS,
      image: alt,
      summary: TEXT,
      body: TEXTS,
    }),
  ),
  'home-slider': fields({
    ...heading,
    slides: byId(fields({ heading: TEXT, text: TEXT, image: alt, action: link })),
  }),
  slider: section,
  'latest-for-sale': section,
  'featured-property': section,
  'latest-for-rent': section,
  'new-offer': fields({ ...heading, offers: byId(fields({ label: TEXT }), 'propertyId') }),
  'property-in-city': fields({
    ...heading,
    cities: byId(fields({ name: TEXT, description: TEXT, image: alt })),
  }),
  banner: fields({
    ...heading,
    text: TEXT,
    image: alt,
    primaryAction: link,
    secondaryAction: link,
  }),
  agents: section,
  'happy-clients': fields({
    ...heading,
    clients: byId(fields({ name: TEXT, role: TEXT, city: TEXT, avatar: alt, quote: TEXT })),
  }),
  brand: fields({
    ...heading,
    brands: byId(fields({ name: TEXT, kind: TEXT, description: TEXT, logo: alt })),
  }),
  'provided-services': fields({
    ...heading,
    services: byId(fields({ title: TEXT, text: TEXT, icon: alt })),
  }),
  'pricing-plan': fields({
    ...heading,
    note: TEXT,
    plans: byId(fields({ name: TEXT, features: TEXTS })),
  }),
  'latest-blog': section,
  'property-of-the-day': fields({ ...heading, note: TEXT }),
  'people-say': fields({
    ...heading,
    testimonials: byId(fields({ name: TEXT, role: TEXT, avatar: alt, text: TEXT })),
  }),
  agency: fields({
    name: TEXT,
    tagline: TEXT,
    address: TEXT,
    city: TEXT,
    poBox: TEXT,
    hours: byIndex(fields({ days: TEXT, time: TEXT })),
    image: alt,
    about: TEXTS,
    stats: byIndex(fields({ label: TEXT })),
  }),
  faq: fields({
    ...heading,
    items: byId(fields({ category: TEXT, question: TEXT, answer: TEXT })),
  }),
  'terms-and-conditions': legalDocument,
  'privacy-policy': legalDocument,
};

/** The overlay file of an asset in a language, relative to the data base URL: 'am/faq.json'. */
export function overlayFile(name: AssetName, language: string): string {
  return `${language}/${name}.json`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/** Reports a skipped part of an overlay: one warning naming the file, the path and the reason. */
type Skip = (path: string, reason: string) => void;

function overlayValue(
  base: unknown,
  overlay: unknown,
  spec: TextSpec,
  path: string,
  skip: Skip,
): unknown {
  switch (spec.kind) {
    case 'text':
      if (!isText(overlay)) {
        skip(path, 'should be a text');
        return base;
      }
      return overlay;
    case 'texts':
      if (!Array.isArray(overlay) || overlay.length === 0 || !overlay.every(isText)) {
        skip(path, 'should be a list of texts');
        return base;
      }
      return [...overlay];
    case 'fields': {
      if (!isRecord(overlay)) {
        skip(path, 'should be an object');
        return base;
      }
      if (!isRecord(base)) return base;
      const out: Record<string, unknown> = { ...base };
      for (const [key, value] of Object.entries(overlay)) {
        const fieldSpec = Object.hasOwn(spec.fields, key) ? spec.fields[key] : undefined;
        const where = join(path, key);
        if (!fieldSpec) skip(where, 'is not a translatable text');
        else if (base[key] === undefined) skip(where, 'has no English text to translate');
        else out[key] = overlayValue(base[key], value, fieldSpec, where, skip);
      }
      return out;
    }
    case 'byId': {
      if (!isRecord(overlay)) {
        skip(path, 'should be an object keyed by id');
        return base;
      }
      if (!Array.isArray(base)) return base;
      const known = new Set(base.map((item) => (isRecord(item) ? item[spec.key] : undefined)));
      for (const id of Object.keys(overlay)) {
        if (!known.has(id)) skip(join(path, id), `the ${spec.key} "${id}" is unknown`);
      }
      return base.map((item: unknown) => {
        if (!isRecord(item)) return item;
        const id = item[spec.key];
        if (typeof id !== 'string' || !Object.hasOwn(overlay, id)) return item;
        return overlayValue(item, overlay[id], spec.item, join(path, id), skip);
      });
    }
    case 'byIndex': {
      if (!Array.isArray(overlay)) {
        skip(path, 'should be a list');
        return base;
      }
      if (!Array.isArray(base)) return base;
      if (overlay.length > base.length) {
        skip(path, `has ${overlay.length} entries for ${base.length} in English`);
        return base;
      }
      return base.map((item: unknown, index) =>
        index < overlay.length && overlay[index] !== null
          ? overlayValue(item, overlay[index], spec.item, join(path, index), skip)
          : item,
      );
    }
  }
}

/**
 * Lays an overlay's texts over a validated English asset. A part of the overlay that is not a
 * translatable text, names an unknown id or has the wrong type is skipped with a warning naming
 * `file`; the English text then stays. The English value itself is never changed.
 */
export function applyOverlay<T>(name: AssetName, base: T, overlay: unknown, file: string): T {
  const skip: Skip = (path, reason) =>
    console.warn(`${file}: skipped ${path || 'the file'}: ${reason}`);
  return overlayValue(base, overlay, TEXT_SPECS[name], '', skip) as T;
}

/** One visitor-facing text of a value, with where it is (e.g. `[b01].images[0].alt`). */
export interface TextAt {
  path: string;
  text: string;
}

function collect(value: unknown, spec: TextSpec, path: string, found: TextAt[]): void {
  switch (spec.kind) {
    case 'text':
      if (typeof value === 'string') found.push({ path, text: value });
      return;
    case 'texts':
      if (Array.isArray(value)) {
        value.forEach((item, index) => collect(item, TEXT, join(path, index), found));
      }
      return;
    case 'fields':
      if (isRecord(value)) {
        for (const [key, fieldSpec] of Object.entries(spec.fields)) {
          collect(value[key], fieldSpec, join(path, key), found);
        }
      }
      return;
    case 'byId':
    case 'byIndex':
      if (Array.isArray(value)) {
        value.forEach((item: unknown, index) => {
          const id = spec.kind === 'byId' && isRecord(item) ? item[spec.key] : undefined;
          const where = typeof id === 'string' ? `${path}[${id}]` : join(path, index);
          collect(item, spec.item, where, found);
        });
      }
      return;
  }
}

/** Every visitor-facing text of an asset's value (English or translated), with its path. */
export function visitorTexts(name: AssetName, value: unknown): TextAt[] {
  const found: TextAt[] = [];
  collect(value, TEXT_SPECS[name], '', found);
  return found;
}
