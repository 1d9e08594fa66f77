/**
 * The sections' pages as the page server uses them: each section describes its pages and their
 * heads itself (its exposed `./pages`, shared/src/pages), and the page server asks the release in
 * force, through the section's render worker, never by import (docs/seo.md):
 * - a page's head comes with its render (`PageResult.head`), written here as HTML;
 * - the sitemap, robots.txt and the prerender read each section's list of pages, asked again when
 *   config.json changes. A section that does not answer (down, hung, an old release without
 *   `./pages`) is served from its last known list, or left out, with a log line saying which.
 */
import { REMOTE_NAMES, type RuntimeConfig } from '@betoch/shared/config/runtime-config';
import type { Language } from '@betoch/shared/domain/constants';
import { genericHead, type ListedPage } from '@betoch/shared/pages';
import { headHtml, shellTexts, type SiteData } from './seo';
import type { PageResult } from '@betoch/shared/server/render-protocol';
import type { SiteDataMessage } from '@betoch/shared/server/render-protocol';
import type { RenderPool } from './render-pool';

/** The order of the sections' pages in the sitemap and the prerender (others follow). */
export const SECTION_ORDER = ['content', 'listings', 'account', 'property'] as const;

/** The site's data as it crosses the IPC channel to a worker (dates as ISO strings). */
export function siteDataMessage(data: SiteData): SiteDataMessage {
  return {
    byLanguage: data.byLanguage,
    modified: Object.fromEntries(
      Object.entries(data.modified).map(([name, date]) => [name, date.toISOString()]),
    ) as SiteDataMessage['modified'],
  };
}

export interface HeadContext {
  url: string;
  language: Language;
  siteOrigin: string;
  data: SiteData | undefined;
  hasLinkPreview: (path: string) => boolean;
}

/**
 * A page's head as HTML: its section's, or, when the section gave none (no section, or its
 * `./pages` failed: `error`), the generic head from the shell's own texts.
 */
export function pageHeadHtml(
  head: PageResult['head'],
  { language, siteOrigin, data, hasLinkPreview }: HeadContext,
): { html: string; error: string | null } {
  const written = { origin: siteOrigin, language };
  if (head && !('error' in head)) {
    return { html: headHtml(head, written, hasLinkPreview), error: null };
  }
  const generic = genericHead(shellTexts(language), data?.byLanguage[language]);
  return { html: headHtml(generic, written, hasLinkPreview), error: head?.error ?? null };
}

export interface SectionLists {
  /**
   * Every section's pages from the releases `config` names, in `SECTION_ORDER`; a section that
   * does not answer gives its last known list (or nothing), logged, and is named in `unanswered`.
   */
  pages(
    pool: RenderPool,
    config: RuntimeConfig,
    data: SiteData | undefined,
  ): Promise<{ pages: ListedPage[]; unanswered: string[] }>;
}

export function createSectionLists(log: (line: string) => void): SectionLists {
  /** The last list of each section's release (by its manifest's address), and of each section. */
  const lastOfRelease = new Map<string, ListedPage[]>();
  const lastOfSection = new Map<string, ListedPage[]>();
  return {
    async pages(pool, config, data) {
      const message = data ? siteDataMessage(data) : undefined;
      // A section added later (npm run new-section) comes after these.
      const ordered: readonly string[] = SECTION_ORDER;
      const sections = [
        ...SECTION_ORDER.filter((remote) => REMOTE_NAMES.includes(remote)),
        ...REMOTE_NAMES.filter((remote) => !ordered.includes(remote)),
      ].filter((remote) => config.refused?.[remote] === undefined);
      const unanswered: string[] = [];
      const lists = await Promise.all(
        sections.map(async (remote) => {
          const release = `${remote} ${config.remotes[remote as keyof RuntimeConfig['remotes']]}`;
          const pages = await pool.pages(remote, { config, remote, data: message });
          if (pages) {
            lastOfRelease.set(release, pages);
            lastOfSection.set(remote, pages);
            return pages;
          }
          unanswered.push(remote);
          // The release in force's own list: after a rollback, not the list of the release rolled
          // back from (a page only that one had would stay in the sitemap).
          const own = lastOfRelease.get(release);
          const other = lastOfSection.get(remote);
          log(
            own
              ? `the pages of ${remote}: its release did not answer; its last known list (${own.length} pages) is used`
              : other
                ? `the pages of ${remote}: its release did not answer and has no known list; another release's last list (${other.length} pages) is used`
                : `the pages of ${remote}: its release did not answer and no list is known; its pages are left out`,
          );
          return own ?? other ?? [];
        }),
      );
      return { pages: lists.flat(), unanswered: sections.filter((s) => unanswered.includes(s)) };
    },
  };
}
