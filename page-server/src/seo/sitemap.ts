import { escapeHtml } from './html';
import type { SiteData } from './site-data';
import { DEFAULT_LANGUAGE, entityCanonical, LANGUAGES, type ListedPage } from './sources';
import { absoluteUrl, normalizeOrigin } from './urls';

/*
 * sitemap.xml and robots.txt. The sitemap lists each indexed page once, under its canonical address
 * (the layout variants of one content are left out: their canonical link names the listed one), in
 * English and in Amharic, each entry with its language alternates (`xhtml:link`, hreflang) and the
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

/**
 * Every indexed page of the site, once, in the order a reader would expect: the sections' listed
 * pages (`pages`), then each property, post and agent of the data.
 */
export function sitemapEntries(data: SiteData, pages: readonly ListedPage[]): SitemapEntry[] {
  const { properties, posts, agents } = data.byLanguage[DEFAULT_LANGUAGE];
  const anyChange = new Date(Math.max(...Object.values(data.modified).map((d) => d.getTime())));
  const seen = new Set<string>();
  const fixed = pages
    .filter((page) => page.indexed && page.canonical === page.path)
    .filter((page) => !seen.has(page.path) && seen.add(page.path))
    .map((page) => ({
      path: page.path,
      lastModified: page.lastModified ? new Date(page.lastModified) : anyChange,
    }));
  return [
    ...fixed,
    ...properties.map((p) => ({
      path: entityCanonical({ kind: 'property', id: p.id }),
      lastModified: day(p.date),
    })),
    ...posts.map((p) => ({
      path: entityCanonical({ kind: 'post', id: p.id }),
      lastModified: day(p.date),
    })),
    ...agents.map((a) => ({
      path: entityCanonical({ kind: 'agent', id: a.id }),
      lastModified: data.modified['agent-data'],
    })),
  ];
}

function w3cDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The sitemap: every indexed page in every language, with hreflang alternates and `lastmod`. */
export function sitemapXml(origin: string, data: SiteData, pages: readonly ListedPage[]): string {
  const urls = sitemapEntries(data, pages).flatMap(({ path, lastModified }) => {
    const alternates = [
      ...LANGUAGES.map((language) => [language, absoluteUrl(origin, path, language)] as const),
      ['x-default', absoluteUrl(origin, path, DEFAULT_LANGUAGE)] as const,
    ].map(
      ([hreflang, href]) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
    );
    return LANGUAGES.map((language) =>
      [
        '  <url>',
        `    <loc>${escapeHtml(absoluteUrl(origin, path, language))}</loc>`,
        `    <lastmod>${w3cDate(lastModified)}</lastmod>`,
        ...alternates,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
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
