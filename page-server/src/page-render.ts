/**
 * Pages that arrive rendered: the shell's Node server asks the shell's server bundle
 * (`shell/dist-server/server.js`, see shared/build/server-webpack-config.ts) for the page's markup
 * and data, writes the head search engines and link previews read (page-server/src/seo), and
 * stitches both into the build's `index.html`. Anything that fails here falls back to the page
 * the browser renders alone: a visitor always gets the site.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { DEFAULT_LANGUAGE, type Language } from '@betoch/shared/domain/constants';
import {
  CODE_ON_PRESS_ATTRIBUTE,
  DATA_MODE_ATTRIBUTE,
  drawsEthiopicFonts,
  type DataMode,
} from '@betoch/shared/domain/data-mode';
import type { RuntimeConfig } from '@betoch/shared/config/runtime-config';
import { RENDERED_STATE_ID } from '@betoch/shared/server/render-protocol';
import {
  FIRST_RENDER_CSS_FILE,
  RENDER_WORKER_FILE,
  SHELL_SERVER_DIR,
} from '@betoch/shared/build/layout';
import { ALL_LANES, laneFor, SHELL_LANE } from './lanes';
import { HOME_PATH } from '@betoch/shared/domain/paths';
import { createSectionStyles, SECTION_STYLE_WAIT_MS, type SectionStyle } from './section-styles';
import { createRenderPool, RENDER_DEADLINE_MS, type RenderPool } from './render-pool';
import { renderWithShellFallback } from './shell-fallback';
import { workerReach } from './network-broker';
import { decodeHtmlEntities, escapeHtml } from '@betoch/shared/domain/html-text';
import { languageOfSearch, loadSiteData, type SiteData } from './seo';
import type { ListedPage } from '@betoch/shared/pages';
import { createSectionLists, pageHeadHtml } from './section-pages';
import { createManifestCache, type FederationManifest } from './manifest-cache';
import { refuseInspectorSignal } from '@betoch/shared/server/process-hardening';

// The types of the shell's server entry (the bundle itself is loaded at run time, below).
export type { RenderRequest, RenderResult } from '@betoch/shared/server/render-protocol';

export type PageAnswer =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      /** CSP sources allowing exactly the page's `style="…"` attributes. */
      styleSources: string[];
      /** Parts that did not render on the server (the browser renders them). */
      errors: string[];
      /** The section's stylesheets the page links on the shell's origin (`section-styles.ts`). */
      sectionStyles: SectionStyle[];
    };

export interface PageRendererOptions {
  /** The shell's `dist/` (its `index.html` is the template, its `assets/data` the SEO data). */
  distDir: string;
  /** Where the shell reaches itself for data and translations, e.g. `http://localhost:3000`. */
  selfOrigin: string;
  /** The public origin written in canonical URLs, Open Graph and the sitemap. */
  siteOrigin: string;
  log: (line: string) => void;
  /**
   * How long a page waits for its section's stylesheets (default `SECTION_STYLE_WAIT_MS`); the
   * prerender waits for the whole fetch, as its pages are written once.
   */
  sectionStyleWaitMs?: number;
  /**
   * A page's whole budget (default `RENDER_DEADLINE_MS`, a visitor's wait); the prerender, which
   * nobody waits for, gives its pages longer, so that a busy machine does not leave pages out.
   */
  deadlineMs?: number;
  /**
   * Each remote file's limit in the render workers (default: a visitor's 1 s); the prerender gives
   * a deploy's, so that a section still cold on a busy machine is waited for.
   */
  fileTimeoutMs?: number;
  /**
   * The listings service as this server reaches it, when not at config.json's address
   * (`LISTINGS_SERVICE_INTERNAL_URL`): handed to the workers with each page, as they have no
   * environment of ours.
   */
  listingsInternalUrl?: string;
}

/** The template's entry script, as the build writes it (HtmlWebpackPlugin's `defer`). */
const ENTRY_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/;
/** The template's preload of `config.json`, which only the page's code reads. */
const CONFIG_PRELOAD = /<link rel="preload" href="\/config\.json"[^>]*\/?>/;

