import {
  ABOUT_PATH,
  AGENTS_PATH,
  BLOG_SIDEBARS,
  CONTACT_PATH,
  HOME_PATH,
  HOME_VARIANTS,
  MODULES_PATH,
  NOT_FOUND_PATH,
  PRIVACY_PATH,
  TERMS_PATH,
  anyChange,
  blogListUrl,
  fixedPage,
  latest,
  newestDate,
  newestListing,
  newestPost,
  requiredText,
  sectionPages,
  textRef,
  type CrumbSpec,
  type FixedPage,
} from '@betoch/shared';
import { HOME_LAYOUTS, type HeroKind } from '../home/variants';

/*
 * The content section's pages as search engines see them (docs/seo.md). Layout variants of one
 * content (three blog layouts, two agent and portfolio grids, three contact pages) share one
 * canonical address, the one the site's own links use, so search engines index each content once.
 */

const contentPages = (key: string) => textRef('content-pages', key);
const content = (key: string) => textRef('content', key);

/** The trail most pages show: the home page, then the page itself. */
const PAGE_CRUMBS: readonly CrumbSpec[] = [{ label: contentPages('common.home'), path: HOME_PATH }];

/** The blog list the footer's "Blog" opens. */
const CANONICAL_BLOG_LIST = blogListUrl('no-sidebar');
const PORTFOLIO_PATH = '/page/portfolio/2-grid';

/** `map-vertical` → `mapVertical`: the key of a hero's texts in the content translations. */
function heroKey(hero: HeroKind): string {
  return hero.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

const HOME_PAGES: FixedPage[] = HOME_VARIANTS.map((variant) => {
  const hero = heroKey(HOME_LAYOUTS[variant].hero);
  return fixedPage({
    path: `/theme/${variant}`,
    presentsAgency: true,
    title: content(`hero.${hero}.title`),
    // The typed hero has no subtitle: the site's own summary then.
    description: ({ texts }) =>
      texts(content(`hero.${hero}.subtitle`)) ??
      requiredText(texts, textRef('shell', 'footer.about')),
    lastModified: (data) => latest(newestListing(data), newestPost(data)),
  });
});

/** A legal text: its title and introduction are the data's, its date the text's own update. */
function legalPage(path: string, document: 'terms' | 'privacy', fallbackTitle: string): FixedPage {
  return fixedPage({
    path,
    title: ({ texts, data }) =>
      data?.[document].title ?? requiredText(texts, contentPages(fallbackTitle)),
    description: ({ data }) => data?.[document].intro,
    crumbs: PAGE_CRUMBS,
    lastModified: (data) => latest(newestDate([data.byLanguage.en[document].updated])),
  });
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

const COMING_SOON_TOPICS = { 1: 'app', 2: 'tours', 3: 'cities' } as const;

const OTHER_PAGES: FixedPage[] = [
  ...BLOG_SIDEBARS.map((sidebar) =>
    fixedPage({
      path: blogListUrl(sidebar),
      canonical: CANONICAL_BLOG_LIST,
      title: contentPages('blog.title'),
      description: contentPages('blog.subtitle'),
      crumbs: PAGE_CRUMBS,
      lastModified: newestPost,
    }),
  ),
  ...(['grid', 'list'] as const).map((layout) =>
    fixedPage({
      path: `/agent/agent-${layout}`,
      canonical: AGENTS_PATH,
      title: contentPages('agents.title'),
      description: contentPages('agents.subtitle'),
      crumbs: PAGE_CRUMBS,
      lastModified: (data) => data.modified['agent-data'],
    }),
  ),
  ...([1, 2, 3] as const).map((layout) =>
    fixedPage({
      path: `/contact/contact-${layout}`,
      canonical: CONTACT_PATH,
      presentsAgency: true,
      title: contentPages('contact.title'),
      description: contentPages(`contact.subtitle${layout}`),
      crumbs: PAGE_CRUMBS,
      lastModified: (data) => data.modified.agency,
    }),
  ),
  ...(['lease', 'sale'] as const).map((kind) =>
    fixedPage({
      path: `/contract/${kind}`,
      title: contentPages(`contract.${kind}.title`),
      description: contentPages(`contract.${kind}.subtitle`),
      crumbs: PAGE_CRUMBS,
      lastModified: newestListing,
    }),
  ),
  fixedPage({
    path: ABOUT_PATH,
    presentsAgency: true,
    title: contentPages('about.title'),
    description: ({ data }) => data?.agency.tagline,
    crumbs: PAGE_CRUMBS,
    lastModified: (data) => data.modified.agency,
  }),
  fixedPage({
    path: '/page/other-pages/faq',
    title: contentPages('faq.title'),
    description: ({ data }) => data?.faq.subtitle,
    crumbs: PAGE_CRUMBS,
    lastModified: (data) => data.modified.faq,
  }),
  legalPage(TERMS_PATH, 'terms', 'legal.terms'),
  legalPage(PRIVACY_PATH, 'privacy', 'legal.privacy'),
  ...([2, 3] as const).map((columns) =>
    fixedPage({
      path: `/page/portfolio/${columns}-grid`,
      canonical: PORTFOLIO_PATH,
      title: contentPages('portfolio.title'),
      description: contentPages('portfolio.subtitle'),
      crumbs: PAGE_CRUMBS,
      lastModified: newestListing,
    }),
  ),
  ...MODULE_SLUGS.map((slug) =>
    fixedPage({
      path: `/modules/${slug}`,
      title: content(`modules.${slug}.title`),
      description: content(`modules.${slug}.intro`),
      crumbs: [
        { label: content('modules.home'), path: HOME_PATH },
        { label: content('modules.crumb'), path: MODULES_PATH },
      ],
      lastModified: anyChange,
    }),
  ),
  // Announcements, not content yet: reachable, but neither indexed nor in the sitemap.
  ...([1, 2, 3] as const).map((variant) =>
    fixedPage({
      path: `/page/other-pages/coming-soon-${variant}`,
      indexed: false,
      title: contentPages(`soon.${COMING_SOON_TOPICS[variant]}.title`),
      description: contentPages(`soon.${COMING_SOON_TOPICS[variant]}.text`),
    }),
  ),
  fixedPage({
    path: NOT_FOUND_PATH,
    indexed: false,
    title: contentPages('notFound.title'),
    description: contentPages('notFound.text'),
  }),
];

const AGENT_CRUMBS: readonly CrumbSpec[] = [
  ...PAGE_CRUMBS,
  { label: contentPages('agents.title'), path: AGENTS_PATH },
];

/** The content section's pages: the home pages first, as the sitemap lists them. */
export const CONTENT_PAGES = sectionPages([...HOME_PAGES, ...OTHER_PAGES], (path, search) => {
  const id = new URLSearchParams(search).get('id') ?? '';
  const sidebar = BLOG_SIDEBARS.find((s) => path === `/page/blog-detail/${s}`);
  if (sidebar) {
    const crumbs = [
      ...PAGE_CRUMBS,
      { label: contentPages('blog.title'), path: blogListUrl(sidebar) },
    ];
    return { kind: 'post', id, crumbs };
  }
  if (path === '/agent/agent-profile') return { kind: 'agent', id, crumbs: AGENT_CRUMBS };
  return undefined;
});
