/** @jest-environment node */
import {
  ABOUT_PATH,
  CONTACT_PATH,
  HOME_VARIANTS,
  LANGUAGES,
  NOT_FOUND_PATH,
  type Language,
  catalogueTexts,
  pageTextOf,
  requiredText,
} from '@betoch/shared';
import shellAm from '@betoch/shared/assets/i18n/am.json';
import shellEn from '@betoch/shared/assets/i18n/en.json';
import shellOm from '@betoch/shared/assets/i18n/om.json';
import pagesAm from '../../../i18n/content-pages/am.json';
import pagesEn from '../../../i18n/content-pages/en.json';
import pagesOm from '../../../i18n/content-pages/om.json';
import contentAm from '../../../i18n/content/am.json';
import contentEn from '../../../i18n/content/en.json';
import contentOm from '../../../i18n/content/om.json';
import { CONTENT_PAGES } from './section-pages';

const catalogues = {
  en: { shell: shellEn, content: contentEn, 'content-pages': pagesEn },
  am: { shell: shellAm, content: contentAm, 'content-pages': pagesAm },
  om: { shell: shellOm, content: contentOm, 'content-pages': pagesOm },
};

const fixed = (path: string) => {
  const page = CONTENT_PAGES.resolve(path, '');
  if (page?.kind !== 'fixed') throw new Error(`${path} is no page of the content section`);
  return page;
};

describe('the content pages', () => {
  it('lists the twelve home pages first, each its own page, presenting the agency', () => {
    const homes = CONTENT_PAGES.pages.slice(0, HOME_VARIANTS.length);
    expect(homes.map((page) => page.path)).toEqual(HOME_VARIANTS.map((v) => `/theme/${v}`));
    for (const page of homes) {
      expect(page).toMatchObject({ indexed: true, presentsAgency: true });
      expect(page.canonical).toBe(page.path);
    }
  });

  it('indexes the layouts of one content under one address', () => {
    expect(fixed('/page/blog-page/left-sidebar').canonical).toBe('/page/blog-page/no-sidebar');
    expect(fixed('/agent/agent-list').canonical).toBe('/agent/agent-grid');
    expect(fixed('/contact/contact-3')).toMatchObject({
      canonical: CONTACT_PATH,
      presentsAgency: true,
    });
    expect(fixed(ABOUT_PATH).presentsAgency).toBe(true);
    expect(fixed('/page/portfolio/3-grid').canonical).toBe('/page/portfolio/2-grid');
  });

  it('keeps the announcements and the not-found page out of the index', () => {
    expect(fixed('/page/other-pages/coming-soon-2').indexed).toBe(false);
    expect(fixed(NOT_FOUND_PATH).indexed).toBe(false);
  });

  it('names the post or agent of an id page, and knows no other address', () => {
    expect(CONTENT_PAGES.resolve('/page/blog-detail/left-sidebar', '?id=x')).toMatchObject({
      kind: 'post',
      id: 'x',
    });
    expect(CONTENT_PAGES.resolve('/agent/agent-profile', 'id=hanna-girma')).toMatchObject({
      kind: 'agent',
      id: 'hanna-girma',
    });
    expect(CONTENT_PAGES.resolve('/theme/no-such-home', '')).toBeUndefined();
    expect(CONTENT_PAGES.resolve('/listing/grid-view/2-grid/left-sidebar', '')).toBeUndefined();
  });

  it('gives the typed hero, which has no subtitle, the site’s summary as description', () => {
    const typed = HOME_VARIANTS.map((v) => fixed(`/theme/${v}`)).filter(
      (page) => pageTextOf(page.title, context('en')) === contentEn.hero.typed.title,
    );
    expect(typed).toHaveLength(1);
    expect(pageTextOf(typed[0]?.description, context('en'))).toBe(shellEn.footer.about);
  });

  it('has every text it names, in every language', () => {
    for (const language of LANGUAGES) {
      for (const page of CONTENT_PAGES.pages) {
        expect(pageTextOf(page.title, context(language))).toBeTruthy();
        for (const crumb of page.crumbs ?? []) {
          expect(requiredText(context(language).texts, crumb.label)).toBeTruthy();
        }
      }
    }
  });
});

function context(language: Language) {
  return { language, texts: catalogueTexts(catalogues, language), data: undefined };
}
