/* eslint-disable no-restricted-imports -- By path: the render worker bundles this module, and the
   page server (page-server/src/seo) reads it too. Pure modules of @betoch/shared, no singleton. */
import { HOME_PATH } from '../../../shared/src/domain/paths';
import {
  normalizePathname,
  resolveSitePage,
  type SectionPages,
  type SitePage,
} from '../../../shared/src/pages';
/* eslint-enable no-restricted-imports */

/*
 * Which page an address shows: each section resolves its own addresses (its `./pages`, read at
 * render time from the release in force); the shell adds its own redirects. docs/seo.md.
 */

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
