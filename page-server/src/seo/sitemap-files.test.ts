/** @jest-environment node */
import path from 'node:path';
import { generateProperties } from '@betoch/shared/domain/generate-properties';
import { LANGUAGES } from '@betoch/shared/domain/constants';
import { listedPages } from '../../../scripts/site-pages';
import { serviceListings, sitemapListings } from '../sitemap-listings';
import { loadSiteData } from './site-data';
import { SITEMAP_MAX_ADDRESSES, SITEMAP_MAX_ENTRIES, sitemapXml } from './sitemap';
import {
  dataListings,
  planSitemap,
  sitemapDocument,
  sitemapFileNumber,
  sitemapFileNumbers,
  type SitemapListings,
  type SitemapSource,
} from './sitemap-files';

const ORIGIN = 'https://betoch.et';

/** A listing with only what the sitemap reads. */
const listing = (id: string, date: string) => ({ id, date, price: 0, sqft: 0, params: [] });
const data = loadSiteData(path.resolve(__dirname, '../../../shared/assets/data'));
const pages = listedPages(data);
const properties = data.byLanguage.en.properties;

async function text(source: SitemapSource, file?: number): Promise<string | undefined> {
  const pieces = await sitemapDocument(source, file);
  return pieces ? [...pieces].join('') : undefined;
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

/** A listings service answering `/api/listings/ids` from `items` (seq, id, date), as server.ts does. */
function fakeService(items: readonly { seq: number; id: string; date: string | null }[]): {
  fetch: typeof fetch;
  asked: string[];
} {
  const asked: string[] = [];
  const lastSeq = items.at(-1)?.seq ?? 0;
  const fetchImpl = (input: string | URL | Request) => {
    const url = new URL(String(input));
    asked.push(url.pathname + url.search);
    if (url.pathname === '/api/listings') {
      // The listing page's query, newest first (ties in seq order), pages of pageSize.
      const size = Number(url.searchParams.get('pageSize'));
      const page = Number(url.searchParams.get('page'));
      const sorted = [...items].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
      const body = {
        items: sorted.slice((page - 1) * size, page * size),
        pager: { totalPages: Math.ceil(items.length / size) },
      };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }
    const after = Number(url.searchParams.get('after'));
    const limit = Number(url.searchParams.get('limit'));
    const rest = items.filter((item) => item.seq > after);
    const page = rest.slice(0, limit);
    const body = {
      items: page,
      next: rest.length > limit ? (page.at(-1)?.seq ?? null) : null,
      lastSeq,
    };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  };
  return { fetch: fetchImpl as typeof fetch, asked };
}

const siteService = () =>
  fakeService(properties.map((p, i) => ({ seq: i + 1, id: p.id, date: p.date })));

describe('the sitemap at 60 listings', () => {
  it('is the one urlset it was, from the data file and from the service alike', async () => {
    const today = sitemapXml(ORIGIN, data, pages);
    const fromData = await text({
      origin: ORIGIN,
      data,
      pages,
      listings: dataListings(properties),
    });
    const service = siteService();
    const listings = serviceListings('http://listings.test', service.fetch);
    const fromService = await text({ origin: ORIGIN, data, pages, listings });
    expect(fromData).toBe(today);
    expect(fromService).toBe(today);
    expect(locsOf(today).filter((loc) => loc.includes('/property/'))).toHaveLength(
      60 * LANGUAGES.length,
    );
    expect(service.asked.every((p) => p.startsWith('/api/listings/ids?'))).toBe(true);
    // No files beside it: /sitemaps/1.xml is a 404.
    expect(await text({ origin: ORIGIN, data, pages, listings: dataListings(properties) }, 1)).toBe(
      undefined,
    );
  });
});

describe('planSitemap', () => {
  it('keeps 50,000 addresses in one file and makes an index of two files for one more page', () => {
    // Each page is an address per language: as many pages as fit whole.
    expect(SITEMAP_MAX_ENTRIES * LANGUAGES.length).toBeLessThanOrEqual(SITEMAP_MAX_ADDRESSES);
    expect((SITEMAP_MAX_ENTRIES + 1) * LANGUAGES.length).toBeGreaterThan(SITEMAP_MAX_ADDRESSES);
    expect(planSitemap(40, SITEMAP_MAX_ENTRIES - 40)).toEqual({
      single: true,
      pageFiles: 0,
      listingFiles: 0,
    });
    expect(planSitemap(40, SITEMAP_MAX_ENTRIES - 39)).toEqual({
      single: false,
      pageFiles: 1,
      listingFiles: 1,
    });
    expect(planSitemap(40, 1_000_000).listingFiles).toBe(
      Math.ceil(1_000_000 / SITEMAP_MAX_ENTRIES),
    );
  });

  it('reads only the index’s own file names', () => {
    expect(sitemapFileNumber('/sitemaps/1.xml')).toBe(1);
    expect(sitemapFileNumber('/sitemaps/41.xml')).toBe(41);
    for (const other of [
      '/sitemaps/0.xml',
      '/sitemaps/01.xml',
      '/sitemaps/1.xml.gz',
      '/sitemaps/../x.xml',
    ])
      expect(sitemapFileNumber(other)).toBeUndefined();
  });
});

describe('the sitemap past 50,000 addresses', () => {
  const own = locsOf(sitemapXml(ORIGIN, data, pages)).filter((loc) => !loc.includes('/property/'));
  // The site's own pages and as many listings as make one page more than fit (16,667 pages in
  // three languages: 50,001 addresses).
  const oneOver = Array.from(
    { length: SITEMAP_MAX_ENTRIES - own.length / LANGUAGES.length + 1 },
    (_, i) => listing(`b${i + 1}`, '2026-03-12'),
  );

  it('is an index of two files at one page over, each a urlset of at most 50,000 addresses', async () => {
    const source = { origin: ORIGIN, data, pages, listings: dataListings(oneOver) };
    const index = (await text(source)) ?? '';
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(locsOf(index)).toEqual([`${ORIGIN}/sitemaps/1.xml`, `${ORIGIN}/sitemaps/2.xml`]);
    expect(await sitemapFileNumbers(source)).toEqual([1, 2]);
    const first = (await text(source, 1)) ?? '';
    const second = (await text(source, 2)) ?? '';
    expect(locsOf(first)).toEqual(own);
    expect(locsOf(second)).toHaveLength(oneOver.length * LANGUAGES.length);
    expect(locsOf(first).length + locsOf(second).length).toBe(
      (SITEMAP_MAX_ENTRIES + 1) * LANGUAGES.length,
    );
    // One page fewer and it is the one urlset again.
    const fits = (await text({ ...source, listings: dataListings(oneOver.slice(1)) })) ?? '';
    expect(fits).toContain('<urlset ');
    expect(locsOf(fits)).toHaveLength(SITEMAP_MAX_ENTRIES * LANGUAGES.length);
    expect(await text(source, 3)).toBeUndefined();
    // The pages' file is dated by its newest page; a listings' file by nothing (it is not read).
    expect(index).toMatch(
      /<loc>https:\/\/betoch\.et\/sitemaps\/1\.xml<\/loc>\n {4}<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
    );
    expect(index).toMatch(/<loc>https:\/\/betoch\.et\/sitemaps\/2\.xml<\/loc>\n {2}<\/sitemap>/);
  });

  it('escapes addresses and writes each listing’s date, none for a listing without one', async () => {
    const listings = dataListings([
      listing('a&b<"c>', '2026-03-12'),
      listing('r2', 'not a date'),
      ...oneOver,
    ]);
    const file = (await text({ origin: ORIGIN, data, pages, listings }, 2)) ?? '';
    const odd = `${ORIGIN}/property/image-box?id=a%26b%3C%22c%3E`;
    expect(file).toContain(`<loc>${odd}</loc>\n    <lastmod>2026-03-12</lastmod>`);
    expect(file).toContain(`<loc>${odd}&amp;lang=am</loc>`);
    expect(file).toContain(`hreflang="am" href="${odd}&amp;lang=am"`);
    expect(file).toMatch(/<loc>[^<]*id=r2<\/loc>\n {4}<xhtml:link/);
    expect(file.replace(/&amp;/g, '')).not.toMatch(/[&"]<|&[^a]/);
    const index = (await text({ origin: 'https://x.example/?a&b', data, pages, listings })) ?? '';
    expect(index).not.toMatch(/&(?!amp;)/);
  });

  it('names 120,000 generated listings once each, in every language, in files of 50,000 addresses', async () => {
    const generated = generateProperties(120_000, 20);
    const listings = dataListings(generated);
    const source = { origin: ORIGIN, data, pages, listings };
    const files = await sitemapFileNumbers(source);
    const listingFiles = Math.ceil(120_000 / SITEMAP_MAX_ENTRIES);
    expect(files).toEqual(Array.from({ length: 1 + listingFiles }, (_, i) => i + 1));
    const seen = new Set<string>();
    let listingLocs = 0;
    for (const file of files.slice(1)) {
      const locs = locsOf((await text(source, file)) ?? '');
      expect(locs.length).toBeLessThanOrEqual(SITEMAP_MAX_ADDRESSES);
      listingLocs += locs.length;
      for (const loc of locs) seen.add(loc);
    }
    expect(listingLocs).toBe(120_000 * LANGUAGES.length);
    expect(seen.size).toBe(120_000 * LANGUAGES.length);
    const last = generated.at(-1)!;
    expect(seen).toContain(`${ORIGIN}/property/image-box?id=${last.id}&amp;lang=am`);
    expect(seen).toContain(`${ORIGIN}/property/image-box?id=${last.id}&amp;lang=om`);
  });
});

describe('serviceListings', () => {
  const items = [1, 2, 4, 5, 7, 8, 9].map((seq) => ({
    seq,
    id: `b${seq}`,
    date: '2026-01-0' + (seq % 9 || 1),
  }));

  it('cuts ranges by seq, so a gap leaves a file shorter, never longer', async () => {
    const listings = serviceListings('http://listings.test', fakeService(items).fetch);
    expect(await listings.span()).toBe(9);
    const ids = async (after: number, through: number) =>
      (await listings.range(after, through)).map((e) => e.path.split('=')[1]);
    expect(await ids(0, 3)).toEqual(['b1', 'b2']);
    expect(await ids(3, 6)).toEqual(['b4', 'b5']);
    expect(await ids(6, 9)).toEqual(['b7', 'b8', 'b9']);
  });

  it('gives the newest listings through the listing page’s own query, a page of 60 at a time', async () => {
    const many = Array.from({ length: 130 }, (_, i) => ({
      seq: i + 1,
      id: `r${i + 1}`,
      date: `2025-${String((i % 12) + 1).padStart(2, '0')}-01`,
    }));
    const service = fakeService(many);
    const listings = serviceListings('http://listings.test', service.fetch);
    const newest = await listings.newest(70);
    expect(newest).toHaveLength(70);
    expect(newest.slice(0, 3).map((e) => e.path.split('=')[1])).toEqual(['r12', 'r24', 'r36']);
    expect(service.asked).toEqual([
      '/api/listings?sort=newest&pageSize=60&page=1',
      '/api/listings?sort=newest&pageSize=60&page=2',
    ]);
    expect(await serviceListings('http://listings.test', service.fetch).newest(500)).toHaveLength(
      130,
    );
  });

  it('rejects, naming the service, when it is down or answers something else', async () => {
    const down: SitemapListings = serviceListings('http://listings.test', (() =>
      Promise.reject(new Error('connect ECONNREFUSED'))) as typeof fetch);
    await expect(down.span()).rejects.toThrow(
      /listings service at http:\/\/listings\.test did not answer/,
    );
    const odd = serviceListings('http://listings.test', (() =>
      Promise.resolve(new Response('{"items":"none"}'))) as typeof fetch);
    await expect(odd.range(0, 10)).rejects.toThrow(/is not an id page/);
    const busy = serviceListings('http://listings.test', (() =>
      Promise.resolve(new Response('{}', { status: 503 }))) as typeof fetch);
    await expect(busy.newest(10)).rejects.toThrow(/answered 503/);
  });
});

describe('sitemapListings', () => {
  const config = {
    remotes: { listings: '', property: '', content: '', account: '' },
    apiBaseUrl: 'http://localhost:3005',
    dataBaseUrl: '/assets/data/',
  };
  /** The site's service, recording the origin each question went to. */
  const recorded = () => {
    const service = siteService();
    const origins: string[] = [];
    const fetchImpl = ((input: string | URL | Request) => {
      origins.push(new URL(String(input)).origin);
      return service.fetch(input);
    }) as typeof fetch;
    return { fetchImpl, origins };
  };

  it('asks the service at LISTINGS_SERVICE_INTERNAL_URL when config.json names one, else at its own address', async () => {
    const named = { ...config, listingsApiUrl: 'https://search.betoch.et' };
    const inside = recorded();
    const listings = sitemapListings(named, data, {
      fetchImpl: inside.fetchImpl,
      internalUrl: 'http://10.0.0.5:3006',
    });
    expect(await listings.span()).toBe(properties.length);
    expect(inside.origins).toEqual(['http://10.0.0.5:3006']);

    const outside = recorded();
    await sitemapListings(named, data, { fetchImpl: outside.fetchImpl }).span();
    expect(outside.origins).toEqual(['https://search.betoch.et']);
  });

  it('reads the data file when config.json names no service, whatever the internal address', async () => {
    const none = recorded();
    const listings = sitemapListings(config, data, {
      fetchImpl: none.fetchImpl,
      internalUrl: 'http://10.0.0.5:3006',
    });
    expect(await listings.span()).toBe(properties.length);
    expect(none.origins).toEqual([]);
  });
});
