/**
 * A section's pages and their heads, in the render worker: each section describes its own pages
 * (its exposed `./pages`, a `SectionPages` of @betoch/shared), loaded through the federation
 * runtime from the release `config.json` names, like its routes. So a section's release changes
 * its `<title>`, description and JSON-LD and its list of pages in the sitemap and the prerender,
 * and a rollback takes them back, with no shell build and no restart (docs/seo.md). The shell
 * imports nothing of a section's: it reads what the section's entry gives, checks its shape and
 * sends plain data to the page server, which writes it.
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import i18next from 'i18next';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  getListing,
  getRuntimeConfig,
  isSectionPages,
  listPages,
  lookupText,
  pageHead,
  resolvePage,
  SHELL_TEXTS,
  type HeadParts,
  type Language,
  type ListedPage,
  type LocalizedSiteData,
  type PageTexts,
  type Property,
  type SectionPages,
  type SiteData,
  type SitePage,
} from '@betoch/shared';
import type { HeadRequest, SiteDataMessage } from '@betoch/shared/server/render-protocol';
import { withTimeout } from '../remotes/load-timeout';
import { serverFileTimeout } from './file-timeout';

/**
 * A section's `./pages`, from the release in force, within `timeoutMs` (at most a remote file's
 * limit in this worker, `file-timeout.ts`); throws, saying why, when it has none.
 */
export async function loadSectionPages(
  remote: string,
  timeoutMs = serverFileTimeout(),
): Promise<SectionPages> {
  const id = `${remote}/pages`;
  const loaded = await withTimeout(
    loadRemote<{ default?: unknown }>(id),
    Math.max(0, Math.min(timeoutMs, serverFileTimeout())),
    id,
  );
  const pages = loaded?.default;
  if (!isSectionPages(pages)) throw new Error(`${id} is not a list of pages (SectionPages)`);
  return pages;
}

/** A page's texts from i18next: its section's namespaces and the shell's, as the page shows them. */
export function i18nTexts(language: Language): PageTexts {
  const bundle = (lng: string, namespace: string): unknown =>
    i18next.getResourceBundle(lng, namespace === SHELL_TEXTS ? DEFAULT_NAMESPACE : namespace);
  return ({ namespace, key }) =>
    lookupText(bundle(language, namespace), key) ??
    lookupText(bundle(DEFAULT_LANGUAGE, namespace), key);
}

/**
 * The site's data for a page's head, with the listing a property page names when the site's data
 * does not hold it: a seller's, which only the listings service knows (`lookup`), so that its
 * page's head is its own (title, description, its first photo's link preview: docs/seo.md) rather
 * than the generic one. The data as it is for any other page, and when `lookup` finds nothing.
 */
export async function headData(
  page: SitePage,
  data: LocalizedSiteData | undefined,
  lookup: (id: string) => Promise<Property | undefined>,
): Promise<LocalizedSiteData | undefined> {
  if (page.kind !== 'property' || !data || page.id === '') return data;
  if (data.properties.some((listing) => listing.id === page.id)) return data;
  const listing = await lookup(page.id).catch(() => undefined);
  return listing?.id === page.id ? { ...data, properties: [...data.properties, listing] } : data;
}

/**
 * A live listing of the listings service, within `ms` (none when config.json names no service, or
 * when it answers otherwise: the head is then the generic one, as an unknown id's).
 */
async function serviceListing(
  id: string,
  language: Language,
  ms: number,
): Promise<Property | undefined> {
  if (!getRuntimeConfig().listingsApiUrl) return undefined;
  const lookup = await withTimeout(getListing(id, language), Math.max(0, ms), 'the listing');
  return lookup.kind === 'live' ? lookup.listing : undefined;
}

/** The head of the page at `url`, as its section describes it. */
export async function sectionHead(
  remote: string,
  url: string,
  language: Language,
  request: HeadRequest,
  timeoutMs?: number,
): Promise<HeadParts> {
  const deadline = Date.now() + (timeoutMs ?? serverFileTimeout());
  const section = await loadSectionPages(remote, timeoutMs);
  const parsed = new URL(url, 'http://betoch.invalid');
  const page = resolvePage([section], parsed.pathname, parsed.search);
  const data = await headData(page, request.data, (id) =>
    serviceListing(id, language, deadline - Date.now()),
  );
  return pageHead(page, {
    language,
    origin: request.siteOrigin,
    texts: i18nTexts(language),
    data,
  });
}

/** A section's pages as plain data, dated from the site's data. */
export async function sectionList(
  remote: string,
  data: SiteDataMessage | undefined,
): Promise<ListedPage[]> {
  const section = await loadSectionPages(remote);
  const modified = data
    ? (Object.fromEntries(
        Object.entries(data.modified).map(([name, iso]) => [name, new Date(iso)]),
      ) as SiteData['modified'])
    : undefined;
  return listPages(
    section,
    data && modified ? { byLanguage: data.byLanguage, modified } : undefined,
  );
}