/**
 * A page drawn for a visitor saving data gets its code when it needs it (docs/low-data.md): the
 * entry script and the preload of `config.json` leave the head, and `<html>` names the entry for
 * the head script, which loads it (with `config.json`) at once when the visitor's storage changes
 * what the page shows, else at their first press. A server-rendered page works without it until
 * then: links, search forms and the held-press script. Returns the template without them and the
 * entry's address (null, and the template as is, when it has no entry script).
 */
export function codeOnPress(template: string): { template: string; entry: string | null } {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (entry === undefined) return { template, entry: null };
  return { template: template.replace(ENTRY_SCRIPT, '').replace(CONFIG_PRELOAD, ''), entry };
}

/**
 * Writes a rendered page into the template: `<html lang>`, the page's code for a visitor saving
 * data (`codeOnPress`), the preloads (after the template's
 * leading `<meta>`s, before its scripts and stylesheets), the head (replacing the template's own
 * title and description), the markup in `#root` and the state the browser takes it over with.
 */
export function stitchPage(
  template: string,
  {
    html,
    state,
    head,
    language,
    dataMode = 'normal',
    preloads = '',
  }: {
    html: string;
    state: string;
    head: string;
    language: Language;
    dataMode?: DataMode;
    preloads?: string;
  },
): string {
  // Every insertion through a function: a replacement string would read `$&`, `$'`, `` $` `` and
  // `$$` in the data (a title, a description) as patterns and copy parts of the page into itself.
  const code = dataMode === 'low' ? codeOnPress(template) : { template, entry: null };
  const codeAttribute =
    code.entry === null ? '' : ` ${CODE_ON_PRESS_ATTRIBUTE}="${escapeHtml(code.entry)}"`;
  return code.template
    .replace(
      /<html lang="[^"]*"/,
      () => `<html lang="${language}" ${DATA_MODE_ATTRIBUTE}="${dataMode}"${codeAttribute}`,
    )
    .replace(/<head>(?:<meta[^>]*>)*/, (metas) => `${metas}${preloads}`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace('</head>', () => `${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${html}</div><script type="application/json" id="${RENDERED_STATE_ID}">${state}</script>`,
    );
}

/**
 * CSP hashes (`'sha256-…'`) of the `style` attributes in server-rendered markup. Components set a
 * few inline styles (a colour swatch, a width); in the browser React sets them through the DOM,
 * which the CSP allows, but as attributes in HTML they need `'unsafe-hashes'` with their hashes —
 * exactly these values, never any other inline style.
 */
