import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, type Language } from '../domain/constants';
import {
  collectTags,
  filterProperties,
  type NumberRange,
  type SortKey,
  type TagCount,
} from '../domain/filter';
import { getPager, paginate, type Pager } from '../domain/pager';
import type { Property } from '../domain/property';
import { dealOf, isForSale } from '../domain/property-id';
import { holdsWord, searchKey, textQueryWords, type WordMatch } from '../domain/search-key';
import {
  TAG_GROUPS,
  createTagGrouper,
  tagNamesOf,
  type TagGrouper,
  type TagGroupName,
  type TagNames,
} from '../domain/tag-search';

/*
 * A listing search as the listings service reads it (docs/listings-service.md, `GET
 * /api/listings`), the address of one, and the same answer computed from a whole list (the
 * static JSON, when no service answers) with the same rules: docs/rules.md's filter and pager
 * (`filterProperties`, `getPager`), the deal from the id, the facet counts of the service.
 */

/** Which deal a search keeps: for-sale ids, for-rent ids, or both (docs/rules.md#property-ids). */
export type DealChoice = 'sale' | 'rent' | 'all';

/** A map's bounding box in degrees (south ≤ north, west ≤ east). */
export interface BoundingBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** A search's order: one of the site's sorts, or `listed`, the data order (an agent's page). */
export type ListingSort = SortKey | 'listed';

/** The longest text query the service reads (longer: cut here, rather than refused there). */
export const MAX_QUERY_TEXT = 200;

/** A listing search; every field is optional, with the service's defaults. */
export interface ListingSearchQuery {
  /** Filter tags as the data writes them: OR within a group, AND across groups. */
  tags?: readonly string[];
  /** US dollars, inclusive; a missing bound is open. */
  price?: NumberRange;
  /** m², inclusive. */
  area?: NumberRange;
  /** `newest` by default. */
  sort?: ListingSort;
  /** 1 by default; out of range is brought into range (docs/rules.md#pager). */
  page?: number;
  /** 6 by default, at most 60. */
  pageSize?: number;
  /** `all` by default. */
  deal?: DealChoice;
  /** Words over titles, descriptions and places, in any language (bole, ቦሌ or Boolee). */
  q?: string;
  bbox?: BoundingBox;
  /** Only this agent's listings (`agentId`). */
  agent?: string;
  /** Only this account's listings (`ownerCode`). */
  owner?: string;
}

/** Each tag of a group with the number of listings choosing it would give. */
export type TagFacet = TagCount;

/** The facet counts by filter group, in the panel's groups and order. */
export type FacetCounts = Record<TagGroupName, TagFacet[]>;

/** The number of matching listings on each deal tab. */
export type DealCounts = Record<DealChoice, number>;

/** A page of a listing search: what `searchListings` answers. */
export interface ListingPage {
  items: Property[];
  total: number;
  pager: Pager;
  facets: FacetCounts;
  dealCounts: DealCounts;
}

/** A listing on the map. */
export interface MapPoint {
  id: string;
  /** The listing's title in the asked language (its popup's heading). */
  title: string;
  lat: number;
  lng: number;
  /** Null when the listing's price is not a number. */
  price: number | null;
  deal: 'sale' | 'rent';
}

/** Several listings drawn as one marker, at their mean position. */
export interface MapCluster {
  lat: number;
  lng: number;
  count: number;
}

/** Past this many listings in the box, the map gets clusters instead of points. */
export const MAP_POINT_CAP = 250;
/** The clusters' grid: the box cut into this many rows and columns. */
export const MAP_GRID = 8;

/** The listings inside a map box: each listing when few, else clusters of the box's cells. */
export interface ListingMap {
  total: number;
  points?: MapPoint[];
  clusters?: MapCluster[];
}

/** A bounding box from the four numbers of a Leaflet bounds (south, west, north, east). */
export function boundingBox(south: number, west: number, north: number, east: number): BoundingBox {
  const clamp = (value: number, limit: number) => Math.min(Math.max(value, -limit), limit);
  return {
    south: clamp(Math.min(south, north), 90),
    north: clamp(Math.max(south, north), 90),
    west: clamp(Math.min(west, east), 180),
    east: clamp(Math.max(west, east), 180),
  };
}

/**
 * A box from its address form, `south,west,north,east` in degrees: four numbers, south ≤ north
 * and west ≤ east, inside ±90 and ±180; undefined for anything else (docs/rules.md#addresses).
 */
export function parseBoundingBox(raw: string | null | undefined): BoundingBox | undefined {
  if (raw === null || raw === undefined) return undefined;
  const parts = raw.split(',').map((part) => (part.trim() === '' ? NaN : Number(part)));
  const [south, west, north, east] = parts as [number, number, number, number];
  const valid =
    parts.length === 4 &&
    parts.every(Number.isFinite) &&
    south >= -90 &&
    north <= 90 &&
    west >= -180 &&
    east <= 180 &&
    south <= north &&
    west <= east;
  return valid ? { south, west, north, east } : undefined;
}

/** A box in its address form, `south,west,north,east`. */
export function formatBoundingBox({ south, west, north, east }: BoundingBox): string {
  return [south, west, north, east].join(',');
}

/**
 * A box rounded outward to 4 decimals (about 11 m): an address a visitor can read and share,
 * that still holds everything the map showed.
 */
export function roundBoundingBox(box: BoundingBox): BoundingBox {
  const down = (value: number) => Math.floor(value * 1e4) / 1e4;
  const up = (value: number) => Math.ceil(value * 1e4) / 1e4;
  return boundingBox(down(box.south), down(box.west), up(box.north), up(box.east));
}

function setNumber(params: URLSearchParams, name: string, value: number | undefined): void {
  if (typeof value === 'number' && Number.isFinite(value)) params.set(name, String(value));
}

/**
 * The query string (without "?") of a search as the listings service reads it, with the answer's
 * language; defaults are left out and tags sorted, so equal searches give equal strings.
 */
export function listingSearchParams(query: ListingSearchQuery, language: Language): string {
  const params = new URLSearchParams();
  for (const tag of [...new Set(query.tags ?? [])].sort()) params.append('tag', tag);
  setNumber(params, 'minPrice', query.price?.min);
  setNumber(params, 'maxPrice', query.price?.max);
  setNumber(params, 'minArea', query.area?.min);
  setNumber(params, 'maxArea', query.area?.max);
  if (query.sort && query.sort !== 'newest') params.set('sort', query.sort);
  const page = query.page;
  if (page !== undefined && Number.isFinite(page) && Math.floor(page) > DEFAULT_PAGE) {
    params.set('page', String(Math.floor(page)));
  }
  if (query.pageSize !== undefined && query.pageSize !== DEFAULT_PAGE_SIZE) {
    params.set('pageSize', String(query.pageSize));
  }
  if (query.deal && query.deal !== 'all') params.set('deal', query.deal);
  const text = searchText(query.q);
  if (text !== '') params.set('q', text);
  if (query.bbox) params.set('bbox', formatBoundingBox(query.bbox));
  if (query.agent) params.set('agent', query.agent);
  if (query.owner) params.set('owner', query.owner);
  if (language !== 'en') params.set('lang', language);
  return params.toString();
}

/** A text query as sent: trimmed, at most `MAX_QUERY_TEXT` characters (whole code points). */
export function searchText(q: string | undefined): string {
  return [...(q ?? '').trim()].slice(0, MAX_QUERY_TEXT).join('').trim();
}

/**
 * The tag grouper of a list of listings: the site's vocabulary plus their own types, cities and
 * sub-cities. The filter panel, the filter and the service group tags with the same one.
 */
export function listingTagGrouper(
  properties: readonly Pick<Property, 'type' | 'city' | 'subCity'>[],
): TagGrouper {
  return createTagGrouper({
    types: properties.map((p) => p.type),
    cities: properties.map((p) => p.city),
    subCities: properties.map((p) => p.subCity),
  });
}

function onDeal(property: Pick<Property, 'id'>, deal: DealChoice): boolean {
  return deal === 'all' || isForSale(property.id) === (deal === 'sale');
}

function inBox(property: Pick<Property, 'location'>, box: BoundingBox | undefined): boolean {
  if (!box) return true;
  const { lat, lng } = property.location ?? {};
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    lat >= box.south &&
    lat <= box.north &&
    lng >= box.west &&
    lng <= box.east
  );
}

