import {
  ABOUT_PATH,
  AGENTS_PATH,
  agentUrl,
  BLOG_SIDEBARS,
  blogListUrl,
  blogPostUrl,
  COMPARE_PATH,
  CONTACT_PATH,
  FAVORITES_MODULE_PATH,
  FAVORITES_PATH,
  GRID_MAP_LAYOUT,
  gridLayout,
  HOME_LAYOUTS,
  HOME_PATH,
  HOME_VARIANTS,
  isPropertyLayout,
  LIST_MAP_LAYOUT,
  listLayout,
  LISTINGS_PATH,
  LOGIN_PATH,
  MODULES_PATH,
  MY_PROPERTIES_PATH,
  NOT_FOUND_PATH,
  PRIVACY_PATH,
  propertyUrl,
  tabLayout,
  TERMS_PATH,
  anyChange,
  latest,
  newestDate,
  newestListing,
  newestPost,
  requiredText,
  type BlogSidebar,
  type CrumbSpec,
  type EntityPage,
  type FixedPage,
  type HeroKind,
  type ListingLayout,
  type PageTextSource,
  type SiteData,
  type SitePage,
} from './sources';
import { text, type TextRef } from './texts';

/*
 * Every page of the site as search engines see it: which address shows which page, the address a
 * page should be indexed under (its canonical), whether it is indexed at all, its title and
 * description (the texts the page itself shows), and the breadcrumb trail it shows. The route
 * segments come from the sections' own constants; docs/seo.md explains the choices.
 *
 * Layout variants of one content (five property layouts, three blog layouts, the listing layouts,
 * two agent and portfolio grids, three contact pages) share one canonical address — the one the
 * site's own links use — so search engines index each content once.
 */

/** The blog list the footer's "Blog" opens. */
const CANONICAL_BLOG_LIST = blogListUrl('no-sidebar');
const PORTFOLIO_PATH = '/page/portfolio/2-grid';

export type { CrumbSpec, EntityPage, FixedPage, PageTextSource, SitePage };

// ------------------------------------------------------------ the fixed pages

const contentPages = (key: string) => text('content-pages', key);
const homeCrumb = (
  namespace: 'content-pages' | 'listings' | 'property' | 'content',
  key: string,
) => ({
  label: text(namespace, key),
  path: HOME_PATH,
});
const PAGE_CRUMBS: readonly CrumbSpec[] = [homeCrumb('content-pages', 'common.home')];

