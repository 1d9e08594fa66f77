/*
 * Which page an address shows: each section resolves its own addresses (its `./pages`, read at
 * render time from the release in force); the site adds its own redirects. docs/seo.md. The render
 * worker and the page server (heads, sitemap) both ask it.
 */
import { HOME_PATH } from '../domain/paths';
import { normalizePathname, resolveSitePage } from './page-head';
import type { SectionPages, SitePage } from './site-pages';

/** Paths the site redirects: the empty path to the home page, `/contract` to the lease. */
const REDIRECTS: Readonly<Record<string, string>> = {
  '/': HOME_PATH,
  '/contract': '/contract/lease',
};

/** The page an address shows, as the shell's redirects and the sections resolve it. */
export function resolvePage(
  sections: readonly SectionPages[],
  pathname: string,
  search: string,
): SitePage {
  const normalized = normalizePathname(pathname);
  return resolveSitePage(sections, REDIRECTS[normalized] ?? normalized, search);
}
