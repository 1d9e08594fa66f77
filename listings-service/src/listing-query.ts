import {
  MAP_POINT_CAP,
  clusterGrid,
  type DealCounts,
  type FacetCounts,
  type ListingMap,
  type ListingPage,
  type MapCluster,
  type MapPoint,
} from '../../shared/src/data/listing-search';
import { applyOverlay } from '../../shared/src/data/localize';
import type { Language } from '../../shared/src/domain/constants';
import type { NumberRange } from '../../shared/src/domain/filter';
import { getPager } from '../../shared/src/domain/pager';
import type { Property } from '../../shared/src/domain/property';
import { TAG_GROUPS, type TagGroupName } from '../../shared/src/domain/tag-search';
import type { BoundingBox, ListingSearch } from './listing-params';
import {
  and,
  countBits,
  countBoth,
  forEachSeq,
  emptyBitmap,
  hasBit,
  or,
  boxBitmap,
  rangeBitmap,
  sortedRangeBitmap,
  seqsOf,
  setBit,
  type Bitmap,
  type ListingIndex,
} from './listing-index';
import { textBitmap } from './text-matches';

/*
 * The one query module of the listings service (docs/listings-service.md): the rules are
 * docs/rules.md's, unchanged — tags OR within a group and AND across groups, inclusive ranges that
 * leave out listings without a value, stable sorts with the data order (`seq`) as the tie-break and
 * invalid values last, and shared/src/domain/pager.ts's pager, which also brings the asked page into
 * range. Tags, deals, ranges, the map box and the sorts are answered from the workers' in-memory
 * index (listing-index.ts); the engine's `SearchDialect` writes the SQL of the text search; the
 * page's documents are read by seq in SQL both engines share.
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

/** A query word's forms' columns: the listing's text, and its search key. */
export interface WordColumns {
  text: string;
  key: string;
}

/** The indexed words holding a query word's forms, by the column each form is looked for in. */
export type HeldWords = { readonly [column in keyof WordColumns]?: readonly string[] };

/**
 * The query words the word index answers (by search-key.ts `queryWordKeys`), each with the indexed words holding
 * each of its forms (text-matches.ts `wordsHolding`): a listing holds the query word if, and only
 * if, its text holds one of `text` or its key one of `key`.
 */
export type WordsHolding = ReadonlyMap<string, HeldWords>;

/** The engine-specific SQL: the text search, and one aggregate the index's load uses. */
export interface SearchDialect {
  /**
   * A query whose one row's `seqs` joins, with commas, the seq of every listing the text query
   * finds (NULL for none), or of those `among` it finds; undefined for no text.
   */
  textMatches(text: string, among?: readonly number[], words?: WordsHolding): Sql | undefined;
  /**
   * Set where the engine keeps an index of the texts' words (SQLite, migration 011): a query whose
   * rows' `term` are the indexed words of `column` (the text, or its search key) that hold `form`,
   * at most `limit` of them. textMatches then finds a query word given in `words` through them.
   */
  wordsHolding?(form: string, column: keyof WordColumns, limit: number): Sql;
  /**
   * Set when the engine's statements cannot be interrupted (SQLite): a word no index serves (`G+`)
   * is then looked for a slice of listings at a time, one statement each, so that a task can stop
   * between two of them within its bound (query-tasks.ts, `stoppingAt`). Unset: one statement,
   * which the server cancels at its bound (Postgres).
   */
  scan?: {
    /** How many listings a slice holds. */
    slice: number;
    /** Like `textMatches`, of the listings whose seq is in [from, to). */
    range(text: string, from: number, to: number): Sql | undefined;
  };
  /** An aggregate joining a column's values with commas, in no particular order. */
  listAggregate(column: string): string;
  /**
   * A query whose rows are these listings' `seq`, searchable text (`body`) and its `search_key`:
   * the warming's sample, and the changed listings' texts (text-matches.ts).
   */
  textsOf(seqs: readonly number[]): Sql;
}

