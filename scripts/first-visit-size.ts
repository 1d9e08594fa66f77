/**
 * What a first visit of a page downloads, measured from the network in Chromium: the JavaScript
 * (gzip) and everything (gzip for text, fonts and images as sent), against the budgets of
 * docs/targets.md#size-and-speed. Read by `npm run size` (scripts/size.ts) and by the e2e spec
 * that holds the budget in CI (e2e/tests/first-visit-size.spec.ts).
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export const DEFAULT_PAGES = [
  '/theme/classic',
  '/listing/grid-view/2-grid/left-sidebar',
  '/property/image-box?id=b01',
] as const;

export const TARGET_JS_KB = 170;
export const TARGET_ALL_KB = 340;
/** Text the servers send compressed; fonts and images travel as they are. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|xml|txt)$|^\/[^.]*$/;
/** After the network is idle: idle-time loads (the account widget, a footer in view) included. */
const SETTLE_MS = 2500;
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

interface Resource {
  url: string;
  type: string;
  /** gzip bytes of a compressible response, the bytes themselves for fonts and images. */
  bytes: number;
}

export interface PageSize {
  path: string;
  /** gzip bytes of the JavaScript fetched until the page's `<h1>` showed. */
  jsUntilHeading: number;
  /** gzip bytes of all the JavaScript of the visit (what the budget counts). */
  js: number;
  scripts: number;
  /** everything the visit downloaded (gzip for text). */
  all: number;
  byType: Record<string, number>;
  /** The scripts, largest first: [url, gzip bytes]. */
  largest: [string, number][];
  /**
   * The page came drawn by the server (its document held an `<h1>`): the case the budget is set
   * for. A page sent bare, its render late on a busy server, is drawn in the browser and loads
   * the data code as well.
   */
  rendered: boolean;
  pass: { js: boolean; all: boolean };
}

/**
 * A first visit of `route` on the shell at `origin`: a new browser context (empty cache), until the
 * network is idle and a little after, so that idle-time loads count.
 */
export async function firstVisit(
  browser: Browser,
  route: string,
  origin = 'http://localhost:3000',
): Promise<PageSize> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const resources: Resource[] = [];
    const pending: Promise<void>[] = [];
    let rendered = false;
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const body = await (await request.response())?.body().catch(() => null);
          if (!body) return;
          if (request.isNavigationRequest()) rendered = body.includes('<h1');
          const compressible = COMPRESSIBLE.test(new URL(request.url()).pathname);
          const bytes = compressible ? gzipSync(body, { level: 9 }).length : body.length;
          resources.push({ url: request.url(), type: request.resourceType(), bytes });
        })(),
      );
    });
    await page.goto(`${origin}${route}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await Promise.all(pending);
    const jsUntilHeading = sum(resources.filter((r) => r.type === 'script'));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    await Promise.all(pending);

    const scripts = resources.filter((r) => r.type === 'script');
    const js = sum(scripts);
    const all = sum(resources);
    const byType: Record<string, number> = {};
    for (const r of resources) byType[r.type] = (byType[r.type] ?? 0) + r.bytes;
    return {
      path: route,
      jsUntilHeading,
      js,
      scripts: scripts.length,
      all,
      byType,
      largest: scripts
        .sort((a, b) => b.bytes - a.bytes)
        .map((r) => [`${new URL(r.url).host}${new URL(r.url).pathname}`, r.bytes]),
      rendered,
      pass: { js: js / 1024 <= TARGET_JS_KB, all: all / 1024 <= TARGET_ALL_KB },
    };
  } finally {
    await context.close();
  }
}

function sum(resources: Resource[]): number {
  return resources.reduce((total, r) => total + r.bytes, 0);
}
