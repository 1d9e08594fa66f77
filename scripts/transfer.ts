/**
 * `npm run transfer -- [--million <listings.sqlite>] [--runs 3]`: what the listing page transfers,
 * measured in Chromium (/usr/bin/chromium) through the DevTools protocol, counting every
 * response's bytes on the wire (headers and compressed body, `encodedDataLength`) except
 * pictures: on a first visit (an empty cache, until the network is quiet) and on a filter change
 * (one checkbox press, until the network is quiet again). With the listings service on a fresh
 * database of today's 60 listings and, with `--million`, on a database of 1,000,000 (build it
 * once: `npm run bench:listings -- --count 1000000 --db <file>`). Prints the median of `--runs`
 * of each, and per kind of response. Starts the whole site on its fixed ports (docs/targets.md,
 * docs/listings-service.md#measured). Needs Node 22.13+ for the service.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { LISTINGS_SERVICE_PORT, SHELL } from '../shared/build/apps';
import { LISTINGS_PATH } from '../shared/src/domain/paths';
import { startListingsProcess } from '../page-server/src/listings-process';
import { startSite } from '../page-server/src/serve';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/** One response as the browser received it. */
export interface Transfer {
  url: string;
  /** DevTools' resource type: Document, Script, Stylesheet, Fetch, Image, Font … */
  type: string;
  mimeType: string;
  /** Bytes on the wire: headers and the body as sent (compressed). */
  bytes: number;
}

/** Whether a response is a picture, which the targets leave out (issue 20, item 4). */
export function isPicture({ type, mimeType }: Pick<Transfer, 'type' | 'mimeType'>): boolean {
  return type === 'Image' || mimeType.startsWith('image/');
}

/** The bytes that count: every response but pictures, in total and per resource type. */
export function countTransfers(transfers: readonly Transfer[]): {
  total: number;
  byType: Record<string, number>;
  responses: number;
} {
  const counted = transfers.filter((t) => !isPicture(t));
  const byType: Record<string, number> = {};
  for (const t of counted) byType[t.type] = (byType[t.type] ?? 0) + t.bytes;
  return {
    total: counted.reduce((sum, t) => sum + t.bytes, 0),
    byType,
    responses: counted.length,
  };
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Records what a page receives, and tells when the network has been quiet for a while. */
export async function recorder(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map<string, { url: string; type: string; mimeType: string }>();
  let transfers: Transfer[] = [];
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    pending.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      mimeType: '',
    });
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    const known = pending.get(event.requestId);
    pending.set(event.requestId, {
      url: event.response.url,
      type: event.type ?? known?.type ?? 'Other',
      mimeType: event.response.mimeType,
    });
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    const known = pending.get(event.requestId);
    pending.delete(event.requestId);
    if (known && !known.url.startsWith('data:')) {
      transfers.push({ ...known, bytes: event.encodedDataLength });
    }
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', (event) => {
    pending.delete(event.requestId);
    lastActivity = Date.now();
  });
  return {
    /** Resolves once nothing is in flight and nothing happened for `quietMs`. */
    async quiet(quietMs = 1500, timeoutMs = 60_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (pending.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`the network was not quiet within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    take(): Transfer[] {
      const taken = transfers;
      transfers = [];
      return taken;
    },
  };
}

interface Run {
  firstVisit: Transfer[];
  filterChange: Transfer[];
}

/** A first visit of the listing page, then one press of a tag's checkbox. */
async function measureOnce(origin: string, tag: string): Promise<Run> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    const page = await context.newPage();
    const network = await recorder(context, page);
    await page.goto(`${origin}${LISTINGS_PATH}`, { waitUntil: 'load' });
    await network.quiet();
    const firstVisit = network.take();
    const box = page.getByRole('checkbox', { name: tag, exact: true }).first();
    await box.check();
    await page.waitForURL((url) => url.searchParams.getAll('tag').includes(tag));
    await network.quiet();
    return { firstVisit, filterChange: network.take() };
  } finally {
    await browser.close();
  }
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function report(label: string, runs: readonly Run[]): { firstVisit: number; filterChange: number } {
  const first = runs.map((run) => countTransfers(run.firstVisit));
  const change = runs.map((run) => countTransfers(run.filterChange));
  const result = {
    firstVisit: median(first.map((c) => c.total)),
    filterChange: median(change.map((c) => c.total)),
  };
  console.log(
    `${label}: first visit ${kb(result.firstVisit)} (runs ${first.map((c) => kb(c.total)).join(', ')}; ${first[0]?.responses ?? 0} responses), ` +
      `filter change ${kb(result.filterChange)} (runs ${change.map((c) => kb(c.total)).join(', ')}; ${change[0]?.responses ?? 0} responses)`,
  );
  const types = (counts: ReturnType<typeof countTransfers>[]) =>
    [...new Set(counts.flatMap((c) => Object.keys(c.byType)))]
      .sort()
      .map((type) => `${type} ${kb(median(counts.map((c) => c.byType[type] ?? 0)))}`)
      .join(', ');
  console.log(`  first visit by kind: ${types(first)}`);
  console.log(`  filter change by kind: ${types(change)}`);
  for (const t of runs[0]?.filterChange ?? []) {
    if (!isPicture(t)) console.log(`    change: ${t.type} ${kb(t.bytes)} ${t.url.slice(0, 140)}`);
  }
  return result;
}

async function measureScale(label: string, database: string, runs: number, tag: string) {
  const site = await startSite({ listings: false });
  let stopService: (() => Promise<void>) | undefined;
  try {
    stopService = await startListingsProcess({
      host: 'localhost',
      port: LISTINGS_SERVICE_PORT,
      // At 1,000,000 a worker loads its index for tens of seconds before its first answer; with
      // the default 2 s bound the start-up's health checks time out, and each timeout replaces
      // the worker, which starts loading again. The bytes measured do not depend on it.
      env: { ...process.env, LISTINGS_DB: database, LISTINGS_QUERY_TIMEOUT_MS: '120000' },
      startTimeoutMs: 600_000,
    });
    const origin = `http://localhost:${SHELL.port}`;
    await measureOnce(origin, tag); // warm-up: the server's bundles loaded, the service's index read
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) results.push(await measureOnce(origin, tag));
    return report(label, results);
  } finally {
    await stopService?.();
    await site.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      million: { type: 'string' },
      runs: { type: 'string', default: '3' },
      tag: { type: 'string', default: 'Villa' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
  const tag = values.tag ?? 'Villa';
  const dir = mkdtempSync(path.join(tmpdir(), 'betoch-transfer-'));
  try {
    const small = await measureScale('60 listings', path.join(dir, 'listings.sqlite'), runs, tag);
    if (!values.million) {
      console.log(
        '(1,000,000 listings: --million <file>, built by npm run bench:listings -- --count 1000000 --db <file>)',
      );
      return;
    }
    const large = await measureScale('1,000,000 listings', path.resolve(values.million), runs, tag);
    const gap = large.firstVisit - small.firstVisit;
    console.log(
      `first visit, 1,000,000 minus 60: ${gap >= 0 ? '+' : ''}${kb(gap)} (target within 2 KB); ` +
        `filter change at 1,000,000: ${kb(large.filterChange)} (target ≤ 20 KB)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
