/** @jest-environment node */
import {
  COMPARE_PATH,
  LANGUAGES,
  PROPERTY_LAYOUTS,
  catalogueTexts,
  requiredText,
} from '@betoch/shared';
import am from '../../../i18n/property/am.json';
import om from '../../../i18n/property/om.json';
import en from '../../../i18n/property/en.json';
import { PROPERTY_PAGES } from './section-pages';

describe('the property pages', () => {
  it('names the property of every layout by its id, with the trail the page shows', () => {
    for (const layout of PROPERTY_LAYOUTS) {
      expect(PROPERTY_PAGES.resolve(`/property/${layout}`, '?id=b01&lang=am')).toMatchObject({
        kind: 'property',
        id: 'b01',
      });
    }
    expect(PROPERTY_PAGES.resolve('/property/image-box', '')).toMatchObject({ id: '' });
    expect(PROPERTY_PAGES.resolve('/property/no-layout', '?id=b01')).toBeUndefined();
    expect(PROPERTY_PAGES.resolve('/listing/image-box', '?id=b01')).toBeUndefined();
  });

  it('keeps the compare table, a visitor’s own page, out of the index', () => {
    expect(PROPERTY_PAGES.pages).toEqual([
      expect.objectContaining({ path: COMPARE_PATH, indexed: false, visitorsOwn: true }),
    ]);
  });

  it('has every text it names, in every language', () => {
    const page = PROPERTY_PAGES.resolve('/property/image-box', '?id=b01');
    if (page?.kind !== 'property') throw new Error('no property page');
    for (const language of LANGUAGES) {
      const texts = catalogueTexts(
        { en: { property: en }, am: { property: am }, om: { property: om } },
        language,
      );
      for (const crumb of page.crumbs) expect(requiredText(texts, crumb.label)).toBeTruthy();
      for (const fixed of PROPERTY_PAGES.pages) {
        if (typeof fixed.title === 'function') throw new Error('a computed title');
        expect(requiredText(texts, fixed.title)).toBeTruthy();
      }
    }
  });
});
