import { escapeHtml } from './html';
import {
  agentCanonical,
  FIXED_PAGES,
  postCanonical,
  PRIVATE_PATHS,
  propertyCanonical,
} from './pages';
import type { SiteData } from './site-data';
import { DEFAULT_LANGUAGE, LANGUAGES } from './sources';
import { absoluteUrl, normalizeOrigin } from './urls';

/*
 * sitemap.xml and robots.txt. The sitemap lists each indexed page once, under its canonical address
 * (the layout variants of one content are left out: their canonical link names the listed one), in
 * English and in Amharic, each entry with its language alternates (`xhtml:link`, hreflang) and the
 * date its content last changed: the data's own date where it has one (a listing's date, a post's
 * date, a legal text's update), else the modification time of the data file the page shows.
 */

/** A page of the sitemap: its canonical address (without language) and when it last changed. */
export interface SitemapEntry {
  path: string;
  lastModified: Date;
}

function day(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** Every indexed page of the site, once, in the order a reader would expect. */
export function sitemapEntries(data: SiteData): SitemapEntry[] {
  const { properties, posts, agents } = data.byLanguage[DEFAULT_LANGUAGE];
  const anyChange = new Date(Math.max(...Object.values(data.modified).map((d) => d.getTime())));
  const fixed = [...FIXED_PAGES.values()]
    .filter((page) => page.indexed && page.canonical === page.path)
    .map((page) => ({ path: page.path, lastModified: page.lastModified?.(data) ?? anyChange }));
  return [
    ...fixed,
    ...properties.map((p) => ({ path: propertyCanonical(p.id), lastModified: day(p.date) })),
    ...posts.map((p) => ({ path: postCanonical(p.id), lastModified: day(p.date) })),
    ...agents.map((a) => ({
      path: agentCanonical(a.id),
      lastModified: data.modified['agent-data'],
    })),
  ];
}

function w3cDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The sitemap: every indexed page in every language, with hreflang alternates and `lastmod`. */
export function sitemapXml(origin: string, data: SiteData): string {
  const urls = sitemapEntries(data).flatMap(({ path, lastModified }) => {
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

/** robots.txt: everything may be crawled but a visitor's own pages; names the sitemap. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${normalizeOrigin(origin)}/sitemap.xml`,
    '',
  ].join('\n');
}
