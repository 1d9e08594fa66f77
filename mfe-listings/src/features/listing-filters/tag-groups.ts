import {
  TAG_GROUPS,
  createTagGrouper,
  type Property,
  type TagCount,
  type TagGrouper,
  type TagGroupName,
} from '@betoch/shared';

export { TAG_GROUPS, type TagGroupName };

export interface TagGroup {
  name: TagGroupName;
  tags: TagCount[];
}

type Source = Pick<Property, 'type' | 'city' | 'subCity'>;

/**
 * The tag grouper of these listings: the site's vocabulary plus their own types, cities and
 * sub-cities. The filter panel and the filter use the same one, so a group shown is a group matched.
 */
export function tagGrouperFor(properties: readonly Source[]): TagGrouper {
  return createTagGrouper({
    types: properties.map((p) => p.type),
    cities: properties.map((p) => p.city),
    subCities: properties.map((p) => p.subCity),
  });
}

/**
 * Sorts the listings' tags (from `collectTags`) into the panel's groups by what each tag names:
 * the deal, a property type, a city, a sub-city, bedrooms, bathrooms; anything else in "other".
 * Groups without tags are left out; tags keep their order inside a group.
 */
export function groupTags(tags: readonly TagCount[], properties: readonly Source[]): TagGroup[] {
  const groupOf = tagGrouperFor(properties);
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