/** The service's answers, written once for the service and its client (shared listing-search.ts). */
export type { DealCounts, FacetCounts, ListingMap, ListingPage, MapCluster, MapPoint };

/** `count` placeholders for an `IN (…)` list of values, both engines alike. */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

/**
 * The column of `listing_docs` holding each language's overlay; English is the document itself. A
 * record, so that a language added to the site's LANGUAGES does not compile until it has a column.
 */
const OVERLAY_COLUMNS: Readonly<Record<Language, 'doc_am' | 'doc_om' | undefined>> = {
  en: undefined,
  am: 'doc_am',
  om: 'doc_om',
};

/**
 * The columns of `listing_docs` a listing in `language` is read from (`localizedListing`): the
 * document and that language's overlay only, each prefixed with `table` (an alias: `d.`).
 */
export function documentColumns(language: Language, table = ''): string {
  const overlay = OVERLAY_COLUMNS[language];
  return overlay ? `${table}doc, ${table}${overlay}` : `${table}doc`;
}

/**
 * The listing of a row in a language: the English record with the language's texts laid over,
 * field by field, so that a text the language lacks (or a listing with no overlay in it at all) is
 * the English one.
 */
export function localizedListing(row: Row, language: Language): Property {
  const property = JSON.parse(String(row.doc)) as Property;
  const column = OVERLAY_COLUMNS[language];
  const texts = column === undefined ? undefined : row[column];
  if (typeof texts !== 'string') return property;
  const overlay = { [property.id]: JSON.parse(texts) as unknown };
  const [localized] = applyOverlay(
    'property-details',
    [property],
    overlay,
    `listing ${property.id}`,
  );
  return localized ?? property;
}

/** Which listing column a person condition reads. */
export type PersonField = 'agent' | 'owner';
const PERSON_COLUMN: Record<PersonField, string> = { agent: 'agent_id', owner: 'owner_code' };

/** The listings of an agent (`agentId`) or an owner (`ownerCode`), as a bitmap of the index's size. */
export async function personMask(
  db: Connection,
  field: PersonField,
  value: string,
  size: number,
): Promise<Bitmap> {
  const rows = await db.all(`SELECT seq FROM listings WHERE ${PERSON_COLUMN[field]} = ?`, [value]);
  const mask = emptyBitmap(size);
  for (const row of rows) {
    const seq = Number(row.seq);
    if (seq < size) setBit(mask, seq);
  }
  return mask;
}

/** The parts of a search as sets of listings, each combined with the others on demand. */
interface Masks {
  /** Existing listings, ranges, text and box: what every count keeps. */
  always: Bitmap[];
  /** The deal tab's listings, unless the tab is 'all'. */
  deal: Bitmap | undefined;
  /** Each chosen group's listings: any of its chosen tags. */
  groups: Map<TagGroupName, Bitmap>;
}

async function masksOf(
  db: Connection,
  index: ListingIndex,
  search: ListingSearch,
  dialect: SearchDialect,
): Promise<Masks> {
  const always: Bitmap[] = [index.present];
  for (const range of [
    sortedRangeBitmap(index, index.price, index.order['low-price'], search.price),
    rangeBitmap(index, index.sqft, search.area),
  ]) {
    if (range) always.push(range);
  }
  if (search.box) always.push(boxBitmap(index, search.box));
  if (search.agent !== undefined)
    always.push(await personMask(db, 'agent', search.agent, index.size));
  if (search.owner !== undefined)
    always.push(await personMask(db, 'owner', search.owner, index.size));
  const text = await textBitmap(db, index, search.text, dialect);
  if (text) always.push(text);
  const chosen = new Map<TagGroupName, Bitmap[]>();
  for (const tag of search.tags) {
    const group = index.groupOf(tag);
    // A tag no listing carries matches nothing (its group's other tags still may).
    chosen.set(group, [
      ...(chosen.get(group) ?? []),
      index.tags.get(tag) ?? emptyBitmap(index.size),
    ]);
  }
  const groups = new Map<TagGroupName, Bitmap>();
  for (const [group, bitmaps] of chosen) groups.set(group, or(index.size, bitmaps));
  const deal =
    search.deal === 'sale' ? index.sale : search.deal === 'rent' ? index.rent : undefined;
  return { always, deal, groups };
}

