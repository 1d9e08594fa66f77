/**
 * `npm run size`: what each app ships (gzip bytes of its JavaScript), and what a first visit of
 * each page actually downloads in Chromium, measured from the network: the JavaScript (gzip) and
 * everything (gzip for text, fonts and images as sent). The budgets (docs/targets.md#size-and-speed:
 * ≤ 170 KB of JavaScript, ≤ 340 KB in all, fonts included) are set for /theme/classic; the listing
 * and property pages of issue #10 are held to the same. Needs the production builds
 * (`npm run build`). Exits 1 when a page exceeds a budget.
 *
 *   tsx scripts/size.ts [--json file] [path ...]
 *
 * Paths default to /theme/classic, /listing/grid-view/2-grid/left-sidebar and
 * /property/image-box?id=b01. Every page is a first visit: a new browser context, empty cache.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { ALL_APPS } from '../shared/build/apps';
import { REPO_ROOT } from '../shared/build/layout';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startSite } from '../page-server/src/serve';

export const DEFAULT_PAGES = [
  '/theme/classic',
  '/listing/grid-view/2-grid/left-sidebar',
  '/property/image-box?id=b01',
] as const;

const TARGET_JS_KB = 170;
const TARGET_ALL_KB = 340;
/** Text the servers send compressed; fonts and images travel as they are. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|xml|txt)$|^\/[^.]*$/;
/** After the network is idle: idle-time loads (the account widget, a footer in view) included. */
const SETTLE_MS = 2500;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function gzipSize(file: string): number {
  const precompressed = `${file}.gz`;
  if (existsSync(precompressed)) return statSync(precompressed).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function appTable(): void {
  console.log('JavaScript per app (gzip):');
  console.log(
    `  ${'app'.padEnd(14)}${'files'.padStart(6)}${'all JS KB'.padStart(12)}${'remoteEntry KB'.padStart(16)}`,
  );
  for (const app of ALL_APPS) {
    const dist = path.join(REPO_ROOT, app.dir, 'dist');
    if (!existsSync(dist)) throw new Error(`${app.dir} is not built: run npm run build`);
    const files = readdirSync(dist).filter((f) => f.endsWith('.js'));
    const total = files.reduce((sum, f) => sum + gzipSize(path.join(dist, f)), 0);
    const entry = files.includes('remoteEntry.js')
      ? kb(gzipSize(path.join(dist, 'remoteEntry.js')))
      : '—';
    console.log(
      `  ${app.dir.padEnd(14)}${String(files.length).padStart(6)}${kb(total).padStart(12)}${entry.padStart(16)}`,
    );
  }
}

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
  pass: { js: boolean; all: boolean };
}

async function firstVisit(browser: Browser, route: string): Promise<PageSize> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const resources: Resource[] = [];
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const body = await (await request.response())?.body().catch(() => null);
          if (!body) return;
          const compressible = COMPRESSIBLE.test(new URL(request.url()).pathname);
          const bytes = compressible ? gzipSync(body, { level: 9 }).length : body.length;
          resources.push({ url: request.url(), type: request.resourceType(), bytes });
        })(),
      );
    });
    await page.goto(`http://localhost:3000${route}`);
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
      pass: { js: js / 1024 <= TARGET_JS_KB, all: all / 1024 <= TARGET_ALL_KB },
    };
  } finally {
    await context.close();
  }
}

function sum(resources: Resource[]): number {
  return resources.reduce((total, r) => total + r.bytes, 0);
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

function printPage(size: PageSize): void {
  console.log(`\nFirst visit of ${size.path}`);
  console.log(
    `  JavaScript: ${kb(size.js)} KB gzip in ${size.scripts} scripts (${kb(size.jsUntilHeading)} KB until the <h1> showed)`,
  );
  for (const [url, bytes] of size.largest.slice(0, 8)) {
    console.log(`    ${kb(bytes).padStart(7)} KB  ${url}`);
  }
  if (size.largest.length > 8) console.log(`    … ${size.largest.length - 8} more`);
  const types = Object.entries(size.byType).sort((a, b) => b[1] - a[1]);
  console.log(
    `  everything: ${kb(size.all)} KB (${types.map(([t, b]) => `${t} ${kb(b)}`).join(', ')})`,
  );
}

function printSummary(sizes: PageSize[]): void {
  console.log(
    `\nBudgets (docs/targets.md#size-and-speed): JavaScript ≤ ${TARGET_JS_KB} KB gzip, everything ≤ ${TARGET_ALL_KB} KB`,
  );
  const width = Math.max(...sizes.map((s) => s.path.length));
  for (const s of sizes) {
    console.log(
      `  ${s.path.padEnd(width)}  JS ${kb(s.js).padStart(6)} KB ${verdict(s.pass.js)}   all ${kb(s.all).padStart(6)} KB ${verdict(s.pass.all)}`,
    );
  }
}

function parseArgs(argv: string[]): { pages: string[]; json: string | null } {
  const pages: string[] = [];
  let json: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--json') json = argv[++i] ?? '.results/size.json';
    else if (arg === '--path')
      pages.push(argv[++i] ?? '/theme/classic'); // the old flag
    else if (arg.startsWith('/')) pages.push(arg);
    else
      throw new Error(
        `unknown argument ${arg}; usage: tsx scripts/size.ts [--json file] [path ...]`,
      );
  }
  return { pages: pages.length > 0 ? pages : [...DEFAULT_PAGES], json };
}

async function main(): Promise<void> {
  const { pages, json } = parseArgs(process.argv.slice(2));
  appTable();
  const site = await startSite();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const sizes: PageSize[] = [];
  try {
    for (const route of pages) {
      const size = await firstVisit(browser, route);
      printPage(size);
      sizes.push(size);
    }
  } finally {
    await browser.close();
    await site.close();
  }
  printSummary(sizes);
  if (json) {
    mkdirSync(path.dirname(path.resolve(json)), { recursive: true });
    const result = { targetJsKb: TARGET_JS_KB, targetAllKb: TARGET_ALL_KB, pages: sizes };
    writeFileSync(json, `${JSON.stringify(result, null, 2)}\n`);
  }
  process.exitCode = sizes.every((s) => s.pass.js && s.pass.all) ? 0 : 1;
}

if (require.main === module) void main();
