import {
  ABOUT_PATH,
  AGENTS_PATH,
  BLOG_SIDEBARS,
  COMPARE_PATH,
  CONTACT_OFFICE_PATH,
  CONTACT_PATH,
  FAVORITES_PATH,
  HOME_PATH,
  HOME_VARIANTS,
  LISTINGS_PATH,
  LISTINGS_TABS_PATH,
  LISTINGS_WIDE_GRID_PATH,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  PRIVACY_PATH,
  PROPERTY_LAYOUTS,
  TERMS_PATH,
  blogListUrl,
  blogPostUrl,
  loginPathFor,
  propertyUrl,
} from '@betoch/shared';

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

/** The main menu, in the old site's order (Home, Listings, Agent Grid, Favorites, Contact us). */
export const MAIN_MENU: readonly MenuItem[] = [
  { title: 'menu.home', icon: 'home', path: HOME_PATH, type: 'link', level: 1 },
  { title: 'menu.listings', icon: 'list', path: LISTINGS_PATH, type: 'link', level: 1 },
  { title: 'menu.agentGrid', icon: 'users', path: AGENTS_PATH, type: 'link', level: 1 },
  {
    title: 'menu.favorites',
    icon: 'heart',
    path: FAVORITES_PATH,
    type: 'link',
    level: 1,
    requiresLogin: true,
  },
  { title: 'menu.contact', icon: 'phone', path: CONTACT_PATH, type: 'link', level: 1 },
];

const sidebars = BLOG_SIDEBARS;
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
      // The home page first, then the others in their own order.
      ['classic', ...HOME_VARIANTS.filter((v) => v !== 'classic')].map((v) =>
        link(`menu.homePages.${v}`, `/theme/${v}`),
      ),
    ),
    group('menu.groups.listings', [
      link('menu.listing.grid2', LISTINGS_PATH),
      link('menu.listing.grid3', LISTINGS_WIDE_GRID_PATH),
      link('menu.listing.gridRight', '/listing/grid-view/2-grid/right-sidebar'),
      link('menu.listing.gridMap', '/listing/grid-view/map/leaflet-map'),
      ...sidebars.map((s) => link(`menu.listing.list.${s}`, `/listing/list-view/listing/${s}`)),
      link('menu.listing.listMap', '/listing/list-view/map/leaflet-map'),
      link('menu.listing.tabs.tab-full-width', LISTINGS_TABS_PATH),
      ...['tab-left-sidebar', 'tab-right-sidebar'].map((v) =>
        link(`menu.listing.tabs.${v}`, `/listing/tab-layout/${v}`),
      ),
    ]),
    group('menu.groups.property', [
      ...PROPERTY_LAYOUTS.map((v) => link(`menu.property.${v}`, propertyUrl('b01', v))),
      link('menu.property.compare', COMPARE_PATH),
    ]),
    group('menu.groups.blog', [
      ...sidebars.map((s) => link(`menu.blog.list.${s}`, blogListUrl(s))),
      link('menu.blog.detail', blogPostUrl('condominium-programmes-explained')),
    ]),
    group('menu.groups.agents', [
      link('menu.agents.grid', AGENTS_PATH),
      link('menu.agents.list', '/agent/agent-list'),
    ]),
    group('menu.groups.pages', [
      link('menu.otherPages.about', ABOUT_PATH),
      link('menu.otherPages.faq', '/page/other-pages/faq'),
      link('menu.otherPages.terms', TERMS_PATH),
      link('menu.otherPages.privacy', PRIVACY_PATH),
      link('menu.otherPages.portfolio2', '/page/portfolio/2-grid'),
      link('menu.otherPages.portfolio3', '/page/portfolio/3-grid'),
      link('menu.otherPages.comingSoon1', '/page/other-pages/coming-soon-1'),
      link('menu.otherPages.comingSoon2', '/page/other-pages/coming-soon-2'),
      link('menu.otherPages.comingSoon3', '/page/other-pages/coming-soon-3'),
      link('menu.otherPages.notFound', NOT_FOUND_PATH),
      link('menu.otherPages.login', LOGIN_PATH),
    ]),
    group('menu.groups.contact', [
      link('menu.contactPages.contact1', CONTACT_OFFICE_PATH),
      link('menu.contactPages.contact2', CONTACT_PATH),
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
