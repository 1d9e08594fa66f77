import {
  ACCOUNT_PAGES,
  agentUrl,
  blogPostUrl,
  CONTENT_PAGES,
  HOME_PATH,
  LISTING_PAGES,
  PROPERTY_PAGES,
  propertyUrl,
  type CrumbSpec,
  type EntityPage,
  type FixedPage,
  type PageTextSource,
  type SectionPages,
  type SitePage,
} from './sources';

/*
 * Every page of the site as search engines see it, as each section describes its own pages (its
 * `./pages`: which address shows which page, its canonical, whether it is indexed, its title,
 * description and breadcrumb trail). The shell adds its own redirects; docs/seo.md explains the
 * choices.
 */

export type { CrumbSpec, EntityPage, FixedPage, PageTextSource, SitePage };

/** The sections, in the order the sitemap lists their pages. */
const SECTIONS: readonly SectionPages[] = [
  CONTENT_PAGES,
  LISTING_PAGES,
  ACCOUNT_PAGES,
  PROPERTY_PAGES,
];

/** Every page whose address has no id or parameter, by path. */
export const FIXED_PAGES: ReadonlyMap<string, FixedPage> = new Map(
  SECTIONS.flatMap((section) => section.pages).map((page) => [page.path, page]),
);

/** The paths robots.txt keeps crawlers out of: a visitor's own pages. */
export const PRIVATE_PATHS: readonly string[] = [...FIXED_PAGES.values()]
  .filter((page) => page.visitorsOwn)
  .map((page) => page.path);

/** Paths the site redirects: the empty path to the home page, `/contract` to the lease. */
const REDIRECTS: Readonly<Record<string, string>> = {
  '/': HOME_PATH,
  '/contract': '/contract/lease',
};

/** The canonical address of a property's page: the layout every property card links to. */
export function propertyCanonical(id: string): string {
  return propertyUrl(id);
}

/** The canonical address of a blog post: the layout the home page and the footer link to. */
export function postCanonical(id: string): string {
  return blogPostUrl(id);
}

/** The canonical address of an agent's profile. */
export function agentCanonical(id: string): string {
  return agentUrl(id);
}

/** The canonical address of an entity's page. */
export function entityCanonical(page: EntityPage): string {
  if (page.kind === 'property') return propertyCanonical(page.id);
  if (page.kind === 'post') return postCanonical(page.id);
  return agentCanonical(page.id);
}

/** `/theme/classic/` → `/theme/classic` (the router matches both). */
function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The page an address shows, as the shell's redirects and the sections resolve it. */
export function resolvePage(pathname: string, search: string): SitePage {
  const normalized = normalizePathname(pathname);
  const path = REDIRECTS[normalized] ?? normalized;
  for (const section of SECTIONS) {
    const page = section.resolve(path, search);
    if (page) return page;
  }
  return { kind: 'unknown' };
}
