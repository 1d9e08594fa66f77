/**
 * `npm run lighthouse`: Lighthouse (mobile preset: slow 4G, mid-range phone) on first visits of
 * several pages, with Debian's Chromium, against the production builds served as in production
 * (every app on its own origin). Each page runs `--runs` times (3); the medians of performance,
 * SEO, accessibility, best practices, LCP, TBT and CLS are checked against
 * docs/targets.md#size-and-speed: performance ≥ 95, SEO ≥ 95, LCP ≤ 2.0 s, TBT ≤ 200 ms,
 * CLS ≤ 0.05; the LCP element and its phases (time to first byte, load delay, load time, render
 * delay) are printed for the median run. Each page is requested once before its runs, so that the
 * first run does not measure the server's start-up. The machine's load average is printed at the
 * start and the end: Lighthouse's simulated timings grow on a busy machine.
 *
 *   tsx scripts/lighthouse.ts [--runs 3] [--json file] [--no-serve] [path or URL ...]
 *
 * Pages default to the three of `npm run size`. `--no-serve` measures a site already running on
 * http://localhost:3000 (`npm start`) instead of starting the builds' servers. Exits 1 on a miss.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startSite } from '../page-server/src/serve';
import { DEFAULT_PAGES } from './first-visit-size';

interface Audit {
  numericValue?: number;
  details?: { items?: AuditItem[] };
}

/** The rows Betoch reads: network requests, and the LCP element audit's node and phase tables. */
interface AuditItem {
  resourceType?: string;
  transferSize?: number;
  type?: string;
  items?: { node?: { selector?: string; snippet?: string }; phase?: string; timing?: number }[];
}

interface LighthouseResult {
  categories: Record<Category, { score: number | null } | undefined>;
  audits: Record<string, Audit | undefined>;
}

const CATEGORIES = ['performance', 'seo', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];

interface Run {
  performance: number;
  seo: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of JavaScript transferred (brotli, as served). */
  jsBytes: number;
  /** The element of the largest paint (its CSS selector), when Lighthouse names it. */
  lcpElement?: string;
  /** LCP in its phases, ms, as Lighthouse simulates them: TTFB, load delay, load time, render delay. */
  lcpPhases?: Record<string, number>;
}

interface PageResult {
  url: string;
  runs: Run[];
  median: Run;
  pass: boolean;
}

type NumericKey = Exclude<keyof Run, 'lcpElement' | 'lcpPhases'>;

const TARGETS = { performance: 95, seo: 95, lcpMs: 2000, tbtMs: 200, cls: 0.05 };