export function styleAttributeSources(html: string): string[] {
  const values = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) {
    values.add(decodeHtmlEntities(match[1] ?? ''));
  }
  return [...values].map(
    (value) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`,
  );
}

/**
 * The stylesheets a section's exposed module loads with it, from its remote's `mf-manifest.json`
 * (the URL `config.json` names): linked in the head, the section's HTML is styled at first paint.
 */
export function sectionStylesheets(
  manifest: FederationManifest,
  manifestUrl: string,
  module: string,
): string[] {
  const expose = manifest.exposes?.find((e) => e.name === module);
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? publicPath : new URL('./', manifestUrl).href;
  return (expose?.assets?.css?.sync ?? []).map((file) => new URL(file, base).href);
}

/**
 * Fonts every page draws in its first paint: the header's wordmark "ቤቶች", a three-glyph subset
 * (shell/src/layout/ethiopic-font.css, scripts/fonts/subset-labels.ts). Named by the start of
 * their file name, as webpack writes them (`static/ethiopic-wordmark-700.<hash>.woff2`).
 */
export const FIRST_PAINT_FONTS = ['ethiopic-wordmark-700'] as const;

/**
 * The first-paint fonts a stylesheet of the shell references (`url(…)`, relative to the
 * stylesheet, which sits at the root of the shell's build), as paths on the site.
 */
export function firstPaintFontPaths(css: string): string[] {
  const paths = new Set<string>();
  for (const match of css.matchAll(/url\(\s*['"]?([^'")\s]+\.woff2)['"]?\s*\)/g)) {
    const file = match[1] ?? '';
    const name = file.slice(file.lastIndexOf('/') + 1);
    if (FIRST_PAINT_FONTS.some((font) => name.startsWith(`${font}.`))) {
      paths.add(new URL(file, 'http://betoch.invalid/').pathname);
    }
  }
  return [...paths];
}

/**
 * `<link rel="preload">` for the first-paint fonts. Without it the browser finds the wordmark's
 * font only after the stylesheets have arrived and the header has been laid out: one more round
 * trip after the stylesheets, before the paint settles (Lighthouse mobile, 3 interleaved pairs of
 * runs per page: LCP median 2059 → 1897 ms on /theme/classic, 2462 → 1818 ms on the listing,
 * 2343 → 2268 ms on the property page, load average 6–8; docs/targets.md).
 */
function fontPreloads(paths: readonly string[]): string {
  return paths
    .map(
      (href) =>
        `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin="anonymous" />`,
    )
    .join('');
}

export function stylesheetLinks(
  shellCss: readonly string[],
  sectionCss: readonly Pick<SectionStyle, 'href' | 'path'>[],
): string {
  // `data-href` is how the CSS loaders (the shell's and each remote's) recognise a stylesheet
  // already in the page: a section's, served from the shell's origin, carries its URL on the
  // remote's, which is the one the remote's loader asks for.
  const shell = shellCss.map(
    (file) =>
      `<link rel="stylesheet" href="/${escapeHtml(file)}" data-href="${escapeHtml(file)}" />`,
  );
  const section = sectionCss.map(
    ({ href, path }) =>
      `<link rel="stylesheet" href="${escapeHtml(path)}" data-href="${escapeHtml(href)}" />`,
  );
  return [...shell, ...section].join('\n    ');
}

/** What sitemap.xml, robots.txt and the prerender are made of. */
export interface SiteMap {
  /** The site's data; null when it cannot be read. */
  data: SiteData | null;
  /** Every section's pages, a section that did not answer from its last known list. */
  pages: ListedPage[];
  /** The sections whose release did not answer this time (`SectionLists`). */
  unanswered: string[];
}

/** What a page's render knows of its request besides its address. */
export interface RenderOptions {
  /** The page request's id, sent with the render's fetches (request-id.ts). */
  requestId?: string;
  /** The visitor's data mode (`dataModeOfRequest`); normal when not given. */
  dataMode?: DataMode;
}

export interface PageRenderer {
  /** The page for `url` (path and query), or null when it must be rendered by the browser alone. */
  render(
    url: string,
    config: RuntimeConfig,
    template: string,
    options?: RenderOptions,
  ): Promise<PageAnswer | null>;
  /**
   * What sitemap.xml and robots.txt are made of: the site's data (null when it cannot be read) and
   * every section's pages, from the releases `config` names (`section-pages.ts`).
   */
  siteMap(config: RuntimeConfig): Promise<SiteMap>;
  /** Answers a request under `/_sections/` (a section's stylesheet kept by its hash, or 404). */
  serveSectionStyle(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): void;
  /**
   * Starts the render workers now, so that the first pages do not wait for them to start; settles
   * once each has started (or failed to). With `config`, the shell's lane also renders a page
   * once, as it does for a section that fails (`shell-fallback.ts`): that page must not wait for
   * the shell's code and texts to load.
   */
  warm(config?: RuntimeConfig): Promise<void>;
  /** Ends the render workers (a server or a prerender that is done). */
  close(): void;
}

/**
 * Renders in worker processes that run the shell's server bundle (`page-server/src/render-pool.ts`),
 * started on first use and again when a new build replaces the bundle.
 */
export function createPageRenderer({
  distDir,
  selfOrigin,
  siteOrigin,
  log,
  sectionStyleWaitMs,
  deadlineMs,
  fileTimeoutMs,
  listingsInternalUrl,
}: PageRendererOptions): PageRenderer {
  // This process starts workers that run remote code: none of them may open its inspector.
  refuseInspectorSignal(log);
  const dataDir = path.join(distDir, 'assets', 'data');
  const workerFile = path.join(distDir, '..', SHELL_SERVER_DIR, RENDER_WORKER_FILE);
  let workers: { stamp: number; pool: RenderPool; started: Promise<void> } | null = null;
  const manifests = createManifestCache();
  let shellCss: { stamp: number; files: string[]; fonts: string[] } | null = null;
  const sectionStyles = createSectionStyles({ log, waitMs: sectionStyleWaitMs });
  const sectionLists = createSectionLists(log);

  /** The shell's first-render stylesheets and the first-paint fonts they reference. */
  function firstRenderCss(): { files: string[]; fonts: string[] } {
    const file = path.join(distDir, FIRST_RENDER_CSS_FILE);
    try {
      const stamp = statSync(file).mtimeMs;
      if (shellCss?.stamp !== stamp) {
        const parsed = JSON.parse(readFileSync(file, 'utf8')) as { css?: unknown };
        const files = Array.isArray(parsed.css)
          ? parsed.css.filter((f): f is string => typeof f === 'string')
          : [];
        const fonts = files.flatMap((css) =>
          firstPaintFontPaths(readFileSync(path.join(distDir, css), 'utf8')),
        );
        shellCss = { stamp, files, fonts };
      }
      return shellCss;
    } catch {
      return { files: [], fonts: [] };
    }
  }

  /**
   * The section's stylesheets that are on the shell's origin within the page's wait, counted from
   * `since`, the start of the render: the manifest and the stylesheets were asked for then, so a
   * healthy remote's are there by its end, and a remote that did not send them while the page
   * rendered (hung: its render waited out the remote's file limit) adds nothing to the page.
   */
  async function remoteCss(
    config: RuntimeConfig,
    section: { remote: string; module: string } | null,
    since: number,
  ): Promise<{ styles: SectionStyle[]; missing: string | null }> {
    const url = section
      ? config.remotes[section.remote as keyof RuntimeConfig['remotes']]
      : undefined;
    if (!section || !url) return { styles: [], missing: null };
    const what = `the stylesheets of ${section.remote}/${section.module}`;
    const left = () =>
      Math.max(0, (sectionStyleWaitMs ?? SECTION_STYLE_WAIT_MS) - (Date.now() - since));
    try {
      const manifest = await manifests.within(url, left());
      if (!manifest) return { styles: [], missing: `${what}: the manifest is late` };
      const hrefs = sectionStylesheets(manifest, url, section.module);
      // Past the render's own time, a stylesheet already kept is still found at once.
      const styles = await sectionStyles.get(hrefs, left());
      const late = hrefs.filter((href) => !styles.some((style) => style.href === href));
      return {
        styles,
        missing:
          late.length > 0 ? `${what}: not on the shell's origin yet: ${late.join(' ')}` : null,
      };
    } catch (error) {
      return { styles: [], missing: `${what}: ${describe(error)}` };
    }
  }

  /** The render workers of the current server bundle; a new build gets new workers. */
  function pool(): RenderPool | null {
    if (!existsSync(workerFile)) return null;
    const stamp = statSync(workerFile).mtimeMs;
    if (workers?.stamp !== stamp) {
      workers?.pool.close();
      const pool = createRenderPool({
        workerFile,
        readPaths: [path.dirname(workerFile)],
        networkOf: (config) => workerReach(config, selfOrigin, listingsInternalUrl),
        deadlineMs,
        fileTimeoutMs,
        log,
      });
      workers = { stamp, pool, started: pool.warm(ALL_LANES) };
    }
    return workers.pool;
  }

  function siteData(): SiteData | undefined {
    try {
      return loadSiteData(dataDir);
    } catch (error) {
      log(`page head: the site data cannot be read (${describe(error)}); generic heads served`);
      return undefined;
    }
  }

  return {
    async render(url, config, template, { requestId, dataMode = 'normal' } = {}) {
      const workers = pool();
      if (!workers) return null;
      const parsed = new URL(url, 'http://betoch.invalid');
      const language = languageOfSearch(parsed.search);
      const laneRemote = config.remotes[laneFor(parsed.pathname) as keyof RuntimeConfig['remotes']];
      // The section's manifest and stylesheets are asked for while the page renders, not after:
      // a slow remote then adds nothing to the render's time, and a quick one is ready with it.
      if (laneRemote) {
        manifests
          .get(laneRemote)
          .then((manifest) =>
            (manifest.exposes ?? []).forEach(({ name }) => {
              void sectionStyles.get(sectionStylesheets(manifest, laneRemote, name), 0);
            }),
          )
          .catch(() => undefined);
      }
      const started = Date.now();
      try {
        const data = siteData();
        const request = {
          url,
          config,
          origin: selfOrigin,
          language,
          dataMode,
          ...(listingsInternalUrl ? { listingsInternalUrl } : {}),
          ...(requestId ? { requestId } : {}),
          // The head comes from the page's section, with the data in the page's language.
          head: { siteOrigin, data: data?.byLanguage[language] },
        };
        const result = await renderWithShellFallback(
          workers,
          laneFor(parsed.pathname),
          request,
          deadlineMs ?? RENDER_DEADLINE_MS,
          log,
        );
        if (result?.kind === 'client' && result.late) {
          log(`server render of ${url}: past its deadline; the browser renders it`);
        }
        if (result === null || result.kind === 'client') return null;
        if (result.kind === 'redirect') return result;
        for (const error of result.errors) log(`server render of ${url}: ${error}`);
        const shellCss = firstRenderCss();
        const sectionCss = await remoteCss(config, result.section, started);
        // Left out of the head, the section's code loads them in the browser; the page is
        // unstyled there until then (a prerender leaves such a page out).
        const errors = sectionCss.missing ? [...result.errors, sectionCss.missing] : result.errors;
        if (sectionCss.missing) log(`server render of ${url}: ${sectionCss.missing}`);
        const pageHead = pageHeadHtml(result.head, {
          url,
          language,
          siteOrigin,
          data,
          hasLinkPreview: (file) => existsSync(path.join(distDir, file)),
        });
        // Without its section's head the page goes out with the generic one (a prerender leaves
        // it out: it would be written so for every visitor).
        if (pageHead.error) {
          log(`server render of ${url}: ${pageHead.error}; the generic head is served`);
          errors.push(pageHead.error);
        }
        const links = stylesheetLinks(shellCss.files, sectionCss.styles);
        const head = `${links}\n    ${pageHead.html}`;
        const preloads = drawsEthiopicFonts(dataMode, language) ? fontPreloads(shellCss.fonts) : '';
        const html = stitchPage(template, { ...result, head, language, dataMode, preloads });
        return {
          kind: 'page',
          status: result.status,
          html,
          styleSources: styleAttributeSources(result.html),
          errors,
          sectionStyles: sectionCss.styles,
        };
      } catch (error) {
        log(`server render of ${url} failed, the browser renders it: ${describe(error)}`);
        return null;
      }
    },
    async siteMap(config) {
      const data = siteData() ?? null;
      const workers = pool();
      const lists = workers
        ? await sectionLists.pages(workers, config, data ?? undefined)
        : { pages: [], unanswered: [] };
      return { data, ...lists };
    },
    serveSectionStyle: (req, res, pathname) => sectionStyles.serve(req, res, pathname),
    async warm(config) {
      const warming = pool();
      if (!warming) return;
      await workers?.started;
      if (!config) return;
      await warming.render(SHELL_LANE, {
        url: HOME_PATH,
        config,
        origin: selfOrigin,
        language: DEFAULT_LANGUAGE,
        failedSection: 'content',
      });
    },
    close: () => workers?.pool.close(),
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
