/**
 * Where the sitemap and the prerender read the listings from (docs/seo.md#the-sitemap-at-scale):
 * the listings service when `config.json` names it (`listingsApiUrl`), through its paged id list
 * (`GET /api/listings/ids`, docs/listings-service.md), else the site's data file, as before.
 */
import { serverListingsUrl, type RuntimeConfig } from '@betoch/shared/config/runtime-config';
import { DEFAULT_LANGUAGE } from '@betoch/shared/domain/constants';
import { dataListings, listingEntry, type SiteData, type SitemapListings } from './seo';

/** The largest page the service's id list gives. */
const IDS_PAGE = 50_000;
/** The largest page of a search (docs/listings-service.md). */
const SEARCH_PAGE = 60;
/** One page of ids, 50,000 of them, is a few MB: well within this on loopback. */
const SERVICE_TIMEOUT_MS = 15_000;

interface IdPage {
  items: { seq: number; id: string; date: string | null }[];
  next: number | null;
  lastSeq: number;
}

function isIdPage(value: unknown): value is IdPage {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Record<string, unknown>;
  return (
    Array.isArray(page.items) &&
    typeof page.lastSeq === 'number' &&
    (page.next === null || typeof page.next === 'number') &&
    page.items.every((item: unknown) => {
      if (typeof item !== 'object' || item === null) return false;
      const { seq, id, date } = item as Record<string, unknown>;
      return (
        typeof seq === 'number' &&
        typeof id === 'string' &&
        (date === null || typeof date === 'string')
      );
    })
  );
}

interface SearchPage {
  items: { id: string; date: string }[];
  pager: { totalPages: number };
}

function isSearchPage(value: unknown): value is SearchPage {
  if (typeof value !== 'object' || value === null) return false;
  const { items, pager } = value as Record<string, unknown>;
  return (
    Array.isArray(items) &&
    items.every((item: unknown) => {
      if (typeof item !== 'object' || item === null) return false;
      const { id, date } = item as Record<string, unknown>;
      return typeof id === 'string' && typeof date === 'string';
    }) &&
    typeof pager === 'object' &&
    pager !== null &&
    typeof (pager as Record<string, unknown>).totalPages === 'number'
  );
}

/**
 * The listings of the service at `base`, read a range at a time. A failure (down, slow, an answer
 * of another shape) rejects with a message naming the service: the caller answers 503 or stops
 * the prerender, rather than publish a sitemap that has lost the listings.
 */
export function serviceListings(
  base: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = SERVICE_TIMEOUT_MS,
): SitemapListings {
  const get = async (url: string): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new Error(
        `the listings service at ${base} did not answer: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!response.ok) throw new Error(`the listings service answered ${response.status} to ${url}`);
    return response.json().catch(() => undefined);
  };
  const ids = async (after: number, limit: number): Promise<IdPage> => {
    const url = `${base}/api/listings/ids?after=${after}&limit=${limit}`;
    const body = await get(url);
    if (!isIdPage(body))
      throw new Error(`the listings service's answer to ${url} is not an id page`);
    return body;
  };
  let span: Promise<number> | undefined;
  return {
    span: () => (span ??= ids(0, 1).then((page) => page.lastSeq)),
    async range(after, through) {
      const entries = [];
      let cursor: number | null = after;
      while (cursor !== null && cursor < through) {
        const page = await ids(cursor, Math.min(IDS_PAGE, through - cursor));
        for (const item of page.items) {
          if (item.seq > through) return entries;
          entries.push(listingEntry(item.id, item.date));
        }
        cursor = page.next;
      }
      return entries;
    },
    async newest(count) {
      // The listing page's own query, newest first: its pages of at most 60.
      const entries = [];
      for (let page = 1; entries.length < count; page++) {
        const url = `${base}/api/listings?sort=newest&pageSize=${SEARCH_PAGE}&page=${page}`;
        const body = await get(url);
        if (!isSearchPage(body))
          throw new Error(`the listings service's answer to ${url} is not a page of listings`);
        entries.push(
          ...body.items
            .slice(0, count - entries.length)
            .map((item) => listingEntry(item.id, item.date)),
        );
        if (page >= body.pager.totalPages) break;
      }
      return entries;
    },
  };
}

/**
 * The sitemap's listings for `config`: the service it names (at `internalUrl` when the server
 * reaches it there, `LISTINGS_SERVICE_INTERNAL_URL`), else the site's data.
 */
export function sitemapListings(
  config: RuntimeConfig,
  data: SiteData,
  { fetchImpl, internalUrl }: { fetchImpl?: typeof fetch; internalUrl?: string } = {},
): SitemapListings {
  const service = serverListingsUrl(config, internalUrl);
  return service
    ? serviceListings(service, fetchImpl)
    : dataListings(data.byLanguage[DEFAULT_LANGUAGE].properties);
}
