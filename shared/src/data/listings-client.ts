import { getRuntimeConfig } from '@betoch/shared/singleton';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/constants';
import type { Property } from '../domain/property';
import { RELATED_PROPERTIES_LIMIT, relatedProperties } from '../domain/related-properties';
import { TAG_GROUPS, type TagNames } from '../domain/tag-search';
import { fetchDecoded } from './data-error';
import { withServicePhotos } from './listing-photos';
import { currentDataLanguage, getPropertyById, loadProperties, loadTagLabels } from './loader';
import {
  listingSearchParams,
  mapListingList,
  searchListingList,
  searchText,
  type BoundingBox,
  type DealCounts,
  type FacetCounts,
  type ListingMap,
  type ListingPage,
  type ListingSearchQuery,
} from './listing-search';
import { ShapeError, arrayOf, numberIn, object, property, text, type Decoder } from './schemas';

/*
 * The listings client: every page that reads listings asks here, by query or by id. With a
 * listings service named in config.json (`listingsApiUrl`, docs/listings-service.md) it asks the
 * service; with none, or when the service fails, is late or answers something unreadable, it
 * answers from the static JSON (`loadProperties`) with the same rules and says so: `complete:
 * false`, which the page shows as "results may be incomplete".
 */

/**
 * The service's time limit on the server: a render has 2.5 s (docs/fault-matrix.md), and the
 * fallback must still fit in it after a hung service (the static JSON is cached by then).
 */
export const SERVER_LISTINGS_TIMEOUT_MS = 1000;
/**
 * In the browser: the service answers in milliseconds (docs/listings-service.md#measured); past
 * this the visitor gets the static listings rather than a spinner.
 */
export const BROWSER_LISTINGS_TIMEOUT_MS = 2500;

/** The service's time limit where this code runs. */
export function listingsTimeoutMs(): number {
  return typeof window === 'undefined' ? SERVER_LISTINGS_TIMEOUT_MS : BROWSER_LISTINGS_TIMEOUT_MS;
}

/** An answer of the client: `complete` is false when it came from the static fallback. */
export type ListingAnswer<T> = T & {
  /** False when the service was not asked or did not answer: the static JSON was read instead. */
  complete: boolean;
};

/** The listings inside a map box (the service's answer, listing-search.ts). */
export type ListingMapAnswer = ListingMap;

// ------------------------------------------------------------ decoding

const count = numberIn(0, Number.POSITIVE_INFINITY, true);

const pager = object<ListingPage['pager']>({
  totalItems: count,
  currentPage: count,
  pageSize: count,
  totalPages: count,
  startPage: count,
  endPage: count,
  startIndex: count,
  endIndex: numberIn(-1, Number.POSITIVE_INFINITY, true),
  pages: arrayOf(count),
});

const facet = object<{ tag: string; count: number }>({ tag: text, count });

const facets = object<FacetCounts>(
  Object.fromEntries(TAG_GROUPS.map((group) => [group, arrayOf(facet)])) as {
    [K in keyof FacetCounts]-?: Decoder<FacetCounts[K]>;
  },
);

const dealCounts = object<DealCounts>({ sale: count, rent: count, all: count });

/** The service's answer to `GET /api/listings`; a listing that is not one is an error too. */
export const decodeListingPage: Decoder<ListingPage> = object<ListingPage>({
  items: arrayOf(property),
  total: count,
  pager,
  facets,
  dealCounts,
});

const latitude = numberIn(-90, 90);
const longitude = numberIn(-180, 180);

const decodeMap = object<ListingMapAnswer>({
  total: count,
  points: (value, context) =>
    value === undefined
      ? undefined
      : arrayOf(
          object<NonNullable<ListingMapAnswer['points']>[number]>({
            id: text,
            title: text,
            lat: latitude,
            lng: longitude,
            // The service writes null for a listing whose price is not a number.
            price: (price, at) => (price === null ? null : numberIn(0)(price, at)),
            deal: (deal, at) => {
              if (deal !== 'sale' && deal !== 'rent')
                throw new ShapeError(at, 'sale or rent', deal);
              return deal;
            },
          }),
        )(value, context),
  clusters: (value, context) =>
    value === undefined
      ? undefined
      : arrayOf(
          object<NonNullable<ListingMapAnswer['clusters']>[number]>({
            lat: latitude,
            lng: longitude,
            count,
          }),
        )(value, context),
});

// ------------------------------------------------------------ requests

/** The service's base URL in force, or undefined when config.json names none. */
function serviceUrl(): string | undefined {
  return getRuntimeConfig().listingsApiUrl;
}

/**
 * A listing as the service gave it, its photos' paths (`/photos/…`, docs/publishing.md#photos)
 * made absolute on the service's address as the browser reaches it: config.json's, even where a
 * server render asks the service at another (`listingsPublicUrl`).
 */
function fromService(listing: Property, base: string): Property {
  return withServicePhotos(listing, getRuntimeConfig().listingsPublicUrl ?? base);
}

