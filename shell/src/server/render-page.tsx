/**
 * The shell's server entry (built for Node by `createServerWebpackConfig`): renders one page of
 * the site to HTML with the remotes' server entries, registered at runtime from `config.json`, so
 * a remote swapped there (or promoted) changes the served HTML without rebuilding the shell.
 * The Node server (`scripts/serve.ts`) stitches the result into `index.html`.
 */
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import i18next from 'i18next';
import {
  HOME_PATH,
  NOT_FOUND_PATH,
  initI18n,
  pageConfig,
  setRuntimeConfig,
  useLanguageStore,
  type Language,
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
import { registerSections } from '../remotes/federation';
import { isClientOnly, routes, sectionFor } from '../routes';
import { serverEntryUrl } from './server-entry-url';

export { serverEntryUrl };

export interface RenderRequest {
  /** Path and query of the page, e.g. `/property/image-box?id=b01`. */
  url: string;
  /** The `config.json` in force (already checked and with untrusted remotes refused). */
  config: RuntimeConfig;
  /** The shell's own origin as the server reaches it (data and translations are read from it). */
  origin: string;
  language: Language;
  /** How long one render pass may wait for remotes, data and translations (ms). */
  timeoutMs?: number;
}

export type RenderResult =
  | { kind: 'redirect'; location: string }
  /** A page the browser draws alone (the visitor's own state): send the unrendered page. */
  | { kind: 'client' }
  | {
      kind: 'page';
      status: number;
      /** The markup of `#root`. */
      html: string;
      /** JSON for `<script type="application/json" id="betoch-state">` (already escaped). */
      state: string;
      /** Messages of parts that could not render on the server (they render in the browser). */
      errors: string[];
      /** The remote section the page shows (its stylesheets belong in the head). */
      section: { remote: string; module: string } | null;
    };

/** A render pass never waits longer than this for a remote or its data: the rest is the browser's. */
const DEFAULT_TIMEOUT_MS = 3000;
/** Data loads can chain (a property, then its agent): at most this many passes. */
const MAX_PASSES = 5;

let registeredConfig = '';
let i18nReady: Promise<unknown> | null = null;
/**
 * Renders run one at a time: the stores, the language and the data registry are module state of
 * the page's singleton, which on the server is one per process. A render takes milliseconds once
 * the remotes are loaded.
 */
let queue: Promise<unknown> = Promise.resolve();

export function renderPage(request: RenderRequest): Promise<RenderResult> {
  const run = queue.then(() => render(request));
  queue = run.catch(() => undefined);
  return run;
}

function redirectFor(pathname: string, search: string): string | null {
  if (pathname === '/') return `${HOME_PATH}${search}`;
  const matches = matchRoutes(routes, pathname);
  const last = matches?.[matches.length - 1];
  if (!last || last.route.path === '*') return NOT_FOUND_PATH;
  return null;
}

async function prepare(request: RenderRequest): Promise<void> {
  const configKey = JSON.stringify(request.config);
  if (configKey !== registeredConfig) {
    // A changed config.json: the remotes' server entries are registered anew (forgetting the code
    // loaded from the old ones) and translations are read again.
    registerSections(request.config, { entryOf: serverEntryUrl, force: registeredConfig !== '' });
    if (registeredConfig !== '' && i18next.isInitialized) await i18next.reloadResources();
    registeredConfig = configKey;
  }
  const origin = `${request.origin.replace(/\/$/, '')}/`;
  setRuntimeConfig({
    ...pageConfig(request.config),
    dataBaseUrl: new URL(request.config.dataBaseUrl, origin).href,
  });
  useLanguageStore.setState({ language: request.language });
  i18nReady ??= initI18n({ language: request.language, baseUrl: origin });
  await i18nReady;
  if (i18next.language !== request.language) await i18next.changeLanguage(request.language);
}

async function renderOnce(url: string, timeoutMs: number, errors: string[]): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('render timed out')), timeoutMs);
  try {
    const AtUrl = ({ children }: { children: ReactNode }) => (
      <StaticRouter location={url}>{children}</StaticRouter>
    );
    const { prelude } = await prerenderToNodeStream(<App Router={AtUrl} />, {
      signal: controller.signal,
      // Every boundary inline: no outlined segments and no inline scripts to reveal them (the
      // page's CSP allows no inline script, and the HTML is sent whole anyway).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        errors.push(error instanceof Error ? error.message : String(error));
      },
    });
    const sink = new PassThrough();
    prelude.pipe(sink);
    let html = '';
    for await (const chunk of sink) html += String(chunk);
    return html;
  } finally {
    clearTimeout(timer);
  }
}

async function render(request: RenderRequest): Promise<RenderResult> {
  const parsed = new URL(request.url, 'http://betoch.invalid');
  const redirect = redirectFor(parsed.pathname, parsed.search);
  if (redirect !== null) return { kind: 'redirect', location: redirect };
  if (isClientOnly(parsed.pathname)) return { kind: 'client' };
  await prepare(request);
  const url = `${parsed.pathname}${parsed.search}`;
  const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const errors: string[] = [];
  startDataCollection();
  // react-i18next records the namespaces rendered; this page's are what the browser must load.
  const report = i18next.reportNamespaces as
    { usedNamespaces?: Record<string, boolean> } | undefined;
  if (report?.usedNamespaces) report.usedNamespaces = {};
  try {
    let html = await renderOnce(url, timeoutMs, errors);
    for (let pass = 1; pass < MAX_PASSES && (await takePendingData()); pass++) {
      errors.length = 0;
      html = await renderOnce(url, timeoutMs, errors);
    }
    return {
      kind: 'page',
      status: parsed.pathname === NOT_FOUND_PATH ? 404 : 200,
      html,
      state: renderedDataJson({
        language: request.language,
        namespaces: i18next.reportNamespaces?.getUsedNamespaces() ?? [],
      }),
      errors: [...new Set(errors)],
      section: sectionFor(parsed.pathname) ?? null,
    };
  } finally {
    stopDataCollection();
  }
}
