/**
 * The shell's server entry (built for Node by `createServerWebpackConfig`): renders one page of
 * the site to HTML with the remotes' server entries, registered at runtime from `config.json`, so
 * a remote swapped there (or promoted) changes the served HTML without rebuilding the shell.
 * The Node server (`page-server/src/serve.ts`) stitches the result into `index.html`.
 */
import { PassThrough, addAbortSignal } from 'node:stream';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import i18next from 'i18next';
import {
  DEFAULT_NAMESPACE,
  HOME_PATH,
  NOT_FOUND_PATH,
  initI18n,
  markedPageStatus,
  notFoundIn,
  pageConfig,
  serverListingsUrl,
  setRuntimeConfig,
  useDataModeStore,
  useLanguageStore,
  type RemoteName,
  type RuntimeConfig,
} from '@betoch/shared';
import {
  renderedDataJson,
  startDataCollection,
  stopDataCollection,
  takePendingData,
} from '@betoch/shared/singleton';
// The static router and the route matcher are the server's only: imported here from the same
// react-router module the shell bundles for the singleton's router binding (one module per bundle,
// so the remotes' hooks read this router), they stay out of the browser's bundle.
// eslint-disable-next-line no-restricted-imports
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { App } from '../app';
import { registerSections, sectionRefusal, withholdSections } from '../remotes/federation';
import { serverEntryPlugin } from '../remotes/server-entry';
import { isClientOnly, routes, sectionFor } from '../routes';
import {
  DEFAULT_DEADLINE_MS,
  type RenderRequest,
  type RenderResult,
} from '@betoch/shared/server/render-protocol';
import { DeadlinePassed, startDeadline, type Deadline } from './deadline';
import { serverFileTimeout } from './file-timeout';
import { serverEntryUrl } from './server-entry-url';

export { serverEntryUrl };
export type { RenderRequest, RenderResult };

/** The server's federation settings: this worker's file limit, for the runtime and the entry. */
function serverRuntime() {
  const fileTimeoutMs = serverFileTimeout();
  return { fileTimeoutMs, plugins: [serverEntryPlugin(fileTimeoutMs)] };
}

/** Data loads can chain (a property, then its agent): at most this many passes. */
const MAX_PASSES = 5;
const CLIENT: RenderResult = { kind: 'client' };
const LATE: RenderResult = { kind: 'client', late: true };

let registeredConfig = '';
let i18nReady: Promise<unknown> | null = null;
/**
 * Translation files that failed to load, by `language|namespace`. i18next never asks for a failed
 * file again by itself (its state says "failed", which counts as loaded), so the next render does.
 */
const failedTranslations = new Map<string, { language: string; namespace: string }>();
/**
 * Renders run one at a time: the stores, the language and the data registry are module state of
 * the page's singleton, which on the server is one per process. Every wait of a render is bounded
 * by its deadline, so no render holds the queue past it.
 */
let queue: Promise<unknown> = Promise.resolve();

export function renderPage(request: RenderRequest): Promise<RenderResult> {
  const deadline = startDeadline(request.deadlineMs ?? DEFAULT_DEADLINE_MS);
  const run = queue.then(() => renderWithin(request, deadline));
  queue = run.catch(() => undefined);
  void run.then(deadline.dispose, deadline.dispose);
  // Answered at its deadline even while an earlier render still holds the queue (that one ends at
  // its own deadline, and this one then gives up at once).
  return deadline.within(run).catch(clientPastDeadline);
}

function clientPastDeadline(error: unknown): RenderResult {
  if (error instanceof DeadlinePassed) return LATE;
  throw error;
}

function redirectFor(pathname: string, search: string): string | null {
  if (pathname === '/') return `${HOME_PATH}${search}`;
  const matches = matchRoutes(routes, pathname);
  const last = matches?.[matches.length - 1];
  if (!last || last.route.path === '*') return NOT_FOUND_PATH;
  return null;
}

/**
 * Sets the process up for this request: remotes, runtime config, language and translations.
 * False when the page cannot be drawn on the server (the shell's own texts did not load).
 */
