/* eslint-disable no-restricted-imports, import-x/no-restricted-paths -- This module runs only in
   the shell's Node server and is bundled into no page, so the reasons of those rules (one copy of
   the singleton per page, apps shipped alone) do not apply. Like scripts/, it reads pure modules of
   @betoch/shared by path (its index loads the stores, i18n and React), and, to describe every
   section's pages the way the sections render them, the sections' route parsers and the translation
   files of their headings — never their components. Every such import is here. (The home pages'
   hero list re-exports from the package by name, so its index still loads once, at start: about
   0.2 s warm, measured with tsx.) */

// The data: types, decoders and Amharic overlays, exactly as the browser reads them.
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  type Language,
} from '../../../shared/src/domain/constants';
export {
  LANGUAGE_PARAM,
  languageOfSearch,
  localizedPath,
} from '../../../shared/src/domain/language-address';
export { DEFAULT_CURRENCY } from '../../../shared/src/domain/currency';
export type { ImageRef, Property } from '../../../shared/src/domain/property';
export { isForSale } from '../../../shared/src/domain/property-id';
export { applyOverlay, overlayFile } from '../../../shared/src/data/localize';
export { assetFile, parseAsset, ShapeError } from '../../../shared/src/data/schemas';
export type {
  Agency,
  Agent,
  AssetTypes,
  BlogPost,
  FaqAsset,
  LegalDocument,
} from '../../../shared/src/data/types';

// The site's paths and link builders (docs/routes.md).
export {
  ABOUT_PATH,
  AGENTS_PATH,
  BLOG_SIDEBARS,
  COMPARE_PATH,
  CONTACT_PATH,
  FAVORITES_MODULE_PATH,
  FAVORITES_PATH,
  HOME_PATH,
  HOME_VARIANTS,
  isPropertyLayout,
  LISTINGS_PATH,
  LOGIN_PATH,
  MODULES_PATH,
  MY_PROPERTIES_PATH,
  NOT_FOUND_PATH,
  PRIVACY_PATH,
  TERMS_PATH,
  type BlogSidebar,
} from '../../../shared/src/domain/paths';
export { agentUrl, blogListUrl, blogPostUrl, propertyUrl } from '../../../shared/src/domain/links';

// How a section describes its pages: the page and head types, the text look-up (docs/seo.md).
export {
  anyChange,
  catalogueTexts,
  fixedPage,
  latest,
  newestDate,
  newestListing,
  newestPost,
  pageTextOf,
  requiredText,
  SITE_ASSETS,
  textRef,
  type Catalogues,
  type CrumbSpec,
  type EntityPage,
  type FixedPage,
  type LocalizedSiteData,
  type PageTexts,
  type PageTextSource,
  type SectionPages,
  type SiteAsset,
  type SiteData,
  type SitePage,
  type TextRef,
} from '../../../shared/src/pages';

// Each section's description of its pages (its exposed `./pages`).
export { default as ACCOUNT_PAGES } from '../../../mfe-account/src/exposes/pages';
export { default as CONTENT_PAGES } from '../../../mfe-content/src/exposes/pages';
export { default as LISTING_PAGES } from '../../../mfe-listings/src/exposes/pages';
export { default as PROPERTY_PAGES } from '../../../mfe-property/src/exposes/pages';

// The translations of the pages' headings: the shell's and each section's namespace.
export { default as shellAm } from '../../../shared/assets/i18n/am.json';
export { default as shellEn } from '../../../shared/assets/i18n/en.json';
export { default as accountAm } from '../../../mfe-account/i18n/account/am.json';
export { default as accountEn } from '../../../mfe-account/i18n/account/en.json';
export { default as contentPagesAm } from '../../../mfe-content/i18n/content-pages/am.json';
export { default as contentPagesEn } from '../../../mfe-content/i18n/content-pages/en.json';
export { default as contentAm } from '../../../mfe-content/i18n/content/am.json';
export { default as contentEn } from '../../../mfe-content/i18n/content/en.json';
export { default as listingsAm } from '../../../mfe-listings/i18n/listings/am.json';
export { default as listingsEn } from '../../../mfe-listings/i18n/listings/en.json';
export { default as propertyAm } from '../../../mfe-property/i18n/property/am.json';
export { default as propertyEn } from '../../../mfe-property/i18n/property/en.json';
