/**
 * `npm run size`: what each app ships (gzip bytes of its JavaScript), and what a first visit to
 * /theme/classic actually downloads in Chromium, measured from the network
 * (docs/targets.md#size-and-speed: ≤ 170 KB of JavaScript, gzip; ≤ 340 KB in all, fonts included).
 * Needs the production builds (`npm run build`). Exits 1 when a budget is exceeded. Usage: tsx
 * scripts/size.ts [--path /theme/classic] [--json file]
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ALL_APPS } from '../shared/build/apps';
import { REPO_ROOT } from '../shared/build/webpack-config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startSite } from './serve';

const TARGET_KB = 170;
const TARGET_ALL_KB = 340;
/** Text the servers send compressed; fonts and images travel as they are. */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$|^\/[^.]*$/;
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

interface Download {
  url: string;
  transferred: number;
  gzip: number;
}

/** The gzip size of a served file, from the matching dist folder (by port). */
function gzipOfUrl(url: string): number {
  const { port, pathname } = new URL(url);
  const app = ALL_APPS.find((a) => String(a.port) === port);
  if (!app) return 0;
  const file = path.join(REPO_ROOT, app.dir, 'dist', decodeURIComponent(pathname));
  return existsSync(file) ? gzipSize(file) : 0;
}

interface Resource {
  url: string;
  type: string;
  /** gzip bytes of a compressible response, the bytes themselves for fonts and images. */
  bytes: number;
}

interface Visit {
  critical: Download[];
  idle: Download[];
  all: Resource[];
}

async function firstVisit(route: string): Promise<Visit> {
  const site = await startSite();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const downloads: Download[] = [];
    const all: Resource[] = [];
    page.on('requestfinished', (request) => {
      void request.response().then(async (response) => {
        const body = await response?.body().catch(() => null);
        if (!body) return;
        const compressible = COMPRESSIBLE.test(new URL(request.url()).pathname);
        const bytes = compressible ? gzipSync(body, { level: 9 }).length : body.length;
        all.push({ url: request.url(), type: request.resourceType(), bytes });
      });
      if (request.resourceType() !== 'script') return;
      void request.sizes().then((sizes) => {
        downloads.push({
          url: request.url(),
          transferred: sizes.responseBodySize,
          gzip: gzipOfUrl(request.url()),
        });
      });
    });
    await page.goto(`http://localhost:3000${route}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const critical = [...downloads];
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500); // idle-time loads (the account widget) included
    return { critical, idle: [...downloads], all: [...all] };
  } finally {
    await browser.close();
    await site.close();
  }
}

function report(label: string, downloads: Download[]): number {
  const gzip = downloads.reduce((sum, d) => sum + d.gzip, 0);
  const transferred = downloads.reduce((sum, d) => sum + d.transferred, 0);
  console.log(
    `\n${label}: ${downloads.length} scripts, ${kb(gzip)} KB gzip (${kb(transferred)} KB transferred, brotli)`,
  );
  for (const d of [...downloads].sort((a, b) => b.gzip - a.gzip)) {
    const { host, pathname } = new URL(d.url);
    console.log(`  ${kb(d.gzip).padStart(7)} KB  ${host}${pathname}`);
  }
  return gzip;
}

function verdict(pass: boolean): string {
  return pass ? 'PASS' : 'FAIL';
}

/** Everything the visit downloaded, by kind: gzip for text, as sent for fonts and images. */
function reportAll(route: string, all: Resource[]): number {
  const total = all.reduce((sum, r) => sum + r.bytes, 0);
  console.log(`\nFirst visit of ${route}, everything (${all.length} responses): ${kb(total)} KB`);
  const byType = new Map<string, number>();
  for (const r of all) byType.set(r.type, (byType.get(r.type) ?? 0) + r.bytes);
  for (const [type, bytes] of [...byType].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${kb(bytes).padStart(7)} KB  ${type}`);
  }
  return total;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const route =
    args[args.indexOf('--path') + 1] && args.includes('--path')
      ? args[args.indexOf('--path') + 1]!
      : '/theme/classic';
  appTable();
  const { critical, idle, all } = await firstVisit(route);
  const criticalGzip = report(`First visit of ${route}, until its heading shows`, critical);
  const idleGzip = report(`First visit of ${route}, until the network is idle`, idle);
  const allBytes = reportAll(route, all);
  const pass = idleGzip / 1024 <= TARGET_KB;
  const passAll = allBytes / 1024 <= TARGET_ALL_KB;
  console.log(`\nBudget of PRODUCT.md §9, first visit of ${route}:`);
  console.log(`  JavaScript ≤ ${TARGET_KB} KB gzip: ${kb(idleGzip)} KB → ${verdict(pass)}`);
  console.log(
    `  in all ≤ ${TARGET_ALL_KB} KB, fonts included: ${kb(allBytes)} KB → ${verdict(passAll)}`,
  );
  if (args.includes('--json')) {
    const file = args[args.indexOf('--json') + 1] ?? '.results/size.json';
    const result = {
      route,
      criticalGzip,
      idleGzip,
      allBytes,
      targetKb: TARGET_KB,
      targetAllKb: TARGET_ALL_KB,
    };
    writeFileSync(file, JSON.stringify(result, null, 2));
  }
  process.exitCode = pass && passAll ? 0 : 1;
}

void main();
