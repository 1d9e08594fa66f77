/**
 * What `npm run bench:listings` asks the listings service (docs/listings-service.md#the-bench):
 * the mix of a listing page's visitors, its map and its property pages, with text queries drawn
 * from the data itself in both languages (so the service's per-worker cache of 64 texts answers
 * only what it would in production), and ids of listings that exist.
 */
import { createRandom } from '../shared/src/domain/generate-properties';

/** The filter searches of a listing page: one filter, several groups, ranges, sorts, deep pages. */
export const FILTER_SEARCHES: readonly string[] = [
  '/api/listings',
  '/api/listings?tag=For+sale',
  '/api/listings?tag=Villa',
  '/api/listings?tag=Bole',
  '/api/listings?tag=Addis+Ababa&tag=For+rent',
  '/api/listings?tag=For+sale&tag=Apartment&tag=Bole',
  '/api/listings?tag=For+rent&tag=Condominium&tag=Yeka&tag=2+beds&sort=low-price',
  '/api/listings?tag=Addis+Ababa&tag=3+beds&tag=2+baths',
  '/api/listings?minPrice=100000&maxPrice=300000&sort=low-price',
  '/api/listings?tag=For+rent&maxPrice=1500&sort=low-price',
  '/api/listings?tag=Villa&minArea=200&sort=high-price',
  '/api/listings?tag=Hawassa&sort=newest',
  '/api/listings?page=5000',
  '/api/listings?tag=For+sale&sort=oldest&page=2000',
  '/api/listings?bbox=8.98,38.77,9.01,38.81&tag=For+rent&sort=low-price',
];

/** The map views: a sub-city, the city, the country. */
export const MAP_VIEWS: readonly string[] = [
  '/api/listings/map?bbox=8.98,38.77,9.01,38.81',
  '/api/listings/map?bbox=8.8,38.6,9.2,39.0',
  '/api/listings/map?bbox=3,33,15,48&tag=For+sale',
];

/** A word as a visitor types it: Latin letters, or Ethiopic syllables (U+1200-U+135A), never the
 * Ethiopic block's punctuation (`።`, `፣`, U+1360-U+1368) that ends a word in the texts. */
const WORD = /[a-z]{4,}|[\u1200-\u135a]{2,}/g;

/**
 * At least `wanted` distinct text queries from listings' searchable texts: single words and
 * two-word phrases as they stand in the texts, half and half where the texts allow, in both
 * scripts, in an order of their own (`seed`).
 */
export function textQueries(bodies: readonly string[], wanted = 1_200, seed = 7): string[] {
  const words = new Set<string>();
  const phrases = new Set<string>();
  for (const body of bodies) {
    for (const line of body.toLowerCase().split('\n')) {
      const found = line.match(WORD) ?? [];
      found.forEach((word, i) => {
        words.add(word);
        if (i > 0) phrases.add(`${found[i - 1]} ${word}`);
      });
    }
  }
  const random = createRandom(seed);
  const shuffled = (items: Iterable<string>) =>
    [...items]
      .map((item) => ({ item, key: random() }))
      .sort((a, b) => a.key - b.key)
      .map(({ item }) => item);
  const fromWords = shuffled(words).slice(0, Math.ceil(wanted / 2));
  const fromPhrases = shuffled(phrases).slice(0, wanted - fromWords.length);
  return shuffled([...fromWords, ...fromPhrases]);
}

/** The share of each kind of request in the mix (sums to 1). */
export const MIX = {
  filters: 0.4,
  text: 0.2,
  map: 0.1,
  listing: 0.1,
  related: 0.08,
  byId: 0.1,
  ids: 0.02,
} as const;

/**
 * The next request's path, drawn by MIX over `texts` and existing `ids` (of `listings` listings),
 * from `seed`.
 */
export function requestMix(
  texts: readonly string[],
  ids: readonly string[],
  listings: number,
  seed = 11,
) {
  const random = createRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const cumulative = Object.entries(MIX).reduce<[string, number][]>((list, [kind, share]) => {
    list.push([kind, (list.at(-1)?.[1] ?? 0) + share]);
    return list;
  }, []);
  return (): string => {
    const draw = random();
    const kind = cumulative.find(([, upTo]) => draw < upTo)?.[0] ?? 'filters';
    switch (kind) {
      case 'text':
        return `/api/listings?q=${encodeURIComponent(pick(texts))}`;
      case 'map':
        return pick(MAP_VIEWS);
      case 'listing':
        return `/api/listings/${encodeURIComponent(pick(ids))}?lang=${random() < 0.5 ? 'en' : 'am'}`;
      case 'related':
        return `/api/listings/related?id=${encodeURIComponent(pick(ids))}&limit=3`;
      case 'byId':
        return `/api/listings/by-id?ids=${Array.from({ length: 6 }, () => pick(ids)).join(',')}`;
      case 'ids':
        return `/api/listings/ids?after=${Math.floor(random() * listings)}&limit=1000`;
      default:
        return pick(FILTER_SEARCHES);
    }
  };
}
