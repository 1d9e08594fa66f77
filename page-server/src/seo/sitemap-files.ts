import { sortProperties, type FilterableProperty } from '@betoch/shared/domain/filter';
import type { ListedPage } from './sources';
import type { SiteData } from './site-data';
import {
  SITEMAP_MAX_ENTRIES,
  listingEntry,
  siteEntries,
  sitemapIndexXml,
  urlsetXml,
  type SitemapEntry,
  type SitemapFileRef,
} from './sitemap';

/*
 * The sitemap at any number of listings (docs/seo.md#the-sitemap-at-scale). While every address
 * fits in one file (50,000, sitemaps.org's limit: 25,000 pages in two languages) `/sitemap.xml`
 * is the one `<urlset>` it has always been, in the same order. Past that it is a `<sitemapindex>`
 * of `/sitemaps/<n>.xml`: first the site's own pages (the sections' lists, posts, agents), then
 * the listings, each file a range of SITEMAP_MAX_ENTRIES positions of the listings' data order.
 * A file is made from its own range only, so no answer holds more than one file's addresses.
 */

/**
 * The listings the sitemap names, by position in their data order (1…span; the service's `seq`,
 * of which some may be gone, or the data file's index).
 */
export interface SitemapListings {
  /** The last position: no listing comes after it. */
  span(): Promise<number>;
  /** The listings at positions after `after` up to and including `through`, in order. */
  range(after: number, through: number): Promise<SitemapEntry[]>;
  /**
   * The first `count` listings as the listing page shows them with no filter: newest first, the
   * default sort (docs/rules.md), ties in the data order. The prerender's bounded set.
   */
  newest(count: number): Promise<SitemapEntry[]>;
}

/** The listings of the site's data file (`property-details.json`), as the sitemap names them. */
export function dataListings(properties: readonly FilterableProperty[]): SitemapListings {
  const entries = (listings: readonly FilterableProperty[]) =>
    listings.map((p) => listingEntry(p.id, p.date));
  return {
    span: () => Promise.resolve(properties.length),
    range: (after, through) => Promise.resolve(entries(properties.slice(after, through))),
    newest: (count) =>
      Promise.resolve(entries(sortProperties(properties, 'newest').slice(0, count))),
  };
}

/** The shape of the sitemap: one `<urlset>`, or an index of files. */
export interface SitemapPlan {
  /** Everything in `/sitemap.xml` itself. */
  single: boolean;
  /** Files of the site's own pages (`/sitemaps/1.xml` …), before the listings' files. */
  pageFiles: number;
  /** Files of the listings, each SITEMAP_MAX_ENTRIES positions. */
  listingFiles: number;
}

/** How `pageEntries` site pages and listings at positions 1…`listingSpan` are cut into files. */
export function planSitemap(pageEntries: number, listingSpan: number): SitemapPlan {
  if (pageEntries + listingSpan <= SITEMAP_MAX_ENTRIES) {
    return { single: true, pageFiles: 0, listingFiles: 0 };
  }
  return {
    single: false,
    pageFiles: Math.max(1, Math.ceil(pageEntries / SITEMAP_MAX_ENTRIES)),
    listingFiles: Math.ceil(listingSpan / SITEMAP_MAX_ENTRIES),
  };
}

/** The address of the sitemap's `n`th file (1-based). */
export function sitemapFilePath(n: number): string {
  return `/sitemaps/${n}.xml`;
}

/** The file number of a `/sitemaps/<n>.xml` address, or undefined for any other path. */
export function sitemapFileNumber(pathname: string): number | undefined {
  const match = /^\/sitemaps\/([1-9][0-9]{0,6})\.xml$/.exec(pathname);
  return match ? Number(match[1]) : undefined;
}

function newest(entries: readonly SitemapEntry[]): Date | undefined {
  const times = entries.map((e) => e.lastModified.getTime()).filter((t) => !Number.isNaN(t));
  return times.length > 0 ? new Date(Math.max(...times)) : undefined;
}

export interface SitemapSource {
  /** The public origin the addresses are written with. */
  origin: string;
  data: SiteData;
  pages: readonly ListedPage[];
  listings: SitemapListings;
}

/**
 * The XML of `/sitemap.xml` (`file` undefined) or of `/sitemaps/<file>.xml`, in pieces to write
 * one after the other; undefined for a file the sitemap does not have (a 404).
 */
export async function sitemapDocument(
  { origin, data, pages, listings }: SitemapSource,
  file?: number,
): Promise<Iterable<string> | undefined> {
  const { fixed, posts, agents } = siteEntries(data, pages);
  const own = [...fixed, ...posts, ...agents];
  const span = await listings.span();
  const plan = planSitemap(own.length, span);
  if (plan.single) {
    if (file !== undefined) return undefined;
    // The order it has always had: the listed pages, the listings, the posts, the agents.
    return urlsetXml(origin, [...fixed, ...(await listings.range(0, span)), ...posts, ...agents]);
  }
  const pageFile = (n: number) => own.slice((n - 1) * SITEMAP_MAX_ENTRIES, n * SITEMAP_MAX_ENTRIES);
  if (file === undefined) {
    const files: SitemapFileRef[] = [];
    for (let n = 1; n <= plan.pageFiles; n++) {
      files.push({ path: sitemapFilePath(n), lastModified: newest(pageFile(n)) });
    }
    for (let n = 1; n <= plan.listingFiles; n++) {
      files.push({ path: sitemapFilePath(plan.pageFiles + n) });
    }
    return [sitemapIndexXml(origin, files)];
  }
  if (file <= plan.pageFiles) return urlsetXml(origin, pageFile(file));
  const range = file - plan.pageFiles;
  if (range > plan.listingFiles) return undefined;
  return urlsetXml(
    origin,
    await listings.range((range - 1) * SITEMAP_MAX_ENTRIES, range * SITEMAP_MAX_ENTRIES),
  );
}

/** Every file number of the sitemap beside `/sitemap.xml` (none while it is one file). */
export async function sitemapFileNumbers({
  data,
  pages,
  listings,
}: SitemapSource): Promise<number[]> {
  const { fixed, posts, agents } = siteEntries(data, pages);
  const plan = planSitemap(fixed.length + posts.length + agents.length, await listings.span());
  return Array.from({ length: plan.pageFiles + plan.listingFiles }, (_, i) => i + 1);
}
