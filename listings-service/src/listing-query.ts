import { applyOverlay } from '../../shared/src/data/localize';
import type { Language } from '../../shared/src/domain/constants';
import {
  collectTags,
  type NumberRange,
  type SortKey,
  type TagCount,
} from '../../shared/src/domain/filter';
import { getPager, type Pager } from '../../shared/src/domain/pager';
import type { Deal, Property } from '../../shared/src/domain/property';
import {
  TAG_GROUPS,
  createTagGrouper,
  type TagGroupName,
  type TagGrouper,
} from '../../shared/src/domain/tag-search';
import type { BoundingBox, ListingSearch } from './listing-params';

/*
 * The one query module of the listings service (docs/listings-service.md): it writes the SQL of a
 * search in the dialect both engines share, and asks the engine's `SearchDialect` only for the text
 * and map conditions. The rules are docs/rules.md's, unchanged: tags OR within a group and AND
 * across groups, inclusive ranges that leave out listings without a value, stable sorts with the
 * data order (`seq`) as the tie-break and invalid values last, and shared/src/domain/pager.ts's
 * pager, which also brings the asked page into range.
 */

/** A value bound to a `?` placeholder. */
export type SqlValue = string | number | null;

/** A piece of SQL with its placeholders' values, in order. */
export interface Sql {
  text: string;
  values: SqlValue[];
}

/** A row as the engine returns it. */
export type Row = Record<string, unknown>;

/** What the query module needs of a database connection. */
export interface Connection {
  all(sql: string, values: readonly SqlValue[]): Promise<Row[]>;
}

/** The engine-specific SQL: text search, the map box and the map's grid cells. */
export interface SearchDialect {
  /** A condition on `l` (the listings row) for the text query, or undefined for no condition. */
  textCondition(text: string): Sql | undefined;
  /** A condition on `l` keeping listings whose point lies inside the box (edges included). */
  boxCondition(box: BoundingBox): Sql;
  /** The grid cell of `l`'s point in a box cut into `grid` × `grid` cells, as one integer. */
  cellExpression(box: BoundingBox, grid: number): Sql;
}

/** For each tag group, its tags with the number of listings each would leave. */
export type FacetCounts = Record<TagGroupName, TagCount[]>;

/** How many listings match on each deal tab. */
export type DealCounts = Record<Deal | 'all', number>;

/** The answer of `GET /api/listings`. */
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
  lat: number;
  lng: number;
  price: number | null;
  deal: Deal;
}

/** Several listings drawn as one marker, at their mean position. */
export interface MapCluster {
  lat: number;
  lng: number;
  count: number;
}

/** The answer of `GET /api/listings/map`: the points, or clusters when there are too many. */
export interface ListingMap {
  total: number;
  points?: MapPoint[];
  clusters?: MapCluster[];
}

/** Past this many listings in the box, the map gets clusters instead of points. */
export const MAP_POINT_CAP = 250;
/** The clusters' grid: the box cut into this many rows and columns. */
export const MAP_GRID = 8;

/**
 * What the search needs to know of the whole data set: every distinct tag, in the filter panel's
 * order, and the group of each (the site's vocabulary plus the data's types, cities and sub-cities,
 * as the browser's `tagGrouperFor` does).
 */
export interface Catalog {
  groupOf: TagGrouper;
  tagsByGroup: Map<TagGroupName, string[]>;
  /** The answer with no condition at all (the plain first page's counts), read once. */
  unfiltered: { total: number; tagCounts: Map<string, number>; dealCounts: DealCounts };
}

/** Reads the catalog of the listings in the database. */
export async function readCatalog(db: Connection): Promise<Catalog> {
  const tags = await db.all('SELECT tag, count(*) AS n FROM listing_tags GROUP BY tag', []);
  const deals = await db.all('SELECT deal, count(*) AS n FROM listings GROUP BY deal', []);
  const docs = await db.all('SELECT DISTINCT type, city, sub_city FROM listings', []);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const groupOf = createTagGrouper({
    types: docs.map((row) => text(row.type)),
    cities: docs.map((row) => text(row.city)),
    subCities: docs.map((row) => text(row.sub_city)),
  });
  const sorted = collectTags(tags.map((row) => ({ params: [String(row.tag)] })));
  const tagsByGroup = new Map<TagGroupName, string[]>(TAG_GROUPS.map((group) => [group, []]));
  for (const { tag } of sorted) tagsByGroup.get(groupOf(tag))?.push(tag);
  const sale = count(deals.find((row) => row.deal === 'sale'));
  const rent = count(deals.find((row) => row.deal === 'rent'));
  return {
    groupOf,
    tagsByGroup,
    unfiltered: {
      total: sale + rent,
      tagCounts: new Map(tags.map((row) => [String(row.tag), count(row)])),
      dealCounts: { sale, rent, all: sale + rent },
    },
  };
}

