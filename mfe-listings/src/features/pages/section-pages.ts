import {
  HOME_PATH,
  LISTINGS_PATH,
  fixedPage,
  newestListing,
  sectionPages,
  textRef,
  type FixedPage,
} from '@betoch/shared';
import {
  GRID_MAP_LAYOUT,
  LIST_MAP_LAYOUT,
  gridLayout,
  listLayout,
  tabLayout,
  type ListingLayout,
} from '../listing-page/listing-layout';

/*
 * The listing section's pages as search engines see them (docs/seo.md): every layout shows the
 * same listings, so all are indexed under the main one, the address the site's own links use. The
 * segments are the section's own parsers', so a layout the section adds is a page here at once.
 */

const TITLES: Readonly<Record<ListingLayout['kind'], string>> = {
  grid: 'title.grid',
  list: 'title.list',
  'grid-map': 'title.gridMap',
  'list-map': 'title.listMap',
  tabs: 'title.tabs',
};

const listings = (key: string) => textRef('listings', key);

function listingPage(path: string, layout: ListingLayout): FixedPage {
  return fixedPage({
    path,
    canonical: LISTINGS_PATH,
    title: listings(TITLES[layout.kind]),
    description: listings('subtitle'),
    crumbs: [
      { label: listings('crumbs.home'), path: HOME_PATH },
      { label: listings('crumbs.listings'), path: LISTINGS_PATH },
    ],
    lastModified: newestListing,
  });
}

const GRID_MAP_PATH = '/listing/grid-view/map/leaflet-map';
const LIST_MAP_PATH = '/listing/list-view/map/leaflet-map';

/** A `/listing/…` address: the layout its segments name, or undefined. */
function matchListing(path: string): FixedPage | undefined {
  if (path === GRID_MAP_PATH) return listingPage(path, GRID_MAP_LAYOUT);
  if (path === LIST_MAP_PATH) return listingPage(path, LIST_MAP_LAYOUT);
  if (!path.startsWith('/listing/')) return undefined;
  const segments = path.split('/').slice(2);
  let layout: ListingLayout | null = null;
  if (segments.length === 3 && segments[0] === 'grid-view')
    layout = gridLayout(segments[1], segments[2]);
  else if (segments.length === 3 && segments[0] === 'list-view' && segments[1] === 'listing')
    layout = listLayout(segments[2]);
  else if (segments.length === 2 && segments[0] === 'tab-layout') layout = tabLayout(segments[1]);
  return layout ? listingPage(path, layout) : undefined;
}

/**
 * The listing pages: the main one and the two maps are listed (the other layouts are its variants,
 * matched when asked for).
 */
export const LISTING_PAGES = sectionPages(
  [LISTINGS_PATH, GRID_MAP_PATH, LIST_MAP_PATH]
    .map(matchListing)
    .filter((page): page is FixedPage => page !== undefined),
  matchListing,
);
