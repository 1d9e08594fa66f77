/** @jest-environment node */
import path from 'node:path';
import { loadSiteData } from '../page-server/src/seo/site-data';
import { robotsTxt, sitemapEntries, sitemapXml } from '../page-server/src/seo/sitemap';
import { listedPages } from './site-pages';

const ORIGIN = 'https://betoch.et';
const data = loadSiteData(path.resolve(__dirname, '../shared/assets/data'));
const pages = listedPages(data);
const xml = sitemapXml(`${ORIGIN}/`, data, pages);

interface UrlEntry {
  loc: string;
  lastmod: string;
  alternates: Record<string, string>;
}

function urls(sitemap: string): UrlEntry[] {
  return [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '',
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1] ?? '',
    alternates: Object.fromEntries(
      [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    ),
  }));
}

const entries = urls(xml);
const locs = new Set(entries.map((entry) => entry.loc));

describe('sitemapXml', () => {
  it('is a urlset with the xhtml namespace for language alternates', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('lists all 60 properties on their canonical page, in English and in Amharic', () => {
    const properties = data.byLanguage.en.properties;
    expect(properties).toHaveLength(60);
    for (const property of properties) {
      const en = `${ORIGIN}/property/image-box?id=${property.id}`;
      expect(locs).toContain(en);
      expect(locs).toContain(`${en}&amp;lang=am`);
      expect(locs).toContain(`${en}&amp;lang=om`);
      const entry = entries.find((e) => e.loc === en)!;
      expect(entry.lastmod).toBe(property.date);
      expect(entry.alternates).toEqual({
        en,
        am: `${en}&amp;lang=am`,
        om: `${en}&amp;lang=om`,
        'x-default': en,
      });
    }
    expect(entries.filter((e) => e.loc.includes('/property/'))).toHaveLength(180);
  });

  it('lists every post and agent, the home pages and the other public pages', () => {
    for (const post of data.byLanguage.en.posts) {
      const entry = entries.find(
        (e) => e.loc === `${ORIGIN}/page/blog-detail/right-sidebar?id=${post.id}`,
      );
      expect(entry?.lastmod).toBe(post.date);
    }
    for (const agent of data.byLanguage.en.agents) {
      expect(locs).toContain(`${ORIGIN}/agent/agent-profile?id=${agent.id}`);
    }
    for (const page of [
      '/theme/classic',
      '/theme/map-h-search',
      '/listing/grid-view/2-grid/left-sidebar',
      '/page/blog-page/no-sidebar',
      '/agent/agent-grid',
      '/page/other-pages/about-us-2',
      '/page/other-pages/faq',
      '/page/other-pages/terms-conditions',
      '/page/other-pages/privacy-policy',
      '/contract/lease',
      '/modules/button',
    ]) {
      expect(locs).toContain(`${ORIGIN}${page}`);
      expect(locs).toContain(`${ORIGIN}${page}?lang=am`);
    }
  });

  it('leaves out private, empty and duplicate pages', () => {
    for (const page of [
      '/page/other-pages/log-in',
      '/page/other-pages/sign-up',
      '/favorites',
      '/my-properties',
      '/components/favorites',
      '/property/compare',
      '/page/other-pages/404',
      '/page/other-pages/coming-soon-1',
      '/property/sticky-tab?id=b01',
      '/listing/list-view/listing/no-sidebar',
      '/page/blog-page/left-sidebar',
    ]) {
      expect(locs).not.toContain(`${ORIGIN}${page}`);
    }
    expect(locs.size).toBe(entries.length);
  });

  it('dates pages by their data: the newest listing, a legal text’s update, else the file’s time', () => {
    const lastmodOf = (page: string) => entries.find((e) => e.loc === `${ORIGIN}${page}`)?.lastmod;
    const newest = [...data.byLanguage.en.properties.map((p) => p.date)].sort().at(-1);
    expect(lastmodOf('/listing/grid-view/2-grid/left-sidebar')).toBe(newest);
    expect(lastmodOf('/page/other-pages/terms-conditions')).toBe(data.byLanguage.en.terms.updated);
    expect(lastmodOf('/page/other-pages/faq')).toBe(data.modified.faq.toISOString().slice(0, 10));
    for (const entry of entries) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('has one entry per page before languages', () => {
    expect(sitemapEntries(data, pages).length * 3).toBe(entries.length);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of a visitor’s own pages and names the sitemap', () => {
    const robots = robotsTxt(`${ORIGIN}/`, pages);
    expect(robots.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /page/other-pages/log-in',
        'Disallow: /page/other-pages/sign-up',
        'Disallow: /favorites',
        'Disallow: /my-properties',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
    expect(robots).not.toMatch(/Disallow: \/\n/);
  });
});

describe('a section that is down', () => {
  it('leaves its pages out of the sitemap and nothing else', () => {
    const withoutListings = pages.filter((page) => !page.path.startsWith('/listing/'));
    const fewer = sitemapXml(`${ORIGIN}/`, data, withoutListings);
    expect(fewer).not.toContain('/listing/');
    expect(urls(fewer).length).toBe(entries.length - 3);
  });

  it('lists a page once even when two lists name it', () => {
    expect(sitemapEntries(data, [...pages, ...pages])).toEqual(sitemapEntries(data, pages));
  });
});