/** The listings of every part but the left-out ones. */
function combine(
  index: ListingIndex,
  masks: Masks,
  leave: { group?: TagGroupName; deal?: boolean } = {},
): Bitmap {
  const parts = [...masks.always];
  if (masks.deal && !leave.deal) parts.push(masks.deal);
  for (const [group, bitmap] of masks.groups) if (group !== leave.group) parts.push(bitmap);
  return and(index.size, parts);
}

function facetCounts(index: ListingIndex, masks: Masks, matched: Bitmap): FacetCounts {
  const facets = {} as FacetCounts;
  for (const group of TAG_GROUPS) {
    // A group with a choice counts under the other groups' choices only; one without, under all.
    const base = masks.groups.has(group) ? combine(index, masks, { group }) : matched;
    facets[group] = (index.tagsByGroup.get(group) ?? []).map((tag) => {
      const bitmap = index.tags.get(tag);
      return { tag, count: bitmap ? countBoth(base, bitmap) : 0 };
    });
  }
  return facets;
}

/** The seqs of a page: the matches in the sort's order, from `start`, at most `size`. */
function pageSeqs(
  order: Uint32Array,
  matched: Bitmap,
  start: number,
  size: number,
  from = 0,
): number[] {
  const out: number[] = [];
  let skipped = 0;
  for (let i = from; i < order.length && out.length < size; i++) {
    const seq = order[i] as number;
    if (!hasBit(matched, seq)) continue;
    if (skipped < start) skipped++;
    else out.push(seq);
  }
  return out;
}

/**
 * Where a price sort's order reaches the price range: the listings before it cannot match, and a
 * page of a range sorted by price would otherwise walk past every cheaper (or dearer) listing
 * first (16 ms at 1,000,000, docs/listings-service.md#measured). Binary search over the sort's
 * order, whose valid prices come first in order (invalid last); 0 for other sorts or no bound.
 */
export function priceSortStart(index: ListingIndex, sort: string, range: NumberRange): number {
  let { min, max } = range;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const ascending = sort === 'low-price';
  if (!(ascending ? min !== undefined : sort === 'high-price' && max !== undefined)) return 0;
  const order = index.order[ascending ? 'low-price' : 'high-price'];
  const bound = (ascending ? min : max) as number;
  // The first position whose price is at or past the bound (or is invalid: NaN sorts last).
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const price = index.price[order[middle] as number] as number;
    const reached = Number.isNaN(price) || (ascending ? price >= bound : price <= bound);
    if (reached) high = middle;
    else low = middle + 1;
  }
  return low;
}

async function rowsBySeq(
  db: Connection,
  from: 'listing_docs' | 'listings l JOIN listing_docs d ON d.seq = l.seq',
  columns: string,
  seqs: readonly number[],
  seqColumn = 'seq',
): Promise<Map<number, Row>> {
  if (seqs.length === 0) return new Map();
  const rows = await db.all(
    `SELECT ${seqColumn} AS seq, ${columns} FROM ${from} WHERE ${seqColumn} IN (${placeholders(seqs.length)})`,
    [...seqs],
  );
  return new Map(rows.map((row) => [Number(row.seq), row]));
}

/**
 * A page of listings for a search: the page (clamped into range), the total, the pager, each tag's
 * facet count and each deal tab's count, all under the same ranges, text and map box.
 */
