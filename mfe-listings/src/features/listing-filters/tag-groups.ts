import { TAG_GROUPS, type FacetCounts, type TagFacet, type TagGroupName } from '@betoch/shared';

export { TAG_GROUPS, type TagGroupName };

export interface TagGroup {
  name: TagGroupName;
  tags: TagFacet[];
}

/**
 * The filter panel's groups from the listings client's facet counts: deal, type, city, sub-city,
 * bedrooms, bathrooms, other, in that order, each tag with its count; groups without tags are
 * left out. The client groups the tags (`listingTagGrouper`), so a group shown is a group matched.
 */
export function facetGroups(facets: FacetCounts): TagGroup[] {
  return TAG_GROUPS.flatMap((name) => {
    const tags = facets[name];
    return tags.length > 0 ? [{ name, tags }] : [];
  });
}