const ORDER_BY: Record<SortKey, string> = {
  newest: 'l.date_key IS NULL, l.date_key DESC, l.seq',
  oldest: 'l.date_key IS NULL, l.date_key ASC, l.seq',
  'high-price': 'l.price IS NULL, l.price DESC, l.seq',
  'low-price': 'l.price IS NULL, l.price ASC, l.seq',
};

function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

function rangeCondition(column: string, range: NumberRange): Sql | undefined {
  const min = range.min;
  const max = range.max;
  if (min === undefined && max === undefined) return undefined;
  if (min === undefined) return { text: `${column} <= ?`, values: [max as number] };
  if (max === undefined) return { text: `${column} >= ?`, values: [min] };
  // Reversed bounds (a hand-edited address) mean the same span, as in filterProperties.
  return { text: `${column} BETWEEN ? AND ?`, values: [Math.min(min, max), Math.max(min, max)] };
}

/** The chosen tags by group, in TAG_GROUPS order. */
function chosenGroups(tags: readonly string[], groupOf: TagGrouper): Map<TagGroupName, string[]> {
  const groups = new Map<TagGroupName, string[]>();
  for (const tag of tags) {
    const group = groupOf(tag);
    groups.set(group, [...(groups.get(group) ?? []), tag]);
  }
  return groups;
}

interface Leave {
  /** Leave this group's choice out (its own facet counts). */
  group?: TagGroupName;
  /** Leave the deal tab out (the tabs' counts). */
  deal?: boolean;
}

function conditions(
  search: ListingSearch,
  chosen: Map<TagGroupName, string[]>,
  dialect: SearchDialect,
  leave: Leave = {},
): Sql[] {
  const out: Sql[] = [];
  if (search.deal !== 'all' && !leave.deal) out.push({ text: 'l.deal = ?', values: [search.deal] });
  for (const range of [
    rangeCondition('l.price', search.price),
    rangeCondition('l.sqft', search.area),
  ]) {
    if (range) out.push(range);
  }
  for (const [group, tags] of chosen) {
    if (group === leave.group) continue;
    out.push({
      text: `l.seq IN (SELECT listing_seq FROM listing_tags WHERE tag IN (${placeholders(tags.length)}))`,
      values: tags,
    });
  }
  const text = dialect.textCondition(search.text);
  if (text) out.push(text);
  if (search.box) out.push(dialect.boxCondition(search.box));
  return out;
}

function where(parts: readonly Sql[]): Sql {
  if (parts.length === 0) return { text: '', values: [] };
  return {
    text: ` WHERE ${parts.map((part) => `(${part.text})`).join(' AND ')}`,
    values: parts.flatMap((part) => part.values),
  };
}

function count(row: Row | undefined): number {
  return Number(row?.n ?? 0);
}

/** The listing of a row in a language: the English record with the language's texts laid over. */
export function localizedListing(row: Row, language: Language): Property {
  const property = JSON.parse(String(row.doc)) as Property;
  if (language === 'en' || typeof row.doc_am !== 'string') return property;
  const overlay = { [property.id]: JSON.parse(row.doc_am) as unknown };
  const [localized] = applyOverlay(
    'property-details',
    [property],
    overlay,
    `listing ${property.id}`,
  );
  return localized ?? property;
}

async function facetCounts(
  db: Connection,
  search: ListingSearch,
  catalog: Catalog,
  chosen: Map<TagGroupName, string[]>,
  dialect: SearchDialect,
): Promise<FacetCounts> {
  const counts = new Map<string, number>();
  const countTags = async (filter: Sql[], only: readonly string[] | undefined) => {
    if (filter.length === 0) {
      for (const tag of only ?? catalog.unfiltered.tagCounts.keys()) {
        counts.set(tag, catalog.unfiltered.tagCounts.get(tag) ?? 0);
      }
      return;
    }
    // The matching listings first, then their tags (by the (listing_seq, tag) index).
    const matching = where(filter);
    const tagFilter = only ? ` AND tag IN (${placeholders(only.length)})` : '';
    const rows = await db.all(
      `SELECT tag, count(*) AS n FROM listing_tags
       WHERE listing_seq IN (SELECT l.seq FROM listings l${matching.text})${tagFilter}
       GROUP BY tag`,
      [...matching.values, ...(only ?? [])],
    );
    for (const row of rows) counts.set(String(row.tag), count(row));
  };
  // The groups without a choice all count under every choice: one query for them together; each
  // group with a choice counts under the other groups' choices only.
  const free = TAG_GROUPS.filter((group) => !chosen.has(group));
  if (free.length > 0) await countTags(conditions(search, chosen, dialect), undefined);
  for (const group of chosen.keys()) {
    const tags = catalog.tagsByGroup.get(group) ?? [];
    if (tags.length === 0) continue;
    await countTags(conditions(search, chosen, dialect, { group }), tags);
  }
  const facets = {} as FacetCounts;
  for (const group of TAG_GROUPS) {
    const inGroup = catalog.tagsByGroup.get(group) ?? [];
    facets[group] = inGroup.map((tag) => ({ tag, count: counts.get(tag) ?? 0 }));
  }
  return facets;
}

