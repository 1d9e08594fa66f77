import type { Language } from '../domain/constants';
import { requiredText, type PageTexts, type TextRef } from './page-texts';
import type { LocalizedSiteData, SiteData } from './site-data';

/*
 * How a section describes its pages to whoever writes their heads, the sitemap and the prerender:
 * which address shows which page, the address it is indexed under (its canonical), whether it is
 * indexed, its title and description (the texts the page itself shows) and the breadcrumb trail it
 * shows. Each section publishes its own (`./pages`, a `SectionPages`); docs/seo.md gives the rules.
 */

/** What a computed text of a page is given: the page's language, its texts, the site's data. */
export interface PageTextContext {
  language: Language;
  texts: PageTexts;
  /** The data in the page's language; undefined when it could not be read. */
  data: LocalizedSiteData | undefined;
}

/** A text of a page: a translation, or one computed from the data (and then maybe absent). */
export type PageTextSource = TextRef | ((context: PageTextContext) => string | undefined);

/** A link of a breadcrumb trail, before the current page. */
export interface CrumbSpec {
  label: TextRef;
  path: string;
}

/** A page whose address alone says what it shows (no id in the query). */
export interface FixedPage {
  kind: 'fixed';
  /** The address, without query. */
  path: string;
  /** The address the page is indexed under (itself, or the main layout of the same content). */
  canonical: string;
  /** False for pages that are private, empty for a crawler, or not pages of their own. */
  indexed: boolean;
  /** A visitor's own page (log-in, favourites …): empty for a crawler, kept out by robots.txt. */
  visitorsOwn?: boolean;
  /** The page presents the agency (home, about, contact): its head describes the agency too. */
  presentsAgency?: boolean;
  /** The page's `<h1>`. */
  title: PageTextSource;
  description?: PageTextSource;
  /** The trail the page shows before its own name; absent when it shows none. */
  crumbs?: readonly CrumbSpec[];
  /** When the page's content last changed, from the data (for the sitemap). */
  lastModified?: (data: SiteData) => Date;
}

/** A page of one property, post or agent, named by `?id=` (which may be unknown). */
export interface EntityPage {
  kind: 'property' | 'post' | 'agent';
  id: string;
  /** The trail the page shows before the entity's name. */
  crumbs: readonly CrumbSpec[];
}

/** What an address shows: a page, or nothing the site knows (the 404 page follows). */
export type SitePage = FixedPage | EntityPage | { kind: 'unknown' };

/** What a section publishes about its pages, from its own code. */
export interface SectionPages {
  /**
   * Every page of the section whose address has no id or parameter, in the order a reader of the
   * sitemap would expect: the sitemap, the prerender and the tests' route lists read it.
   */
  pages: readonly FixedPage[];
  /**
   * The page an address of the section shows (path without trailing slash, and its query): one of
   * `pages`, a page with a parameter in its path, or a property, post or agent named by `?id=`;
   * undefined when the section has no such page.
   */
  resolve(path: string, search: string): FixedPage | EntityPage | undefined;
}

/** A FixedPage with the defaults: indexed, under its own address. */
export function fixedPage(
  page: Omit<FixedPage, 'kind' | 'canonical' | 'indexed'> &
    Partial<Pick<FixedPage, 'canonical' | 'indexed'>>,
): FixedPage {
  const { canonical, indexed = true, ...rest } = page;
  return { kind: 'fixed', canonical: canonical ?? page.path, indexed, ...rest };
}

/** A SectionPages whose pages are all fixed, plus `more` for addresses with a parameter or an id. */
export function sectionPages(
  pages: readonly FixedPage[],
  more: (path: string, search: string) => FixedPage | EntityPage | undefined = () => undefined,
): SectionPages {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  return { pages, resolve: (path, search) => byPath.get(path) ?? more(path, search) };
}

/** A page's text in its context: the translation, or the computed text (maybe absent). */
export function pageTextOf(
  source: PageTextSource | undefined,
  context: PageTextContext,
): string | undefined {
  if (source === undefined) return undefined;
  return typeof source === 'function' ? source(context) : requiredText(context.texts, source);
}

/** A page as the sitemap, robots.txt and the prerender need it: plain data a worker can send. */
export interface ListedPage {
  path: string;
  canonical: string;
  indexed: boolean;
  visitorsOwn: boolean;
  /** When its content last changed (ISO 8601), when the section says and the data was read. */
  lastModified?: string;
}

/** A section's pages as plain data, their dates from `data` (none without it). */
export function listPages(section: SectionPages, data: SiteData | undefined): ListedPage[] {
  return section.pages.map((page) => {
    const modified = data && page.lastModified?.(data);
    return {
      path: page.path,
      canonical: page.canonical,
      indexed: page.indexed,
      visitorsOwn: page.visitorsOwn === true,
      ...(modified ? { lastModified: modified.toISOString() } : {}),
    };
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The longest address a section may list or send a visitor to (browsers and crawlers take more). */
export const MAX_SITE_PATH_LENGTH = 2048;

/**
 * A path on the site's own origin, as a section may name one: it starts with one `/` (never `//`
 * or `/\`, which a browser reads as another host), and holds no control character or space. A
 * newline in a page's path went into robots.txt as is: a section could add `Disallow: /`.
 */
export function isSitePath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MAX_SITE_PATH_LENGTH &&
    /^\/(?![/\\])/.test(value) &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(value)
  );
}

/** Whether a value (a remote's `./pages`, as loaded) is a SectionPages. */
export function isSectionPages(value: unknown): value is SectionPages {
  return isRecord(value) && Array.isArray(value.pages) && typeof value.resolve === 'function';
}

/** Whether a value (a worker's answer) is a list of ListedPage. */
export function isListedPages(value: unknown): value is ListedPage[] {
  return (
    Array.isArray(value) &&
    value.every(
      (page) =>
        isRecord(page) &&
        isSitePath(page.path) &&
        isSitePath(page.canonical) &&
        typeof page.indexed === 'boolean' &&
        typeof page.visitorsOwn === 'boolean' &&
        (page.lastModified === undefined ||
          (typeof page.lastModified === 'string' && !Number.isNaN(Date.parse(page.lastModified)))),
    )
  );
}
