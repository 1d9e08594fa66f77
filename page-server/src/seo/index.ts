// What the shell's server reads to write each page's head, sitemap.xml and robots.txt (docs/seo.md).
export { headFor, headHtml, OG_LOCALES, SITE_NAME, type HeadInput } from './head';
export { shellTexts } from './texts';
export { jsonLdScript, scriptSafeJson } from './html';
export {
  LINK_PREVIEW,
  LINK_PREVIEW_DIR,
  linkPreviewImage,
  linkPreviewPath,
  linkPreviewSources,
} from './link-previews';
export { resolvePage } from '@betoch/shared/pages';
export {
  loadSiteData,
  SiteDataError,
  SITE_ASSETS,
  type LocalizedSiteData,
  type SiteData,
} from './site-data';
export {
  listingEntry,
  privatePaths,
  robotsTxt,
  siteEntries,
  sitemapEntries,
  sitemapXml,
  type SitemapEntry,
} from './sitemap';
export {
  dataListings,
  sitemapDocument,
  sitemapFileNumber,
  sitemapFileNumbers,
  sitemapFilePath,
  type SitemapListings,
} from './sitemap-files';
export { absoluteUrl, LANGUAGE_PARAM, languageOfSearch, localizedPath } from './urls';