async function prepare(request: RenderRequest, deadline: Deadline): Promise<boolean> {
  const configKey = JSON.stringify(request.config);
  if (configKey !== registeredConfig) {
    // A changed config.json: the remotes' server entries are registered anew (forgetting the code
    // loaded from the old ones). A section's texts follow its code: the release's entry registers
    // its namespace at its own folder when it loads, which reads them again from there
    // (`registerNamespace`). Reloading them here, before that, read the previous release's again.
    registerSections(request.config, {
      entryOf: serverEntryUrl,
      force: registeredConfig !== '',
      server: serverRuntime(),
    });
    registeredConfig = configKey;
  }
  withholdSections(
    request.failedSection
      ? { [request.failedSection]: 'its own render of the page failed on the server' }
      : {},
  );
  const origin = `${request.origin.replace(/\/$/, '')}/`;
  const listingsApiUrl = serverListingsUrl(request.config, request.listingsInternalUrl);
  setRuntimeConfig({
    ...pageConfig(request.config),
    dataBaseUrl: new URL(request.config.dataBaseUrl, origin).href,
    ...(listingsApiUrl ? { listingsApiUrl } : {}),
    // The page names the service's photos where the browser reaches them, not where this server does.
    ...(request.config.listingsApiUrl ? { listingsPublicUrl: request.config.listingsApiUrl } : {}),
  });
  useLanguageStore.setState({ language: request.language });
  // Per render: the stores are this process's, and the next visitor may save data or not.
  useDataModeStore.setState({ mode: request.dataMode ?? 'normal', choice: null });
  if (i18nReady === null) {
    i18next.on('failedLoading', (language: string, namespace: string) => {
      failedTranslations.set(`${language}|${namespace}`, { language, namespace });
    });
    i18nReady = initI18n({ language: request.language, baseUrl: origin }).catch(
      (error: unknown) => {
        i18nReady = null; // the next render starts it again
        throw error;
      },
    );
  }
  await deadline.within(i18nReady);
  if (failedTranslations.size > 0) {
    const failed = [...failedTranslations.values()];
    failedTranslations.clear();
    const languages = [...new Set(failed.map((f) => f.language))];
    const namespaces = [...new Set(failed.map((f) => f.namespace))];
    await deadline.within(i18next.reloadResources(languages, namespaces));
  }
  if (i18next.language !== request.language) {
    await deadline.within(i18next.changeLanguage(request.language));
  }
  // A section whose texts did not load is left to the browser (`useNamespace`); without the
  // shell's own, the whole page would show keys.
  return i18next.hasResourceBundle(request.language, DEFAULT_NAMESPACE);
}

async function renderOnce(url: string, deadline: Deadline, errors: string[]): Promise<string> {
  const AtUrl = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const { prelude } = await deadline.within(
    prerenderToNodeStream(<App Router={AtUrl} />, {
      signal: deadline.signal,
      // Every boundary inline: no outlined segments and no inline scripts to reveal them (the
      // page's CSP allows no inline script, and the HTML is sent whole anyway).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        errors.push(error instanceof Error ? error.message : String(error));
      },
    }),
  );
  // Destroyed at the deadline, so nothing keeps reading a render that was given up.
  const sink = addAbortSignal(deadline.signal, new PassThrough());
  prelude.pipe(sink);
  return deadline.within(
    (async () => {
      let html = '';
      for await (const chunk of sink) html += String(chunk);
      return html;
    })(),
  );
}

async function renderWithin(request: RenderRequest, deadline: Deadline): Promise<RenderResult> {
  try {
    return await render(request, deadline);
  } catch (error) {
    return clientPastDeadline(error);
  }
}

async function render(request: RenderRequest, deadline: Deadline): Promise<RenderResult> {
  const parsed = new URL(request.url, 'http://betoch.invalid');
  const redirect = redirectFor(parsed.pathname, parsed.search);
  if (redirect !== null) return { kind: 'redirect', location: redirect };
  if (isClientOnly(parsed.pathname)) return CLIENT;
  // Its time went waiting behind another render: nothing is started.
  if (deadline.signal.aborted) return LATE;
  if (!(await prepare(request, deadline))) return CLIENT;
  const url = `${parsed.pathname}${parsed.search}`;
  const errors: string[] = [];
  startDataCollection();
  // react-i18next records the namespaces rendered; this page's are what the browser must load.
  const report = i18next.reportNamespaces as
    { usedNamespaces?: Record<string, boolean> } | undefined;
  if (report?.usedNamespaces) report.usedNamespaces = {};
  try {
    let html = await renderOnce(url, deadline, errors);
    for (let pass = 1; pass < MAX_PASSES && (await deadline.within(takePendingData())); pass++) {
      errors.length = 0;
      html = await renderOnce(url, deadline, errors);
    }
    // A section that does not know the address says so in its HTML (domain/not-found-mark.ts).
    const notFound = notFoundIn(html);
    if (notFound === 'redirect') return { kind: 'redirect', location: NOT_FOUND_PATH };
    return {
      kind: 'page',
      // 404 for the not-found page and an unknown thing, 410 for a withdrawn listing, else 200.
      status: parsed.pathname === NOT_FOUND_PATH ? 404 : markedPageStatus(notFound),
      html,
      state: renderedDataJson({
        language: request.language,
        namespaces: i18next.reportNamespaces?.getUsedNamespaces() ?? [],
      }),
      errors: [...new Set(errors)],
      section: renderedSection(parsed.pathname),
    };
  } finally {
    // Also when the deadline passed: loads still running write nothing into the next page.
    stopDataCollection();
  }
}

/** The section a page shows, unless its code was not allowed to run for it (its message shows). */
function renderedSection(pathname: string): { remote: RemoteName; module: string } | null {
  const section = sectionFor(pathname);
  return section && sectionRefusal(section.remote) === undefined ? section : null;
}

/**
 * Registers the remotes of `config` for a request that renders no page (a section's list of
 * pages, `section-pages.ts`), as a render does first. False when another config.json is in force
 * in this process: the page server gives each config its own worker, so this cannot happen there.
 */
export function registerConfig(config: RuntimeConfig): boolean {
  const configKey = JSON.stringify(config);
  if (configKey === registeredConfig) return true;
  if (registeredConfig !== '') return false;
  registerSections(config, {
    entryOf: serverEntryUrl,
    force: false,
    server: serverRuntime(),
  });
  registeredConfig = configKey;
  return true;
}
