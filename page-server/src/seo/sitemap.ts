import { escapeHtml } from '@betoch/shared/domain/html-text';
import type { SiteData } from './site-data';
import { DEFAULT_LANGUAGE, entityCanonical, LANGUAGES, type ListedPage } from './sources';
import { absoluteUrl, normalizeOrigin } from './urls';

/*
 * sitemap.xml and robots.txt. The sitemap lists each indexed page once, under its canonical address
 * (the layout variants of one content are left out: their canonical link names the listed one), in
 * English, in Amharic and in Afaan Oromo, each entry with its language alternates (`xhtml:link`, hreflang) and the
 * date its content last changed: the data's own date where it has one (a listing's date, a post's
 * date, a legal text's update), else the modification time of the data file the page shows. The
 * pages without an id are the sections' own lists (each section's `./pages`, `ListedPage`).
 */

/** A page of the sitemap: its canonical address (without language) and when it last changed. */
export interface SitemapEntry {
  path: string;
  lastModified: Date;
}

function day(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** The sitemap's entries other than the listings: the sections' listed pages, posts and agents. */
export interface SiteEntries {
  fixed: SitemapEntry[];
  posts: SitemapEntry[];
  agents: SitemapEntry[];
}

/** The sections' listed pages (indexed, under their canonical address, once), the posts, the agents. */
export function siteEntries(data: SiteData, pages: readonly ListedPage[]): SiteEntries {
  const { posts, agents } = data.byLanguage[DEFAULT_LANGUAGE];
  const anyChange = new Date(Math.max(...Object.values(data.modified).map((d) => d.getTime())));
  const seen = new Set<string>();
  const fixed = pages
    .filter((page) => page.indexed && page.canonical === page.path)
    .filter((page) => !seen.has(page.path) && seen.add(page.path))
    .map((page) => ({
      path: page.path,
      lastModified: page.lastModified ? new Date(page.lastModified) : anyChange,
    }));
  return {
    fixed,
    posts: posts.map((p) => ({
      path: entityCanonical({ kind: 'post', id: p.id }),
      lastModified: day(p.date),
    })),
    agents: agents.map((a) => ({
      path: entityCanonical({ kind: 'agent', id: a.id }),
      lastModified: data.modified['agent-data'],
    })),
  };
}

/**
 * A listing's entry: its canonical page, changed on its date (an ISO day; null or invalid: no
 * `lastmod` is written).
 */
export function listingEntry(id: string, date: string | null): SitemapEntry {
  return {
    path: entityCanonical({ kind: 'property', id }),
    lastModified: date === null ? new Date(Number.NaN) : day(date),
  };
}

/**
 * Every indexed page of the site, once, in the order a reader would expect: the sections' listed
 * pages (`pages`), then each property, post and agent of the data.
 */
export function sitemapEntries(data: SiteData, pages: readonly ListedPage[]): SitemapEntry[] {
  const { fixed, posts, agents } = siteEntries(data, pages);
  const { properties } = data.byLanguage[DEFAULT_LANGUAGE];
  return [...fixed, ...properties.map((p) => listingEntry(p.id, p.date)), ...posts, ...agents];
}

function w3cDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The most addresses (`<loc>`s) one sitemap file may hold (sitemaps.org). */
export const SITEMAP_MAX_ADDRESSES = 50_000;
/** The most entries one sitemap file holds: each entry is written once per language. */
export const SITEMAP_MAX_ENTRIES = Math.floor(SITEMAP_MAX_ADDRESSES / LANGUAGES.length);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** An entry's `<url>` in every language, each with the hreflang alternates and its `lastmod`. */
export function sitemapUrls(origin: string, { path, lastModified }: SitemapEntry): string {
  const alternates = [
    ...LANGUAGES.map((language) => [language, absoluteUrl(origin, path, language)] as const),
    ['x-default', absoluteUrl(origin, path, DEFAULT_LANGUAGE)] as const,
  ].map(
    ([hreflang, href]) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
  );
  const lastmod = Number.isNaN(lastModified.getTime())
    ? []
    : [`    <lastmod>${w3cDate(lastModified)}</lastmod>`];
  return LANGUAGES.map((language) =>
    [
      '  <url>',
      `    <loc>${escapeHtml(absoluteUrl(origin, path, language))}</loc>`,
      ...lastmod,
      ...alternates,
      '  </url>',
    ].join('\n'),
  ).join('\n');
}

/**
 * A `<urlset>` of the entries, in pieces (the head, one piece per entry, the tail), so a server can
 * write a file of 50,000 addresses without first joining it into one string.
 */
export function* urlsetXml(origin: string, entries: Iterable<SitemapEntry>): Generator<string> {
  yield `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
  for (const entry of entries) yield `${sitemapUrls(origin, entry)}\n`;
  yield '</urlset>\n';
}

/** The sitemap: every indexed page in every language, with hreflang alternates and `lastmod`. */
export function sitemapXml(origin: string, data: SiteData, pages: readonly ListedPage[]): string {
  return [...urlsetXml(origin, sitemapEntries(data, pages))].join('');
}

/** A sitemap file of the index: its address on the site and, when known, its newest change. */
export interface SitemapFileRef {
  path: string;
  lastModified?: Date;
}

/** A `<sitemapindex>` naming each file by its absolute address (sitemaps.org). */
export function sitemapIndexXml(origin: string, files: readonly SitemapFileRef[]): string {
  return [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...files.map(({ path, lastModified }) =>
      [
        '  <sitemap>',
        `    <loc>${escapeHtml(`${normalizeOrigin(origin)}${path}`)}</loc>`,
        ...(lastModified && !Number.isNaN(lastModified.getTime())
          ? [`    <lastmod>${w3cDate(lastModified)}</lastmod>`]
          : []),
        '  </sitemap>',
      ].join('\n'),
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The paths robots.txt keeps crawlers out of: a visitor's own pages, once each. */
export function privatePaths(pages: readonly ListedPage[]): string[] {
  return [...new Set(pages.filter((page) => page.visitorsOwn).map((page) => page.path))];
}

/** robots.txt: everything may be crawled but a visitor's own pages; names the sitemap. */
export function robotsTxt(origin: string, pages: readonly ListedPage[]): string {
  return [
    'User-agent: *',
    ...privatePaths(pages).map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${normalizeOrigin(origin)}/sitemap.xml`,
    '',
  ].join('\n');
}
