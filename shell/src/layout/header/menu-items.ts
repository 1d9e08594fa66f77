import { FAVORITES_PATH, LOGIN_PATH } from '@betoch/shared';
import { loginPathFor } from '@betoch/shared';

/** A menu item, with the old site's fields: title, icon, path, type, level, children. */
export interface MenuItem {
  /** Translation key of the title. */
  title: string;
  icon?: string;
  path?: string;
  /** `link` navigates; `sub` opens its children. */
  type: 'link' | 'sub';
  level: number;
  children?: MenuItem[];
  /** Reached only when logged in; otherwise the item leads to the log-in page. */
  requiresLogin?: boolean;
}

/**
 * Where a menu item (or any link to a login-only page) leads now: a login-only item (Favorites)
 * goes to its path when a token is stored, otherwise to the log-in page
 * (docs/rules.md#session-and-log-out) with `returnTo` set to that path, so the visitor lands there
 * after logging in; decided at click time.
 */
export function menuTarget(
  item: Pick<MenuItem, 'path' | 'requiresLogin'>,
  loggedIn: boolean,
): string | undefined {
  if (item.requiresLogin && !loggedIn) return item.path ? loginPathFor(item.path) : LOGIN_PATH;
  return item.path;
}

/** The header's main menu, in the spec's order (Home, Listings, Agent Grid, Favorites, Contact us). */
export const MAIN_MENU: readonly MenuItem[] = [
  { title: 'menu.home', icon: 'home', path: '/theme/classic', type: 'link', level: 1 },
  {
    title: 'menu.listings',
    icon: 'list',
    path: '/listing/grid-view/2-grid/left-sidebar',
    type: 'link',
    level: 1,
  },
  { title: 'menu.agentGrid', icon: 'users', path: '/agent/agent-grid', type: 'link', level: 1 },
  {
    title: 'menu.favorites',
    icon: 'heart',
    path: FAVORITES_PATH,
    type: 'link',
    level: 1,
    requiresLogin: true,
  },
  { title: 'menu.contact', icon: 'phone', path: '/contact/contact-2', type: 'link', level: 1 },
];

const sidebars = ['left-sidebar', 'right-sidebar', 'no-sidebar'] as const;
const link = (title: string, path: string): MenuItem => ({ title, path, type: 'link', level: 3 });
const group = (title: string, children: MenuItem[]): MenuItem => ({
  title,
  type: 'sub',
  level: 2,
  children,
});

/** The "Pages" menu: every layout and page of the site, so none needs a typed URL. */
export const PAGES_MENU: MenuItem = {
  title: 'menu.pagesMenu',
  type: 'sub',
  level: 1,
  children: [
    group(
      'menu.groups.home',
      [
        'classic',
        'slider-filter-search',
        'corporate',
        'enterprise',
        'image-content',
        'modern',
        'parallax-image',
        'search-tab',
        'typed-image',
        'morden-video',
        'map-v-search',
        'map-h-search',
      ].map((v) => link(`menu.homePages.${v}`, `/theme/${v}`)),
    ),
    group('menu.groups.listings', [
      link('menu.listing.grid2', '/listing/grid-view/2-grid/left-sidebar'),
      link('menu.listing.grid3', '/listing/grid-view/3-grid/no-sidebar'),
      link('menu.listing.gridRight', '/listing/grid-view/2-grid/right-sidebar'),
      link('menu.listing.gridMap', '/listing/grid-view/map/leaflet-map'),
      ...sidebars.map((s) => link(`menu.listing.list.${s}`, `/listing/list-view/listing/${s}`)),
      link('menu.listing.listMap', '/listing/list-view/map/leaflet-map'),
      ...['tab-full-width', 'tab-left-sidebar', 'tab-right-sidebar'].map((v) =>
        link(`menu.listing.tabs.${v}`, `/listing/tab-layout/${v}`),
      ),
    ]),
    group('menu.groups.property', [
      ...['image-box', 'image-slider', 'left-sidebar', 'sticky-tab', 'thumbnail-image'].map((v) =>
        link(`menu.property.${v}`, `/property/${v}?id=b01`),
      ),
      link('menu.property.compare', '/property/compare'),
    ]),
    group('menu.groups.blog', [
      ...sidebars.map((s) => link(`menu.blog.list.${s}`, `/page/blog-page/${s}`)),
      link(
        'menu.blog.detail',
        '/page/blog-detail/right-sidebar?id=condominium-programmes-explained',
      ),
    ]),
    group('menu.groups.agents', [
      link('menu.agents.grid', '/agent/agent-grid'),
      link('menu.agents.list', '/agent/agent-list'),
    ]),
    group('menu.groups.pages', [
      link('menu.otherPages.about', '/page/other-pages/about-us-2'),
      link('menu.otherPages.faq', '/page/other-pages/faq'),
      link('menu.otherPages.terms', '/page/other-pages/terms-conditions'),
      link('menu.otherPages.privacy', '/page/other-pages/privacy-policy'),
      link('menu.otherPages.portfolio2', '/page/portfolio/2-grid'),
      link('menu.otherPages.portfolio3', '/page/portfolio/3-grid'),
      link('menu.otherPages.comingSoon1', '/page/other-pages/coming-soon-1'),
      link('menu.otherPages.comingSoon2', '/page/other-pages/coming-soon-2'),
      link('menu.otherPages.comingSoon3', '/page/other-pages/coming-soon-3'),
      link('menu.otherPages.notFound', '/page/other-pages/404'),
      link('menu.otherPages.login', '/page/other-pages/log-in'),
    ]),
    group('menu.groups.contact', [
      link('menu.contactPages.contact1', '/contact/contact-1'),
      link('menu.contactPages.contact2', '/contact/contact-2'),
      link('menu.contactPages.contact3', '/contact/contact-3'),
      link('menu.contract.lease', '/contract/lease'),
      link('menu.contract.sale', '/contract/sale'),
    ]),
    group(
      'menu.groups.modules',
      [
        'button',
        'label',
        'title',
        'image-ratio',
        'blog',
        'brand',
        'testimonial',
        'full-banner',
        'about',
        'service',
        'property',
        'feature',
      ].map((m) => link(`menu.modules.${m}`, `/modules/${m}`)),
    ),
  ],
};
