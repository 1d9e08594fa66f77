import type { Language } from '../domain/constants';
import type { Property } from '../domain/property';
import type { Agency, Agent, AssetTypes, BlogPost, FaqAsset, LegalDocument } from '../data/types';

/** The data files a page's head and the sitemap read. */
export const SITE_ASSETS = [
  'property-details',
  'agent-data',
  'blog-details',
  'agency',
  'faq',
  'terms-and-conditions',
  'privacy-policy',
] as const satisfies readonly (keyof AssetTypes)[];

/** A data file a page's head or the sitemap reads. */
export type SiteAsset = (typeof SITE_ASSETS)[number];

/** The site's data in one language. */
export interface LocalizedSiteData {
  properties: readonly Property[];
  agents: readonly Agent[];
  posts: readonly BlogPost[];
  agency: Agency;
  faq: FaqAsset;
  terms: LegalDocument;
  privacy: LegalDocument;
}

/** Everything the heads and the sitemap need, in every language of the site. */
export interface SiteData {
  byLanguage: Readonly<Record<Language, LocalizedSiteData>>;
  /** When each asset last changed: its English file or an overlay, whichever is newer. */
  modified: Readonly<Record<SiteAsset, Date>>;
}

/** The newest of ISO dates (`2026-03-01`), as midnight UTC; undefined for none. */
export function newestDate(dates: readonly string[]): Date | undefined {
  const newest = dates.reduce<string | undefined>(
    (a, b) => (a === undefined || b > a ? b : a),
    undefined,
  );
  return newest === undefined ? undefined : new Date(`${newest}T00:00:00Z`);
}

/** The latest of dates, leaving out the missing ones; the epoch when none is given. */
export function latest(...dates: readonly (Date | undefined)[]): Date {
  const times = dates.filter((d): d is Date => d !== undefined).map((d) => d.getTime());
  return new Date(times.length === 0 ? 0 : Math.max(...times));
}

/** When the newest listing was published (else when the listings file changed). */
export function newestListing(data: SiteData): Date {
  return (
    newestDate(data.byLanguage.en.properties.map((p) => p.date)) ??
    data.modified['property-details']
  );
}

/** When the newest blog post was published (else when the posts file changed). */
export function newestPost(data: SiteData): Date {
  return newestDate(data.byLanguage.en.posts.map((p) => p.date)) ?? data.modified['blog-details'];
}

/** When any data file last changed: for pages that show a little of everything. */
export function anyChange(data: SiteData): Date {
  return latest(...Object.values(data.modified));
}
