import {
  COMPARE_PATH,
  HOME_PATH,
  LISTINGS_PATH,
  fixedPage,
  isPropertyLayout,
  sectionPages,
  textRef,
  type CrumbSpec,
} from '@betoch/shared';

/*
 * The property section's pages as search engines see them (docs/seo.md): a property's page in any
 * of the five layouts (named by `?id=`, indexed under the layout the cards link to), and the
 * compare table, a visitor's own page.
 */

const property = (key: string) => textRef('property', key);

/** The trail a property's page shows before its name. */
const PROPERTY_CRUMBS: readonly CrumbSpec[] = [
  { label: property('breadcrumbs.home'), path: HOME_PATH },
  { label: property('breadcrumbs.listings'), path: LISTINGS_PATH },
];

/** The property section's pages. */
export const PROPERTY_PAGES = sectionPages(
  [
    fixedPage({
      path: COMPARE_PATH,
      indexed: false,
      visitorsOwn: true,
      title: property('compare.title'),
    }),
  ],
  (path, search) => {
    const segments = path.split('/').slice(1);
    if (segments.length !== 2 || segments[0] !== 'property' || !isPropertyLayout(segments[1] ?? ''))
      return undefined;
    const id = new URLSearchParams(search).get('id') ?? '';
    return { kind: 'property', id, crumbs: PROPERTY_CRUMBS };
  },
);