/** `map-vertical` → `mapVertical`: the key of a hero's texts in the content translations. */
function heroKey(hero: HeroKind): string {
  return hero.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function homePages(): FixedPage[] {
  return HOME_VARIANTS.map((variant) => {
    const hero = heroKey(HOME_LAYOUTS[variant].hero);
    const path = `/theme/${variant}`;
    return {
      kind: 'fixed',
      path,
      canonical: path,
      indexed: true,
      title: text('content', `hero.${hero}.title`),
      // The typed hero has no subtitle: the site's own summary then.
      description: ({ texts }) =>
        texts(text('content', `hero.${hero}.subtitle`)) ??
        requiredText(texts, text('shell', 'footer.about')),
      lastModified: (data) => latest(newestListing(data), newestPost(data)),
    };
  });
}

const LISTING_TITLES: Readonly<Record<ListingLayout['kind'], string>> = {
  grid: 'title.grid',
  list: 'title.list',
  'grid-map': 'title.gridMap',
  'list-map': 'title.listMap',
  tabs: 'title.tabs',
};

function listingPage(path: string, layout: ListingLayout): FixedPage {
  return {
    kind: 'fixed',
    path,
    canonical: LISTINGS_PATH,
    indexed: true,
    title: text('listings', LISTING_TITLES[layout.kind]),
    description: text('listings', 'subtitle'),
    crumbs: [
      homeCrumb('listings', 'crumbs.home'),
      { label: text('listings', 'crumbs.listings'), path: LISTINGS_PATH },
    ],
    lastModified: newestListing,
  };
}

/** `/listing/…`: the listing section's own parsers decide which segments exist. */
function matchListing(pathname: string): FixedPage | undefined {
  if (pathname === '/listing/grid-view/map/leaflet-map')
    return listingPage(pathname, GRID_MAP_LAYOUT);
  if (pathname === '/listing/list-view/map/leaflet-map')
    return listingPage(pathname, LIST_MAP_LAYOUT);
  const segments = pathname.split('/').slice(2);
  let layout: ListingLayout | null = null;
  if (segments.length === 3 && segments[0] === 'grid-view')
    layout = gridLayout(segments[1], segments[2]);
  else if (segments.length === 3 && segments[0] === 'list-view' && segments[1] === 'listing')
    layout = listLayout(segments[2]);
  else if (segments.length === 2 && segments[0] === 'tab-layout') layout = tabLayout(segments[1]);
  return layout ? listingPage(pathname, layout) : undefined;
}

/** The listing pages without parameters in their address; the others are matched when asked. */
function listingPages(): FixedPage[] {
  return [LISTINGS_PATH, '/listing/grid-view/map/leaflet-map', '/listing/list-view/map/leaflet-map']
    .map(matchListing)
    .filter((page): page is FixedPage => page !== undefined);
}

interface PlainPage {
  path: string;
  canonical?: string;
  indexed?: boolean;
  title: PageTextSource;
  description?: PageTextSource;
  crumbs?: readonly CrumbSpec[];
  lastModified?: (data: SiteData) => Date;
}

function plain({ canonical, indexed = true, ...page }: PlainPage): FixedPage {
  return { kind: 'fixed', canonical: canonical ?? page.path, indexed, ...page };
}

/** A legal text: its title and introduction are the data's, its date the text's own update. */
function legalPage(path: string, document: 'terms' | 'privacy', fallbackTitle: string): PlainPage {
  return {
    path,
    title: ({ texts, data }) =>
      data?.[document].title ?? requiredText(texts, contentPages(fallbackTitle)),
    description: ({ data }) => data?.[document].intro,
    crumbs: PAGE_CRUMBS,
    lastModified: (data) => latest(newestDate([data.byLanguage.en[document].updated])),
  };
}

const MODULE_SLUGS = [
  'button',
  'label',
  'title',
  'image-ratio',
  'property',
  'about',
  'blog',
  'brand',
  'testimonial',
  'full-banner',
  'service',
  'feature',
] as const;

/** A visitor's own pages: empty for a crawler, so neither indexed nor crawled (robots.txt). */
const PRIVATE_PAGES: readonly (readonly [string, TextRef])[] = [
  [LOGIN_PATH, text('account', 'login.title')],
  [FAVORITES_PATH, text('account', 'favorites.title')],
  [MY_PROPERTIES_PATH, text('account', 'myProperties.title')],
  [FAVORITES_MODULE_PATH, text('account', 'favorites.title')],
  [COMPARE_PATH, text('property', 'compare.title')],
];

/** The paths robots.txt keeps crawlers out of. */
export const PRIVATE_PATHS: readonly string[] = PRIVATE_PAGES.map(([path]) => path);

const COMING_SOON_TOPICS = { 1: 'app', 2: 'tours', 3: 'cities' } as const;

function otherPages(): FixedPage[] {
  const pages: PlainPage[] = [
    ...BLOG_SIDEBARS.map((sidebar) => ({
      path: blogListUrl(sidebar),
      canonical: CANONICAL_BLOG_LIST,
      title: contentPages('blog.title'),
      description: contentPages('blog.subtitle'),
      crumbs: PAGE_CRUMBS,
      lastModified: newestPost,
    })),
    ...(['grid', 'list'] as const).map((layout) => ({
      path: `/agent/agent-${layout}`,
      canonical: AGENTS_PATH,
      title: contentPages('agents.title'),
      description: contentPages('agents.subtitle'),
      crumbs: PAGE_CRUMBS,
      lastModified: (data: SiteData) => data.modified['agent-data'],
    })),
    ...([1, 2, 3] as const).map((layout) => ({
      path: `/contact/contact-${layout}`,
      canonical: CONTACT_PATH,
      title: contentPages('contact.title'),
      description: contentPages(`contact.subtitle${layout}`),
      crumbs: PAGE_CRUMBS,
      lastModified: (data: SiteData) => data.modified.agency,
    })),
    ...(['lease', 'sale'] as const).map((kind) => ({
      path: `/contract/${kind}`,
      title: contentPages(`contract.${kind}.title`),
      description: contentPages(`contract.${kind}.subtitle`),
      crumbs: PAGE_CRUMBS,
      lastModified: newestListing,
    })),
    {
      path: ABOUT_PATH,
      title: contentPages('about.title'),
      description: ({ data }) => data?.agency.tagline,
      crumbs: PAGE_CRUMBS,
      lastModified: (data) => data.modified.agency,
    },
    {
      path: '/page/other-pages/faq',
      title: contentPages('faq.title'),
      description: ({ data }) => data?.faq.subtitle,
      crumbs: PAGE_CRUMBS,
      lastModified: (data) => data.modified.faq,
    },
    legalPage(TERMS_PATH, 'terms', 'legal.terms'),
    legalPage(PRIVACY_PATH, 'privacy', 'legal.privacy'),
    ...([2, 3] as const).map((columns) => ({
      path: `/page/portfolio/${columns}-grid`,
      canonical: PORTFOLIO_PATH,
      title: contentPages('portfolio.title'),
      description: contentPages('portfolio.subtitle'),
      crumbs: PAGE_CRUMBS,
      lastModified: newestListing,
    })),
    ...MODULE_SLUGS.map((slug) => ({
      path: `/modules/${slug}`,
      title: text('content', `modules.${slug}.title`),
      description: text('content', `modules.${slug}.intro`),
      crumbs: [
        homeCrumb('content', 'modules.home'),
        { label: text('content', 'modules.crumb'), path: MODULES_PATH },
      ],
      lastModified: anyChange,
    })),
    // Announcements, not content yet: reachable, but neither indexed nor in the sitemap.
    ...([1, 2, 3] as const).map((variant) => ({
      path: `/page/other-pages/coming-soon-${variant}`,
      indexed: false,
      title: contentPages(`soon.${COMING_SOON_TOPICS[variant]}.title`),
      description: contentPages(`soon.${COMING_SOON_TOPICS[variant]}.text`),
    })),
    {
      path: NOT_FOUND_PATH,
      indexed: false,
      title: contentPages('notFound.title'),
      description: contentPages('notFound.text'),
    },
    ...PRIVATE_PAGES.map(([path, title]) => ({ path, indexed: false, title })),
  ];
  return pages.map(plain);
}

/** Every page whose address has no id, by path. */
export const FIXED_PAGES: ReadonlyMap<string, FixedPage> = new Map(
  [...homePages(), ...listingPages(), ...otherPages()].map((page) => [page.path, page]),
);

/** Paths the site redirects: the empty path to the home page, `/contract` to the lease. */
const REDIRECTS: Readonly<Record<string, string>> = {
  '/': HOME_PATH,
  '/contract': '/contract/lease',
};

// ------------------------------------------------------------ pages with an id

const PROPERTY_CRUMBS: readonly CrumbSpec[] = [
  homeCrumb('property', 'breadcrumbs.home'),
  { label: text('property', 'breadcrumbs.listings'), path: LISTINGS_PATH },
];

const AGENT_CRUMBS: readonly CrumbSpec[] = [
  ...PAGE_CRUMBS,
  { label: contentPages('agents.title'), path: AGENTS_PATH },
];

function postCrumbs(sidebar: BlogSidebar): readonly CrumbSpec[] {
  return [...PAGE_CRUMBS, { label: contentPages('blog.title'), path: blogListUrl(sidebar) }];
}

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

/** The page an address shows, as the shell's and the sections' route tables resolve it. */
export function resolvePage(pathname: string, search: string): SitePage {
  const normalized = normalizePathname(pathname);
  const path = REDIRECTS[normalized] ?? normalized;
  const fixed = FIXED_PAGES.get(path);
  if (fixed) return fixed;
  const id = new URLSearchParams(search).get('id') ?? '';
  const segments = path.split('/').slice(1);
  if (segments.length === 2 && segments[0] === 'property' && isPropertyLayout(segments[1] ?? '')) {
    return { kind: 'property', id, crumbs: PROPERTY_CRUMBS };
  }
  const sidebar = BLOG_SIDEBARS.find((s) => path === `/page/blog-detail/${s}`);
  if (sidebar) return { kind: 'post', id, crumbs: postCrumbs(sidebar) };
  if (path === '/agent/agent-profile') return { kind: 'agent', id, crumbs: AGENT_CRUMBS };
  if (path.startsWith('/listing/')) return matchListing(path) ?? { kind: 'unknown' };
  return { kind: 'unknown' };
}