/** No names of the tags in other languages: the place names a listing is searched by are English. */
const NO_TAG_NAMES: TagNames = {};

/**
 * A listing's searchable text, lower-cased, and its Latin search key, once per record and set of
 * names (the client keeps one set per page view, so a list is read once).
 */
const searchableTexts = new WeakMap<TagNames, WeakMap<Property, { text: string; key: string }>>();

function searchableText(property: Property, names: TagNames): { text: string; key: string } {
  let byProperty = searchableTexts.get(names);
  if (!byProperty) {
    byProperty = new WeakMap();
    searchableTexts.set(names, byProperty);
  }
  let known = byProperty.get(property);
  if (!known) {
    const places = [property.city, property.subCity, property.type];
    const text = [
      property.title,
      property.description,
      property.address,
      ...places,
      // As the service's text: "Finfinnee" and "አዲስ አበባ" find the listings of Addis Ababa.
      ...tagNamesOf(places, names),
    ]
      .filter((part): part is string => typeof part === 'string')
      .join(' ')
      .toLowerCase();
    known = { text, key: searchKey(text) };
    byProperty.set(property, known);
  }
  return known;
}

/**
 * Whether every word is found in the listing's texts (title, description, address, places,
 * type) or in the names of its type, city and sub-city in the other languages (`names`), as
 * written or by its Latin search key (`ቦሌ`, `Boolee` and `bole` all find Bole): the service's
 * rule (`textQueryWords`), over the texts of the one language the static JSON was read in.
 */
