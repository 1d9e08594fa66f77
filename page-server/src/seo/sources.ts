/* This module runs only in the page server and is bundled into no page. Like scripts/, it reads
   pure modules of @betoch/shared by path (its index loads the stores, i18n and React). It reads no
   app's folder: each section describes its own pages (its `./pages`), which the page server reads
   at render time through the section's entry (docs/seo.md). */

// The data: types, decoders and Amharic overlays, exactly as the browser reads them.
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  type Language,
} from '@betoch/shared/domain/constants';
export {
  LANGUAGE_PARAM,
  languageOfSearch,
  localizedPath,
} from '@betoch/shared/domain/language-address';
export { DEFAULT_CURRENCY } from '@betoch/shared/domain/currency';
export type { ImageRef, Property } from '@betoch/shared/domain/property';
export { isForSale } from '@betoch/shared/domain/property-id';
export { applyOverlay, overlayFile } from '@betoch/shared/data/localize';
export { assetFile, parseAsset, ShapeError } from '@betoch/shared/data/schemas';
export type {
  Agency,
  Agent,
  AssetTypes,
  BlogPost,
  FaqAsset,
  LegalDocument,
} from '@betoch/shared/data/types';

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
} from '@betoch/shared/domain/paths';
export { agentUrl, blogListUrl, blogPostUrl, propertyUrl } from '@betoch/shared/domain/links';

// How a section describes its pages: the page and head types, the text look-up (docs/seo.md).
export {
  entityCanonical,
  genericHead,
  isHeadParts,
  isListedPages,
  isSectionPages,
  listPages,
  normalizeOrigin,
  normalizePathname,
  pageHead,
  resolveSitePage,
  SHELL_TEXTS,
  SITE_NAME,
  type HeadParts,
  type ListedPage,
  absoluteUrl,
  anyChange,
  assetUrl,
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
} from '@betoch/shared/pages';
export { clip } from '@betoch/shared/pages';

// The shell's own texts: the generic head of a page no section describes.
export { default as shellAm } from '@betoch/shared/assets/i18n/am.json';
export { default as shellEn } from '@betoch/shared/assets/i18n/en.json';
export { default as shellOm } from '@betoch/shared/assets/i18n/om.json';