/** What a status other than 200 means to one question (fetchDecoded's `on404`, `on410`). */
interface StatusAnswers<T> {
  on404?: () => T;
  on410?: (body: unknown) => T;
}

/** Asks the service `path` and decodes the answer, or gives what `answers` makes of a 404 or 410. */
async function ask<T>(
  base: string,
  path: string,
  decode: Decoder<T>,
  answers: StatusAnswers<T> = {},
): Promise<T> {
  const name = `the listings service's ${path.split('?')[0]}`;
  const request = () =>
    fetch(`${base}${path}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(listingsTimeoutMs()),
    });
  const read = (json: unknown): T => decode(json, { file: name, path: '' });
  return fetchDecoded(name, request, read, { notJson: 'the answer is not valid JSON', ...answers });
}

/** The names last given to the fallback, kept while the loader's maps are the same ones. */
let fallbackNames: { labels: readonly ReadonlyMap<string, string>[]; names: TagNames } | undefined;

/**
 * The names of the tags in every language but English (`am/tags.json`, `om/tags.json`), for the
 * fallback's text search, as the service searches them: "Finfinnee" finds the listings of Addis
 * Ababa on every page, whatever the language the static listings were read in. Loaded only for a
 * text query (a few KB, cached for the page view); none for a search without text. A file that
 * does not load leaves its language's names out (the loader warns and asks again next time).
 */
async function namesForText(query: ListingSearchQuery): Promise<TagNames> {
  if (searchText(query.q) === '') return {};
  const languages = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
  const labels = await Promise.all(languages.map((language) => loadTagLabels(language)));
  // The same maps give the same object, so the fallback's searchable texts are made once.
  if (
    fallbackNames?.labels.length !== labels.length ||
    fallbackNames.labels.some((map, i) => map !== labels[i])
  ) {
    const names = Object.fromEntries(
      languages.map((language, i) => [language, Object.fromEntries(labels[i] ?? [])]),
    );
    fallbackNames = { labels, names };
  }
  return fallbackNames.names;
}

/** Says once per failure why the static listings are shown (the page says it to the visitor). */
function warnFallback(error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  console.warn(`${reason}; the static listings are shown`);
}

/**
 * A page of listings for a search (docs/listings-service.md, `GET /api/listings`): the page, the
 * total, the pager, the facet counts and the deal tabs' counts. From the static JSON, with the
 * same rules, when no service is named or it fails (`complete: false`). Rejects only when the
 * static JSON fails too.
 */
export async function searchListings(
  query: ListingSearchQuery,
  language: Language = currentDataLanguage(),
): Promise<ListingAnswer<ListingPage>> {
  const base = serviceUrl();
  if (base) {
    try {
      const params = listingSearchParams(query, language);
      const page = await ask(base, `/api/listings${params ? `?${params}` : ''}`, decodeListingPage);
      return {
        ...page,
        items: page.items.map((listing) => fromService(listing, base)),
        complete: true,
      };
    } catch (error) {
      warnFallback(error);
    }
  }
  const [properties, names] = await Promise.all([loadProperties(language), namesForText(query)]);
  return { ...searchListingList(properties, query, names), complete: false };
}

/** What the site knows of one listing's id (`GET /api/listings/:id`). */
export type ListingLookup =
  /** A listing on the site (from the static JSON too). */
  | { kind: 'live'; listing: Property }
  /**
   * Its publisher withdrew it: the service's `410 {id, status, title}` (docs/publishing.md
   * "Statuses and versions"), its title in the asked language; undefined when the answer had none.
   */
  | { kind: 'withdrawn'; id: string; title?: string }
  /** No listing has the id. */
  | { kind: 'unknown' };

/** A 410's body: the title the listing had, when it is a text; the asked id stands for the listing. */
function withdrawnListing(id: string, body: unknown): ListingLookup {
  const title =
    typeof body === 'object' && body !== null ? (body as { title?: unknown }).title : undefined;
  return typeof title === 'string' && title.trim() !== ''
    ? { kind: 'withdrawn', id, title }
    : { kind: 'withdrawn', id };
}

/**
 * One listing by id in `language`: live, withdrawn by its publisher (the service's `410`, an
 * answer, not a failure: the static JSON is not asked), or unknown; see `searchListings` for the
 * fallback, which knows live listings only.
 */
export async function getListing(
  id: string,
  language: Language = currentDataLanguage(),
): Promise<ListingAnswer<ListingLookup>> {
  const base = serviceUrl();
  if (base) {
    try {
      const lang = language === 'en' ? '' : `?lang=${language}`;
      const path = `/api/listings/${encodeURIComponent(id)}${lang}`;
      const lookup = await ask<ListingLookup>(
        base,
        path,
        (json, context) => ({ kind: 'live', listing: fromService(property(json, context), base) }),
        { on404: () => ({ kind: 'unknown' }), on410: (body) => withdrawnListing(id, body) },
      );
      return { ...lookup, complete: true };
    } catch (error) {
      warnFallback(error);
    }
  }
  const listing = await getPropertyById(id, language);
  return { ...(listing ? { kind: 'live', listing } : { kind: 'unknown' }), complete: false };
}

/** The most ids one `GET /api/listings/by-id` answers (docs/listings-service.md#lookups). */
export const LISTINGS_BY_ID_BATCH = 60;

/** The service's answer to `GET /api/listings/by-id` (listings-service.md#lookups). */
interface ListingBatch {
  items: Property[];
  missing: string[];
  /** The ids of listings their publishers withdrew; a service older than publishing sends none. */
  withdrawn?: string[];
}

const decodeBatch = object<ListingBatch>({
  items: arrayOf(property),
  missing: arrayOf(text),
  withdrawn: (value, context) => (value === undefined ? undefined : arrayOf(text)(value, context)),
});

const decodeItems = object<{ items: Property[] }>({ items: arrayOf(property) });

/** Listings by id, and the asked ids of those their publishers withdrew. */
export interface ListingsById {
  /** The live listings, in the order of the ids, each once. */
  items: Property[];
  /**
   * The asked ids of withdrawn listings, in the asked order, so that a wishlist can say "no longer
   * available" (docs/publishing.md); none from the static JSON, which holds live listings only.
   */
  withdrawn: string[];
}

/**
 * Listings by id, in the order of `ids`, each once, an unknown id left out (a wishlist, the
 * compare list, a home section's ids), and the ids of withdrawn ones apart:
 * `GET /api/listings/by-id`, 60 ids a request. Complete only when every listing came from the
 * service.
 */
export async function getListings(
  ids: readonly string[],
  language: Language = currentDataLanguage(),
): Promise<ListingAnswer<ListingsById>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { items: [], withdrawn: [], complete: true };
  const base = serviceUrl();
  if (base) {
    try {
      const batches: string[][] = [];
      for (let i = 0; i < unique.length; i += LISTINGS_BY_ID_BATCH) {
        batches.push(unique.slice(i, i + LISTINGS_BY_ID_BATCH));
      }
      const lang = language === 'en' ? '' : `&lang=${language}`;
      const answers = await Promise.all(
        batches.map((batch) =>
          ask(
            base,
            `/api/listings/by-id?ids=${batch.map(encodeURIComponent).join(',')}${lang}`,
            decodeBatch,
          ),
        ),
      );
      return {
        items: answers.flatMap((answer) =>
          answer.items.map((listing) => fromService(listing, base)),
        ),
        withdrawn: answers.flatMap((answer) => answer.withdrawn ?? []),
        complete: true,
      };
    } catch (error) {
      warnFallback(error);
    }
  }
  const all = new Map((await loadProperties(language)).map((p) => [p.id, p]));
  return {
    items: unique.flatMap((id) => {
      const listing = all.get(id);
      return listing ? [listing] : [];
    }),
    withdrawn: [],
    complete: false,
  };
}

/**
 * The related listings of a property page (`relatedProperties`' rule, docs/listings-service.md#lookups:
 * `GET /api/listings/related`); see `searchListings` for the fallback.
 */
export async function getRelatedListings(
  listing: Pick<Property, 'id' | 'city' | 'subCity'>,
  language: Language = currentDataLanguage(),
  limit = RELATED_PROPERTIES_LIMIT,
): Promise<ListingAnswer<{ items: Property[] }>> {
  const base = serviceUrl();
  if (base) {
    try {
      const lang = language === 'en' ? '' : `&lang=${language}`;
      const path = `/api/listings/related?id=${encodeURIComponent(listing.id)}&limit=${limit}${lang}`;
      const answer = await ask<{ items: Property[] } | null>(base, path, decodeItems, {
        on404: () => null,
      });
      return {
        items: (answer?.items ?? []).map((listing) => fromService(listing, base)),
        complete: true,
      };
    } catch (error) {
      warnFallback(error);
    }
  }
  return {
    items: relatedProperties(await loadProperties(language), listing, limit),
    complete: false,
  };
}

/**
 * The listings of a search inside `bbox` for the map (`GET /api/listings/map`): at most
 * `MAP_POINT_CAP` as points with their titles, else clusters. From the static JSON, with the same
 * rules (`mapListingList`), when the service does not answer.
 */
export async function mapListings(
  query: ListingSearchQuery & { bbox: BoundingBox },
  language: Language = currentDataLanguage(),
): Promise<ListingAnswer<ListingMapAnswer>> {
  const base = serviceUrl();
  const search = { ...query, page: undefined, pageSize: undefined, sort: undefined };
  if (base) {
    try {
      const params = listingSearchParams(search, language);
      return { ...(await ask(base, `/api/listings/map?${params}`, decodeMap)), complete: true };
    } catch (error) {
      warnFallback(error);
    }
  }
  const [properties, names] = await Promise.all([loadProperties(language), namesForText(search)]);
  return { ...mapListingList(properties, search, names), complete: false };
}