function matchesText(property: Property, words: readonly WordMatch[], names: TagNames): boolean {
  if (words.length === 0) return true;
  const { text, key } = searchableText(property, names);
  return words.every((word) => holdsWord(word, text, key));
}

/**
 * The answer the service would give for `query`, computed from the whole list (the static JSON
 * fallback): the listings that pass the tags, ranges, text, box and deal, in the sort's order, the
 * pager's page of them, and the facet counts — each tag counted under the other groups' choices
 * (a group without a choice: under all of them), each deal tab under every other condition.
 * `names`: the tags' names in the other languages (`am/tags.json`, `om/tags.json`), which the
 * text query finds a listing's type and places by, as the service does.
 */
export function searchListingList(
  properties: readonly Property[],
  query: ListingSearchQuery,
  names: TagNames = NO_TAG_NAMES,
): ListingPage {
  const tagGroup = listingTagGrouper(properties);
  const tags = [...new Set(query.tags ?? [])];
  const terms = textQueryWords(searchText(query.q));
  const deal = query.deal ?? 'all';
  const chosenGroups = new Set(tags.map(tagGroup));
  // The tags of every group but `leave`, the ranges, the text and the box, in the sort's order.
  const passing = (leave?: TagGroupName) =>
    filterProperties(properties, {
      tags: leave === undefined ? tags : tags.filter((tag) => tagGroup(tag) !== leave),
      price: query.price,
      area: query.area,
      sort: query.sort === 'listed' ? undefined : (query.sort ?? 'newest'),
      tagGroup,
    }).filter(
      (p) =>
        inBox(p, query.bbox) &&
        matchesText(p, terms, names) &&
        (!query.agent || p.agentId === query.agent) &&
        (!query.owner || p.ownerCode === query.owner),
    );

  const anyDeal = passing();
  const sale = anyDeal.filter((p) => isForSale(p.id)).length;
  // The fallback's list is the static JSON's, small: every page is computed from all of it.
  const dealCounts = { sale, rent: anyDeal.length - sale, all: anyDeal.length };
  const matched = anyDeal.filter((p) => onDeal(p, deal));
  const pager = getPager(matched.length, query.page ?? DEFAULT_PAGE, query.pageSize);

  const groupOfTag = new Map(collectTags(properties).map(({ tag }) => [tag, tagGroup(tag)]));
  const facets = {} as FacetCounts;
  for (const group of TAG_GROUPS) {
    const base = chosenGroups.has(group) ? passing(group).filter((p) => onDeal(p, deal)) : matched;
    const counts = new Map(collectTags(base).map(({ tag, count }) => [tag, count]));
    facets[group] = [...groupOfTag]
      .filter(([, tagsGroup]) => tagsGroup === group)
      .map(([tag]) => ({ tag, count: counts.get(tag) ?? 0 }));
  }
  return { items: paginate(matched, pager), total: matched.length, pager, facets, dealCounts };
}

