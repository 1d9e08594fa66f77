/** @jest-environment node */
import { resolvePage as resolveIn } from '../shared/src/pages';
import { privatePaths } from '../page-server/src/seo/sitemap';
import { LANGUAGES } from '../shared/src/domain/constants';
import { HOME_VARIANTS } from '../shared/src/domain/paths';
import { pageTextOf, requiredText, type FixedPage } from '../shared/src/pages';
import { FIXED_PAGES, listedPages, SECTIONS, siteTexts } from './site-pages';

const resolvePage = (pathname: string, search: string) => resolveIn(SECTIONS, pathname, search);
const PRIVATE_PATHS = privatePaths(listedPages(undefined));

function fixed(pathname: string, search = ''): FixedPage {
  const page = resolvePage(pathname, search);
  if (page.kind !== 'fixed') throw new Error(`${pathname} resolved to ${page.kind}`);
  return page;
}

describe('resolvePage', () => {
  it('knows the twelve home pages, each its own canonical page', () => {
    for (const variant of HOME_VARIANTS) {
      const page = fixed(`/theme/${variant}`);
      expect(page.canonical).toBe(`/theme/${variant}`);
      expect(page.indexed).toBe(true);
      expect(page.crumbs).toBeUndefined();
    }
    expect(resolvePage('/theme/no-such-home', '').kind).toBe('unknown');
  });

  it('follows the redirects of the empty path and /contract, and ignores a trailing slash', () => {
    expect(fixed('/').canonical).toBe('/theme/classic');
    expect(fixed('/contract').path).toBe('/contract/lease');
    expect(fixed('/theme/classic/').path).toBe('/theme/classic');
  });

  it('reads listing layouts with the listing section’s parsers, all under one canonical', () => {
    for (const path of [
      '/listing/grid-view/2-grid/left-sidebar',
      '/listing/grid-view/3-grid/no-sidebar',
      '/listing/grid-view/map/leaflet-map',
      '/listing/list-view/listing/right-sidebar',
      '/listing/list-view/map/leaflet-map',
      '/listing/tab-layout/tab-full-width',
    ]) {
      expect(fixed(path).canonical).toBe('/listing/grid-view/2-grid/left-sidebar');
    }
    for (const path of [
      '/listing/grid-view/4-grid/left-sidebar',
      '/listing/list-view/listing/top-sidebar',
      '/listing/tab-layout/tab-nowhere',
      '/listing',
    ]) {
      expect(resolvePage(path, '').kind).toBe('unknown');
    }
  });

  it('names the property, post or agent of an id page, with the trail its page shows', () => {
    expect(resolvePage('/property/sticky-tab', '?id=b01&lang=am')).toMatchObject({
      kind: 'property',
      id: 'b01',
    });
    expect(resolvePage('/property/no-layout', '?id=b01').kind).toBe('unknown');
    expect(resolvePage('/page/blog-detail/left-sidebar', '?id=x')).toMatchObject({
      kind: 'post',
      id: 'x',
    });
    expect(resolvePage('/agent/agent-profile', 'id=hanna-girma')).toMatchObject({
      kind: 'agent',
      id: 'hanna-girma',
    });
  });

  it('folds layout variants of one content into one canonical address', () => {
    expect(fixed('/page/blog-page/left-sidebar').canonical).toBe('/page/blog-page/no-sidebar');
    expect(fixed('/agent/agent-list').canonical).toBe('/agent/agent-grid');
    expect(fixed('/page/portfolio/3-grid').canonical).toBe('/page/portfolio/2-grid');
    expect(fixed('/contact/contact-3').canonical).toBe(fixed('/contact/contact-2').canonical);
  });

  it('indexes neither a visitor’s own pages, nor the 404 or coming-soon pages', () => {
    for (const path of [
      ...PRIVATE_PATHS,
      '/page/other-pages/404',
      '/page/other-pages/coming-soon-1',
      '/page/other-pages/coming-soon-3',
    ]) {
      expect(fixed(path).indexed).toBe(false);
    }
    expect(PRIVATE_PATHS).toEqual(
      expect.arrayContaining([
        '/page/other-pages/log-in',
        '/page/other-pages/sign-up',
        '/favorites',
        '/my-properties',
        '/components/favorites',
        '/property/compare',
      ]),
    );
  });

  it('gives every page a title and breadcrumb labels in both languages', () => {
    for (const page of FIXED_PAGES.values()) {
      for (const language of LANGUAGES) {
        const texts = siteTexts(language);
        const title = pageTextOf(page.title, { language, texts, data: undefined });
        expect(title).toBeTruthy();
        for (const crumb of page.crumbs ?? [])
          expect(requiredText(texts, crumb.label)).toBeTruthy();
      }
    }
  });

  it('points every canonical at a page it knows, and that page is its own canonical', () => {
    for (const page of FIXED_PAGES.values()) {
      const target = FIXED_PAGES.get(page.canonical);
      expect(target?.canonical).toBe(page.canonical);
    }
  });
});
