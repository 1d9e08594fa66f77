/**
 * Every section's pages as the page server reads them at render time through the entries in force
 * (each remote's `./pages`), here from the sources of this checkout, with every app's translations.
 * The heads, sitemap and route-list tests read the site through it.
 */
import ACCOUNT_PAGES from '../mfe-account/src/exposes/pages';
import CONTENT_PAGES from '../mfe-content/src/exposes/pages';
import LISTING_PAGES from '../mfe-listings/src/exposes/pages';
import PROPERTY_PAGES from '../mfe-property/src/exposes/pages';
import accountAm from '../mfe-account/i18n/account/am.json';
import accountEn from '../mfe-account/i18n/account/en.json';
import accountOm from '../mfe-account/i18n/account/om.json';
import contentPagesAm from '../mfe-content/i18n/content-pages/am.json';
import contentPagesEn from '../mfe-content/i18n/content-pages/en.json';
import contentPagesOm from '../mfe-content/i18n/content-pages/om.json';
import contentAm from '../mfe-content/i18n/content/am.json';
import contentEn from '../mfe-content/i18n/content/en.json';
import contentOm from '../mfe-content/i18n/content/om.json';
import listingsAm from '../mfe-listings/i18n/listings/am.json';
import listingsEn from '../mfe-listings/i18n/listings/en.json';
import listingsOm from '../mfe-listings/i18n/listings/om.json';
import propertyAm from '../mfe-property/i18n/property/am.json';
import propertyEn from '../mfe-property/i18n/property/en.json';
import propertyOm from '../mfe-property/i18n/property/om.json';
import shellAm from '../shared/assets/i18n/am.json';
import shellEn from '../shared/assets/i18n/en.json';
import shellOm from '../shared/assets/i18n/om.json';
import type { RemoteName } from '../shared/build/apps';
import type { Language } from '../shared/src/domain/constants';
import {
  catalogueTexts,
  listPages,
  SHELL_TEXTS,
  type FixedPage,
  type ListedPage,
  type PageTexts,
  type SectionPages,
  type SiteData,
} from '../shared/src/pages';

/** Each remote's `./pages`, by remote. */
export const SECTION_PAGES: Readonly<Record<RemoteName, SectionPages>> = {
  content: CONTENT_PAGES,
  listings: LISTING_PAGES,
  account: ACCOUNT_PAGES,
  property: PROPERTY_PAGES,
};

/** The sections in the order the page server lists their pages (`SECTION_ORDER`). */
export const SECTIONS: readonly SectionPages[] = Object.values(SECTION_PAGES);

/** Every section's listed page, by path. */
export const FIXED_PAGES: ReadonlyMap<string, FixedPage> = new Map(
  SECTIONS.flatMap((section) => section.pages).map((page) => [page.path, page]),
);

/** Every section's pages as plain data, as the render workers send them. */
export function listedPages(data: SiteData | undefined): ListedPage[] {
  return SECTIONS.flatMap((section) => listPages(section, data));
}

/** Every app's texts in a language, as a page's render worker has its section's and the shell's. */
export function siteTexts(language: Language): PageTexts {
  return catalogueTexts(
    {
      en: {
        [SHELL_TEXTS]: shellEn,
        account: accountEn,
        content: contentEn,
        'content-pages': contentPagesEn,
        listings: listingsEn,
        property: propertyEn,
      },
      am: {
        [SHELL_TEXTS]: shellAm,
        account: accountAm,
        content: contentAm,
        'content-pages': contentPagesAm,
        listings: listingsAm,
        property: propertyAm,
      },
      om: {
        [SHELL_TEXTS]: shellOm,
        account: accountOm,
        content: contentOm,
        'content-pages': contentPagesOm,
        listings: listingsOm,
        property: propertyOm,
      },
    },
    language,
  );
}