/** Runs Lighthouse in a child process (asynchronously: the servers live in this process). */
async function runOnce(url: string): Promise<LighthouseResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'betoch-lh-'));
  const output = path.join(dir, 'report.json');
  const flags = [
    ...CHROMIUM_ARGS,
    '--headless=new',
    `--user-data-dir=${path.join(dir, 'profile')}`,
  ].join(' ');
  try {
    const child = spawn(
      'npx',
      [
        'lighthouse',
        url,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=${flags}`,
        '--quiet',
      ],
      {
        env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    if (code !== 0) throw new Error(`lighthouse exited with ${code} on ${url}`);
    return JSON.parse(readFileSync(output, 'utf8')) as LighthouseResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One run, tried again when Lighthouse itself fails (on a busy machine it sometimes loses the
 * trace: NO_NAVSTART); a page that fails three times in a row stops the measurement.
 */
async function measure(url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return toRun(await runOnce(url));
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`  ${error instanceof Error ? error.message : String(error)}; again`);
    }
  }
}

/** The LCP element and phases from the `largest-contentful-paint-element` audit's two tables. */
function lcpDetails(report: LighthouseResult): Pick<Run, 'lcpElement' | 'lcpPhases'> {
  const tables = report.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const rows = tables.flatMap((table) => table.items ?? []);
  const element = rows.find((row) => row.node)?.node;
  const phases = rows.filter((row) => row.phase !== undefined && row.timing !== undefined);
  return {
    lcpElement: element?.selector,
    lcpPhases:
      phases.length > 0
        ? Object.fromEntries(phases.map((row) => [row.phase!, Math.round(row.timing!)]))
        : undefined,
  };
}

function toRun(report: LighthouseResult): Run {
  const score = (category: Category) =>
    Math.round((report.categories[category]?.score ?? NaN) * 100);
  const numeric = (audit: string) => report.audits[audit]?.numericValue ?? NaN;
  return {
    ...lcpDetails(report),
    performance: score('performance'),
    seo: score('seo'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: (report.audits['network-requests']?.details?.items ?? [])
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** The median of each figure on its own (so the row need not be one of the runs). */
function medianRun(runs: Run[]): Run {
  const of = (key: NumericKey) => median(runs.map((r) => r[key]));
  // The element and phases of the run whose LCP is the median (the phases add up to it).
  const lcpRun = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)];
  return {
    lcpElement: lcpRun?.lcpElement,
    lcpPhases: lcpRun?.lcpPhases,
    performance: of('performance'),
    seo: of('seo'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsBytes: of('jsBytes'),
  };
}

function passes(m: Run): boolean {
  return (
    m.performance >= TARGETS.performance &&
    m.seo >= TARGETS.seo &&
    m.lcpMs <= TARGETS.lcpMs &&
    m.tbtMs <= TARGETS.tbtMs &&
    m.cls <= TARGETS.cls
  );
}

function row(label: string, r: Run): string {
  return [
    label.padEnd(8),
    String(r.performance).padStart(5),
    String(r.seo).padStart(5),
    String(r.accessibility).padStart(5),
    String(r.bestPractices).padStart(5),
    r.lcpMs.toFixed(0).padStart(7),
    r.tbtMs.toFixed(0).padStart(7),
    r.cls.toFixed(3).padStart(7),
    (r.jsBytes / 1024).toFixed(1).padStart(7),
  ].join(' ');
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function parseArgs(argv: string[]) {
  const pages: string[] = [];
  let runs = 3;
  let json: string | null = null;
  let serve = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--runs') runs = Number(argv[++i]);
    else if (arg === '--json') json = argv[++i] ?? '.results/lighthouse.json';
    else if (arg === '--no-serve') serve = false;
    else if (arg === '--path')
      pages.push(argv[++i] ?? '/theme/classic'); // the old flag
    else if (arg.startsWith('/') || /^https?:\/\//.test(arg)) pages.push(arg);
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  const urls = (pages.length > 0 ? pages : [...DEFAULT_PAGES]).map((p) =>
    p.startsWith('/') ? `http://localhost:3000${p}` : p,
  );
  return { urls, runs, json, serve };
}

async function main(): Promise<void> {
  const { urls, runs, json, serve } = parseArgs(process.argv.slice(2));
  const loadAtStart = loadAverage();
  console.log(
    `Lighthouse, mobile preset, ${runs} runs a page, Debian Chromium; load average at start ${loadAtStart} (${os.cpus().length} cores)`,
  );
  const site = serve ? await startSite() : null;
  const results: PageResult[] = [];
  try {
    for (const url of urls) {
      // One request first: a server that has just started loads its render bundle and the
      // remotes' server entries on the first page it renders, which a visitor of a running site
      // never waits for.
      await fetch(url).catch(() => undefined);
      const pageRuns: Run[] = [];
      for (let i = 0; i < runs; i++) pageRuns.push(await measure(url));
      const m = medianRun(pageRuns);
      results.push({ url, runs: pageRuns, median: m, pass: passes(m) });
      console.log(`\n${url}`);
      console.log('  run       perf   SEO  a11y    BP  LCP ms  TBT ms     CLS   JS KB');
      pageRuns.forEach((r, i) => console.log(`  ${row(String(i + 1), r)}`));
      console.log(`  ${row('median', m)}  → ${passes(m) ? 'PASS' : 'FAIL'}`);
      if (m.lcpElement) console.log(`  LCP element: ${m.lcpElement}`);
      if (m.lcpPhases) {
        const phases = Object.entries(m.lcpPhases).map(([phase, ms]) => `${phase} ${ms}`);
        console.log(`  LCP phases (ms, the median run): ${phases.join(', ')}`);
      }
    }
  } finally {
    await site?.close();
  }
  const loadAtEnd = loadAverage();
  console.log(
    `\nTargets: performance ≥ ${TARGETS.performance}, SEO ≥ ${TARGETS.seo}, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls} (medians)`,
  );
  for (const r of results) {
    console.log(
      `  ${r.pass ? 'PASS' : 'FAIL'}  ${r.url}  perf ${r.median.performance}, SEO ${r.median.seo}, LCP ${r.median.lcpMs.toFixed(0)} ms, TBT ${r.median.tbtMs.toFixed(0)} ms, CLS ${r.median.cls.toFixed(3)}`,
    );
  }
  console.log(`load average at start ${loadAtStart}, at end ${loadAtEnd}`);
  if (json) {
    mkdirSync(path.dirname(path.resolve(json)), { recursive: true });
    const report = {
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      targets: TARGETS,
      pages: results,
    };
    writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  }
  process.exitCode = results.every((r) => r.pass) ? 0 : 1;
}

void main();