export async function searchListings(
  db: Connection,
  search: ListingSearch,
  index: ListingIndex,
  dialect: SearchDialect,
): Promise<ListingPage> {
  const masks = await masksOf(db, index, search, dialect);
  const anyDeal = combine(index, masks, { deal: true });
  const sale = countBoth(anyDeal, index.sale);
  const rent = countBoth(anyDeal, index.rent);
  const dealCounts = { sale, rent, all: sale + rent };
  const matched = masks.deal ? and(index.size, [anyDeal, masks.deal]) : anyDeal;
  const total = dealCounts[search.deal];
  const pager = getPager(total, search.page, search.pageSize);
  const { sort } = search;
  let seqs: number[] = [];
  if (total > 0) {
    seqs =
      sort === 'listed'
        ? seqsOf(matched, pager.startIndex + pager.pageSize).slice(pager.startIndex)
        : pageSeqs(
            index.order[sort],
            matched,
            pager.startIndex,
            pager.pageSize,
            priceSortStart(index, sort, search.price),
          );
  }
  const rows = await rowsBySeq(db, 'listing_docs', documentColumns(search.language), seqs);
  return {
    items: seqs.flatMap((seq) => {
      const row = rows.get(seq);
      return row ? [localizedListing(row, search.language)] : [];
    }),
    total,
    pager,
    facets: facetCounts(index, masks, matched),
    dealCounts,
  };
}

/** One live listing by id, in a language, or undefined. */
export async function findListing(
  db: Connection,
  id: string,
  language: Language,
): Promise<Property | undefined> {
  const [row] = await db.all(
    `SELECT ${documentColumns(language, 'd.')} FROM listings l JOIN listing_docs d ON d.seq = l.seq
      WHERE l.id = ? AND l.status = 'live'`,
    [id],
  );
  return row ? localizedListing(row, language) : undefined;
}

/** What the page of a listing its publisher withdrew says of it (`410`, docs/publishing.md). */
export interface WithdrawnListing {
  id: string;
  status: 'withdrawn';
  /** Its title in the asked language, as its page had it. */
  title: string;
}

/** The withdrawn listing of this id, its title in a language; undefined for a live or unknown id. */
export async function findWithdrawnListing(
  db: Connection,
  id: string,
  language: Language,
): Promise<WithdrawnListing | undefined> {
  const [row] = await db.all(
    `SELECT ${documentColumns(language, 'd.')} FROM listings l JOIN listing_docs d ON d.seq = l.seq
      WHERE l.id = ? AND l.status = 'withdrawn'`,
    [id],
  );
  return row
    ? { id, status: 'withdrawn', title: localizedListing(row, language).title }
    : undefined;
}

/**
 * The listings of a search inside its map box: every point when there are at most
 * `MAP_POINT_CAP`, else clusters on a `MAP_GRID` × `MAP_GRID` grid with their counts.
 */
export async function mapListings(
  db: Connection,
  search: ListingSearch & { box: BoundingBox },
  index: ListingIndex,
  dialect: SearchDialect,
): Promise<ListingMap> {
  const masks = await masksOf(db, index, search, dialect);
  const matched = combine(index, masks);
  const total = countBits(matched);
  if (total > MAP_POINT_CAP) {
    // 600,000 listings in all of Addis Ababa at 1,000,000: no object per listing.
    const grid = clusterGrid(search.box);
    forEachSeq(matched, (seq) => grid.add(index.lat[seq] as number, index.lng[seq] as number));
    return { total, clusters: grid.clusters() };
  }
  const seqs = seqsOf(matched);
  const rows = await rowsBySeq(
    db,
    'listings l JOIN listing_docs d ON d.seq = l.seq',
    `l.id, l.lat, l.lng, l.price, l.deal, ${documentColumns(search.language, 'd.')}`,
    seqs,
    'l.seq',
  );
  return {
    total,
    points: seqs.flatMap((seq) => {
      const row = rows.get(seq);
      if (!row) return [];
      return [
        {
          id: String(row.id),
          // The title as `/api/listings/:id` gives it: the document with the language's overlay.
          title: localizedListing(row, search.language).title,
          lat: Number(row.lat),
          lng: Number(row.lng),
          price: row.price === null ? null : Number(row.price),
          deal: row.deal === 'sale' ? ('sale' as const) : ('rent' as const),
        },
      ];
    }),
  };
}