/**
 * A page of listings for a search: the page (clamped into range), the total, the pager, each tag's
 * facet count and each deal tab's count, all under the same ranges, text and map box.
 */
export async function searchListings(
  db: Connection,
  search: ListingSearch,
  catalog: Catalog,
  dialect: SearchDialect,
): Promise<ListingPage> {
  const chosen = chosenGroups(search.tags, catalog.groupOf);
  const all = where(conditions(search, chosen, dialect));
  // One count by deal serves the tabs and the total: the total is the chosen tab's count.
  const deals = await dealCounts(
    db,
    where(conditions(search, chosen, dialect, { deal: true })),
    catalog,
  );
  const total = deals[search.deal];
  const pager = getPager(total, search.page, search.pageSize);
  const rows =
    total === 0
      ? []
      : await db.all(
          `SELECT l.doc, l.doc_am FROM listings l${all.text} ORDER BY ${ORDER_BY[search.sort]} LIMIT ? OFFSET ?`,
          [...all.values, pager.pageSize, pager.startIndex],
        );
  return {
    items: rows.map((row) => localizedListing(row, search.language)),
    total,
    pager,
    facets: await facetCounts(db, search, catalog, chosen, dialect),
    dealCounts: deals,
  };
}

async function countListings(db: Connection, clause: Sql, catalog: Catalog): Promise<number> {
  if (clause.text === '') return catalog.unfiltered.total;
  const [row] = await db.all(`SELECT count(*) AS n FROM listings l${clause.text}`, clause.values);
  return count(row);
}

async function dealCounts(db: Connection, clause: Sql, catalog: Catalog): Promise<DealCounts> {
  if (clause.text === '') return catalog.unfiltered.dealCounts;
  const rows = await db.all(
    `SELECT l.deal AS deal, count(*) AS n FROM listings l${clause.text} GROUP BY l.deal`,
    clause.values,
  );
  const sale = count(rows.find((row) => row.deal === 'sale'));
  const rent = count(rows.find((row) => row.deal === 'rent'));
  return { sale, rent, all: sale + rent };
}

/** One listing by id, in a language, or undefined. */
export async function findListing(
  db: Connection,
  id: string,
  language: Language,
): Promise<Property | undefined> {
  const [row] = await db.all('SELECT doc, doc_am FROM listings WHERE id = ?', [id]);
  return row ? localizedListing(row, language) : undefined;
}

/**
 * The listings of a search inside its map box: every point when there are at most
 * `MAP_POINT_CAP`, else clusters on a `MAP_GRID` × `MAP_GRID` grid with their counts.
 */
export async function mapListings(
  db: Connection,
  search: ListingSearch & { box: BoundingBox },
  catalog: Catalog,
  dialect: SearchDialect,
): Promise<ListingMap> {
  const chosen = chosenGroups(search.tags, catalog.groupOf);
  const all = where(conditions(search, chosen, dialect));
  const total = await countListings(db, all, catalog);
  if (total <= MAP_POINT_CAP) {
    const rows = await db.all(
      `SELECT l.id, l.lat, l.lng, l.price, l.deal FROM listings l${all.text} ORDER BY l.seq`,
      all.values,
    );
    return {
      total,
      points: rows.map((row) => ({
        id: String(row.id),
        lat: Number(row.lat),
        lng: Number(row.lng),
        price: row.price === null ? null : Number(row.price),
        deal: row.deal === 'sale' ? 'sale' : 'rent',
      })),
    };
  }
  const cell = dialect.cellExpression(search.box, MAP_GRID);
  const rows = await db.all(
    `SELECT ${cell.text} AS cell, avg(l.lat) AS lat, avg(l.lng) AS lng, count(*) AS n
     FROM listings l${all.text} GROUP BY 1 ORDER BY 1`,
    [...cell.values, ...all.values],
  );
  return {
    total,
    clusters: rows.map((row) => ({
      lat: Number(row.lat),
      lng: Number(row.lng),
      count: count(row),
    })),
  };
}
