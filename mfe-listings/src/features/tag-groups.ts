import type { Property, TagCount } from '@betoch/shared';

/** The groups the filter panel shows tags in, in order. */
export const TAG_GROUPS = ['deal', 'type', 'city', 'subCity', 'beds', 'baths', 'other'] as const;
export type TagGroupName = (typeof TAG_GROUPS)[number];

export interface TagGroup {
  name: TagGroupName;
  tags: TagCount[];
}

const BEDS = /^\d+\s+beds?$/i;
const BATHS = /^\d+\s+baths?$/i;
const DEAL_TAGS = new Set(['for sale', 'for rent']);

type Source = Pick<Property, 'type' | 'city' | 'subCity'>;

/**
 * Sorts the listings' tags (from `collectTags`) into the panel's groups by what each tag names:
 * the deal, a property type, a city, a sub-city, bedrooms, bathrooms; anything else in "other".
 * Groups without tags are left out; tags keep their order inside a group.
 */
export function groupTags(tags: readonly TagCount[], properties: readonly Source[]): TagGroup[] {
  const types = new Set(properties.map((p) => p.type));
  const cities = new Set(properties.map((p) => p.city));
  const subCities = new Set(properties.map((p) => p.subCity));
  const groupOf = (tag: string): TagGroupName => {
    if (DEAL_TAGS.has(tag.toLowerCase())) return 'deal';
    if (types.has(tag)) return 'type';
    if (cities.has(tag)) return 'city';
    if (subCities.has(tag)) return 'subCity';
    if (BEDS.test(tag)) return 'beds';
    if (BATHS.test(tag)) return 'baths';
    return 'other';
  };
  const grouped = new Map<TagGroupName, TagCount[]>();
  for (const tag of tags) {
    const name = groupOf(tag.tag);
    grouped.set(name, [...(grouped.get(name) ?? []), tag]);
  }
  return TAG_GROUPS.flatMap((name) => {
    const inGroup = grouped.get(name);
    return inGroup ? [{ name, tags: inGroup }] : [];
  });
}
