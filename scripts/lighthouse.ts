/**
 * `npm run lighthouse`: Lighthouse (mobile preset: slow 4G, mid-range phone) on a first visit of
 * /theme/classic, with Debian's Chromium, against the production builds served as in production
 * (every app on its own origin). Prints performance, LCP, CLS, TBT and the JS transferred, and
 * checks docs/targets.md#size-and-speed: performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05.
 * Usage: tsx scripts/lighthouse.ts [--path /theme/classic] [--runs 3]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startSite } from './serve';

interface Audit {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}

interface LighthouseResult {
  categories: { performance: { score: number } };
  audits: Record<string, Audit>;
}

const TARGETS = { performance: 95, lcpMs: 2000, cls: 0.05 };

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

/** Runs Lighthouse in a child process (asynchronously: the servers live in this process). */
async function runOnce(url: string): Promise<LighthouseResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'betoch-lh-'));
  const output = path.join(dir, 'report.json');
  const flags = [
    ...CHROMIUM_ARGS,
    '--headless=new',
    `--user-data-dir=${path.join(dir, 'profile')}`,
  ].join(' ');
  const child = spawn(
    'npx',
    [
      'lighthouse',
      url,
      '--only-categories=performance',
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
  if (code !== 0) throw new Error(`lighthouse exited with ${code}`);
  const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseResult;
  rmSync(dir, { recursive: true, force: true });
  return report;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function main(): Promise<void> {
  const route = option('--path', '/theme/classic');
  const runs = Number(option('--runs', '3'));
  const site = await startSite();
  const rows: { score: number; lcp: number; cls: number; tbt: number; js: number }[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const report = await runOnce(`http://localhost:3000${route}`);
      const js = (report.audits['network-requests']?.details?.items ?? [])
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      rows.push({
        score: Math.round(report.categories.performance.score * 100),
        lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        tbt: report.audits['total-blocking-time']?.numericValue ?? NaN,
        js,
      });
    }
  } finally {
    await site.close();
  }
  console.log(`Lighthouse ${route}, mobile preset, ${runs} runs (Debian Chromium):`);
  console.log('  run  perf   LCP ms   CLS     TBT ms   JS KB (transferred)');
  rows.forEach((r, i) =>
    console.log(
      `  ${String(i + 1).padStart(3)}  ${String(r.score).padStart(4)}  ${r.lcp.toFixed(0).padStart(7)}  ${r.cls.toFixed(3)}  ${r.tbt.toFixed(0).padStart(7)}  ${(r.js / 1024).toFixed(1).padStart(8)}`,
    ),
  );
  const score = median(rows.map((r) => r.score));
  const lcp = median(rows.map((r) => r.lcp));
  const cls = median(rows.map((r) => r.cls));
  const pass = score >= TARGETS.performance && lcp <= TARGETS.lcpMs && cls <= TARGETS.cls;
  console.log(
    `median: performance ${score} (≥ ${TARGETS.performance}), LCP ${lcp.toFixed(0)} ms (≤ ${TARGETS.lcpMs}), CLS ${cls.toFixed(3)} (≤ ${TARGETS.cls}) → ${pass ? 'PASS' : 'FAIL'}`,
  );
  process.exitCode = pass ? 0 : 1;
}

void main();
