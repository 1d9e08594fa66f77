/** @jest-environment node */
import { LANGUAGES, LISTINGS_PATH, catalogueTexts, pageTextOf, requiredText } from '@betoch/shared';
import am from '../../../i18n/listings/am.json';
import om from '../../../i18n/listings/om.json';
import en from '../../../i18n/listings/en.json';
import { LISTING_PAGES } from './section-pages';

const catalogues = { en: { listings: en }, am: { listings: am }, om: { listings: om } };

describe('the listing pages', () => {
  it('lists the main listing page and the two maps, each indexed under the main one', () => {
    expect(LISTING_PAGES.pages.map((page) => page.path)).toEqual([
      LISTINGS_PATH,
      '/listing/grid-view/map/leaflet-map',
      '/listing/list-view/map/leaflet-map',
    ]);
    for (const page of LISTING_PAGES.pages) {
      expect(page).toMatchObject({ indexed: true, canonical: LISTINGS_PATH });
    }
  });

  it('knows every layout the section’s parsers read, and no other', () => {
    for (const path of [
      '/listing/grid-view/3-grid/no-sidebar',
      '/listing/list-view/listing/right-sidebar',
      '/listing/tab-layout/tab-full-width',
    ]) {
      expect(LISTING_PAGES.resolve(path, '')).toMatchObject({ kind: 'fixed', path });
    }
    for (const path of [
      '/listing/grid-view/4-grid/left-sidebar',
      '/listing/list-view/listing/top-sidebar',
      '/listing/tab-layout/tab-nowhere',
      '/listing',
      '/property/image-box',
    ]) {
      expect(LISTING_PAGES.resolve(path, '')).toBeUndefined();
    }
  });

  it('titles each layout with its own heading, in every language', () => {
    const title = (path: string) => {
      const page = LISTING_PAGES.resolve(path, '');
      if (page?.kind !== 'fixed') throw new Error(`${path} is no listing page`);
      return pageTextOf(page.title, {
        language: 'en',
        texts: catalogueTexts(catalogues, 'en'),
        data: undefined,
      });
    };
    expect(title('/listing/tab-layout/tab-full-width')).toBe(en.title.tabs);
    expect(title('/listing/grid-view/map/leaflet-map')).toBe(en.title.gridMap);
    for (const language of LANGUAGES) {
      const texts = catalogueTexts(catalogues, language);
      for (const page of LISTING_PAGES.pages) {
        const context = { language, texts, data: undefined };
        expect(pageTextOf(page.title, context)).toBeTruthy();
        expect(pageTextOf(page.description, context)).toBeTruthy();
        for (const crumb of page.crumbs ?? [])
          expect(requiredText(texts, crumb.label)).toBeTruthy();
      }
    }
  });
});
