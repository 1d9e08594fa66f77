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
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ALL_APPS } from '../shared/build/apps';
import { REPO_ROOT } from '../shared/build/layout';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import {
  DEFAULT_PAGES,
  TARGET_ALL_KB,
  TARGET_JS_KB,
  firstVisit,
  kb,
  type PageSize,
} from './first-visit-size';
import { startSite } from '../page-server/src/serve';

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

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

function printPage(size: PageSize): void {
  console.log(
    `\nFirst visit of ${size.path}${size.rendered ? '' : ' (sent without its render: drawn in the browser)'}`,
  );
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

/** `[--json file] [path ...]`; `--path p` is the old way of naming one page. */
function options(): { pages: string[]; json: string | undefined } {
  const { values, positionals } = parseArgs({
    options: { json: { type: 'string' }, path: { type: 'string', multiple: true } },
    allowPositionals: true,
  });
  const pages = [...(values.path ?? []), ...positionals];
  for (const page of pages) {
    if (!page.startsWith('/')) {
      throw new Error(`${page} is not a path; usage: tsx scripts/size.ts [--json file] [path ...]`);
    }
  }
  return { pages: pages.length > 0 ? pages : [...DEFAULT_PAGES], json: values.json };
}

async function main(): Promise<void> {
  const { pages, json } = options();
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
