/**
 * `npm run transfer:phone -- [--runs 3] [--json file]`: what a phone on paid data downloads, pictures
 * included (issue 29, "a phone on expensive data"), normal and saving data (its data saver on:
 * docs/low-data.md): for each of the three pages, a first visit
 * with an empty cache, then the next page a visitor opens from it in the same tab, then their first
 * press there (the drawer's button: a visitor saving data gets the page's code with it), each until
 * the network has been quiet for 1.5 s, in Debian's Chromium on Lighthouse's phone screen (412 × 823
 * CSS pixels at 1.75) without scrolling. Counts every response's bytes on the wire (headers and
 * body as sent, `encodedDataLength`), pictures apart from the rest. Prints the median of `--runs`
 * of each and the issue's low-data targets beside them: a first visit of /theme/classic within
 * 120 KB, the next listing page within 40 KB. Starts the whole site on its fixed ports, with the
 * listings service on a fresh database of the 60 demo listings.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { DATA_MODES, type DataMode } from '../shared/src/domain/data-mode';
import { LISTINGS_SERVICE_PORT, SHELL } from '../shared/build/apps';
import { LISTINGS_PATH } from '../shared/src/domain/paths';
import { startListingsProcess } from '../page-server/src/listings-process';
import { startSite } from '../page-server/src/serve';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { PHONE, savingData } from '../e2e/support/phone';
import { isPicture, kb, median, recorder, type Transfer } from './transfer';

/** A first visit, and the page a visitor opens next from it. */
export interface Visit {
  name: string;
  page: string;
  next: string;
  /** The issue's low-data bounds in bytes, where it sets one. */
  firstTarget?: number;
  nextTarget?: number;
}

export const PHONE_VISITS: readonly Visit[] = [
  { name: 'home', page: '/theme/classic', next: LISTINGS_PATH, firstTarget: 120 * 1024 },
  {
    name: 'listing',
    page: LISTINGS_PATH,
    next: `${LISTINGS_PATH}?page=2`,
    nextTarget: 40 * 1024,
  },
  {
    name: 'property',
    page: '/property/image-box?id=b01',
    next: '/property/image-box?id=b02',
  },
];

/** What one load received: in all, pictures, and the rest. */
export interface Weighed {
  total: number;
  pictures: number;
  other: number;
  responses: number;
}

export function weigh(transfers: readonly Transfer[]): Weighed {
  const pictures = transfers.filter(isPicture).reduce((sum, t) => sum + t.bytes, 0);
  const total = transfers.reduce((sum, t) => sum + t.bytes, 0);
  return { total, pictures, other: total - pictures, responses: transfers.length };
}

/** The medians of some runs' weights, field by field. */
export function medianWeight(runs: readonly Weighed[]): Weighed {
  const of = (key: keyof Weighed) => median(runs.map((run) => run[key]));
  return {
    total: of('total'),
    pictures: of('pictures'),
    other: of('other'),
    responses: of('responses'),
  };
}

/** "within" or "over" a target, or nothing where the issue sets none. */
export function againstTarget(bytes: number, target: number | undefined): string {
  if (target === undefined) return '';
  return ` (low-data target ≤ ${kb(target)}: ${bytes <= target ? 'within' : `over by ${kb(bytes - target)}`})`;
}

/**
 * How a phone asks in a mode: saving data, as Chromium does with its data saver on — `Save-Data:
 * on` on every request and `navigator.connection.saveData` (docs/low-data.md).
 */
async function inMode(context: BrowserContext, page: Page, mode: DataMode): Promise<void> {
  if (mode === 'low') await savingData(context, page);
}

async function measureVisit(
  origin: string,
  visit: Visit,
  mode: DataMode,
): Promise<[Weighed, Weighed, Weighed]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // The service worker's answers reach the page with no bytes on the page's wire, and its own
    // requests are not the page's: with it, a normal visit's next page weighed 0 KB. Its one-time
    // cost is measured apart (docs/offline.md, "Cost").
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await inMode(context, page, mode);
    const network = await recorder(context, page);
    await page.goto(`${origin}${visit.page}`, { waitUntil: 'load' });
    await network.quiet();
    const first = weigh(network.take());
    await page.goto(`${origin}${visit.next}`, { waitUntil: 'load' });
    await network.quiet();
    const next = weigh(network.take());
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('html[data-betoch-ready]').waitFor({ state: 'attached' });
    await network.quiet();
    return [first, next, weigh(network.take())];
  } finally {
    await browser.close();
  }
}

function line(weight: Weighed): string {
  return `${kb(weight.total)} (pictures ${kb(weight.pictures)}, the rest ${kb(weight.other)}; ${weight.responses} responses)`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { runs: { type: 'string', default: '3' }, json: { type: 'string' } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
  const dir = mkdtempSync(path.join(tmpdir(), 'betoch-phone-transfer-'));
  const site = await startSite({ listings: false });
  let stopService: (() => Promise<void>) | undefined;
  const results: { visit: Visit; mode: DataMode; first: Weighed; next: Weighed; press: Weighed }[] =
    [];
  try {
    stopService = await startListingsProcess({
      host: 'localhost',
      port: LISTINGS_SERVICE_PORT,
      env: { ...process.env, LISTINGS_DB: path.join(dir, 'listings.sqlite') },
    });
    const origin = `http://localhost:${SHELL.port}`;
    // Warm-up: the server's bundles loaded and its first renders made, as in production.
    for (const visit of PHONE_VISITS) await measureVisit(origin, visit, 'normal');
    for (const visit of PHONE_VISITS) {
      // The runs of the two modes interleaved, so that a machine growing busier weighs on both.
      const measured = new Map<DataMode, [Weighed, Weighed, Weighed][]>(
        DATA_MODES.map((m) => [m, []]),
      );
      for (let i = 0; i < runs; i++) {
        for (const mode of DATA_MODES) {
          measured.get(mode)?.push(await measureVisit(origin, visit, mode));
        }
      }
      for (const mode of DATA_MODES) {
        const loads = measured.get(mode) ?? [];
        const first = medianWeight(loads.map(([f]) => f));
        const next = medianWeight(loads.map(([, n]) => n));
        const press = medianWeight(loads.map(([, , p]) => p));
        results.push({ visit, mode, first, next, press });
        const low = mode === 'low';
        console.log(`${visit.name}, ${low ? 'saving data' : 'normal'} (medians of ${runs}):`);
        console.log(
          `  first visit of ${visit.page}: ${line(first)}${low ? againstTarget(first.total, visit.firstTarget) : ''}`,
        );
        console.log(
          `  then ${visit.next}: ${line(next)}${low ? againstTarget(next.total, visit.nextTarget) : ''}`,
        );
        console.log(`  then a first press there: ${line(press)}`);
      }
    }
  } finally {
    await stopService?.();
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
  if (values.json) writeFileSync(values.json, JSON.stringify(results, null, 2));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