/** Points added one at a time, clustered as `clusterPoints` clusters them. */
export interface ClusterGrid {
  add(lat: number, lng: number): void;
  clusters(): MapCluster[];
}

/**
 * The grid of `clusterPoints`, filled one point at a time: 64 cells' sums in typed arrays, so the
 * service clusters 600,000 listings without an object or a map entry each (200 ms at 1,000,000
 * listings where this takes a few: docs/listings-service.md#measured).
 */
export function clusterGrid(box: BoundingBox): ClusterGrid {
  const { south, west, north, east } = box;
  const rowSize = (north - south) / MAP_GRID || 1;
  const columnSize = (east - west) / MAP_GRID || 1;
  const lats = new Float64Array(MAP_GRID * MAP_GRID);
  const lngs = new Float64Array(MAP_GRID * MAP_GRID);
  const counts = new Uint32Array(MAP_GRID * MAP_GRID);
  return {
    add(lat, lng) {
      const row = Math.max(0, Math.min(Math.floor((lat - south) / rowSize), MAP_GRID - 1));
      const column = Math.max(0, Math.min(Math.floor((lng - west) / columnSize), MAP_GRID - 1));
      const key = row * MAP_GRID + column;
      lats[key] = (lats[key] as number) + lat;
      lngs[key] = (lngs[key] as number) + lng;
      counts[key] = (counts[key] as number) + 1;
    },
    clusters() {
      const clusters: MapCluster[] = [];
      counts.forEach((count, key) => {
        if (count > 0) {
          clusters.push({
            lat: (lats[key] as number) / count,
            lng: (lngs[key] as number) / count,
            count,
          });
        }
      });
      return clusters;
    },
  };
}

/**
 * The clusters of points inside `box`: the box cut into `MAP_GRID` × `MAP_GRID` cells, each
 * non-empty cell one cluster at its points' mean position, in the cells' order (south-west first,
 * row by row). The service and the static fallback cluster with this one function (the service
 * through its grid, `clusterGrid`).
 */
export function clusterPoints(
  points: Iterable<{ lat: number; lng: number }>,
  box: BoundingBox,
): MapCluster[] {
  const grid = clusterGrid(box);
  for (const { lat, lng } of points) grid.add(lat, lng);
  return grid.clusters();
}

/**
 * The map answer the service would give for `query` inside `bbox`, computed from the whole list
 * (the static JSON fallback): the matches (tags, ranges, text, deal, box; page and sort ignored)
 * in the data order as points with their titles, or, past `MAP_POINT_CAP`, their clusters.
 * `names` as `searchListingList`'s.
 */
export function mapListingList(
  properties: readonly Property[],
  query: ListingSearchQuery & { bbox: BoundingBox },
  names: TagNames = NO_TAG_NAMES,
): ListingMap {
  const search = { ...query, sort: 'listed' as const, page: undefined };
  const { total } = searchListingList(properties, { ...search, pageSize: 1 }, names);
  const matched = searchListingList(
    properties,
    { ...search, pageSize: Math.max(total, 1) },
    names,
  ).items;
  if (total > MAP_POINT_CAP) {
    return {
      total,
      clusters: clusterPoints(
        matched.map((p) => p.location),
        query.bbox,
      ),
    };
  }
  return {
    total,
    points: matched.flatMap((p) => {
      const point = mapPointOf(p);
      return point ? [point] : [];
    }),
  };
}

/** A listing as a map point (as the map answer gives it), or undefined when it has no position. */
export function mapPointOf(
  property: Pick<Property, 'id' | 'title' | 'price' | 'location'>,
): MapPoint | undefined {
  const { lat, lng } = property.location ?? {};
  if (typeof lat !== 'number' || typeof lng !== 'number') return undefined;
  const { id, title, price } = property;
  const valid = typeof price === 'number' && Number.isFinite(price);
  return { id, title, lat, lng, price: valid ? price : null, deal: dealOf(id) };
}
