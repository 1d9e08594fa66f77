/**
 * `npm run first-input`: how long a rendered page is only a picture, and whether a press made in
 * that time is kept (issue 17). For each page, on Lighthouse's mobile profile (a CPU 4× slower
 * than the machine's, 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, set through the DevTools
 * Protocol) and with the CPU 6× slower on the same network, a first visit (empty cache) presses a
 * control as soon as it is visible, without waiting for the take-over, and prints:
 *
 * - paint: the first contentful paint, ms from the start of navigation;
 * - live: `html[data-betoch-ready]`, ms after that paint;
 * - press: when the press was made, ms after the paint (and whether the page was live then);
 * - effect: when the press showed its effect, ms after the paint, or "lost" when it had not
 *   5 s after the page was live.
 *
 * Medians of `--runs` (3) visits; the machine's load average at the start and the end (throttled
 * timings grow on a busy machine). Needs the production builds (`npm run build`).
 *
 *   tsx scripts/first-input.ts [--runs 3] [--json file] [--no-serve] [path ...]
 *
 * Paths default to the four of the issue, each with its press (below); `--no-serve` measures a
 * site already running on http://localhost:3000. Exits 1 when a press was lost.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startSite } from '../page-server/src/serve';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

interface Scenario {
  path: string;
  /** What the visitor does, in words. */
  press: string;
  /** Does it, as soon as each control is visible (Playwright waits for that, not for the page). */
  act: (page: Page) => Promise<void>;
  /** In the page: true once the press has taken effect. */
  done: () => boolean;
}

const DEMO = { email: 'selam@betoch.et', password: 'Selam#2026' };

export const SCENARIOS: readonly Scenario[] = [
  {
    path: '/theme/classic',
    press: 'Add to wishlist on the first card; the header counts 1',
    act: (page) => page.getByRole('button', { name: 'Add to wishlist' }).first().click(),
    done: () => document.querySelector('a[aria-label="Wishlist, 1 property"]') !== null,
  },
  {
    path: '/listing/grid-view/2-grid/left-sidebar',
    press: 'the filter "Villa"; the address has ?tag=Villa',
    act: (page) => page.getByRole('checkbox', { name: 'Villa', exact: true }).click(),
    done: () => window.location.search === '?tag=Villa',
  },
  {
    path: '/property/image-box?id=b01',
    press: 'Add to compare; the header counts 1',
    act: (page) => page.getByRole('button', { name: 'Add to compare' }).first().click(),
    done: () => document.querySelector('a[aria-label="Compare, 1 property"]') !== null,
  },
  {
    path: '/page/other-pages/log-in',
    press: 'e-mail and password typed, Log in pressed; a session is stored',
    act: async (page) => {
      await page.getByLabel('E-mail').fill(DEMO.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
    },
    done: () => window.sessionStorage.getItem('betoch.token') !== null,
  },
];

interface Profile {
  name: string;
  cpu: number;
}

/** Lighthouse's mobile throttling (its `mobileSlow4G` preset), and the same network at 6× CPU. */
const PROFILES: readonly Profile[] = [
  { name: 'mobile (4× CPU)', cpu: 4 },
  { name: '6× CPU', cpu: 6 },
];
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
/** How long after the page is live a press may still take effect before it counts as lost. */
const AFTER_LIVE_MS = 5000;

export interface Visit {
  /** First contentful paint, ms from navigation start. */
  paintMs: number;
  /** ms after the paint. */
  liveMs: number | null;
  pressMs: number | null;
  /** Whether `html[data-betoch-ready]` was already set when the press was made. */
  pressedLive: boolean;
  /** ms after the paint; null: the press was lost. */
  effectMs: number | null;
}

/**
 * Records, in the page, the first press (trusted click) and the moment the page went live. A
 * string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
 * Registered before any script of the page, so it sees the press before the page's own capture.
 */
const RECORDER = `(() => {
  const marks = { press: -1, pressedLive: false, live: -1 };
  Object.defineProperty(window, '__betochFirstInput', { value: marks });
  const isLive = () => document.documentElement?.hasAttribute('data-betoch-ready') === true;
  window.addEventListener('click', (event) => {
    if (!event.isTrusted || marks.press >= 0) return;
    marks.press = performance.now();
    marks.pressedLive = isLive();
  }, true);
  new MutationObserver(() => {
    if (marks.live < 0 && isLive()) marks.live = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-betoch-ready'] });
})();`;

interface Marks {
  press: number;
  pressedLive: boolean;
  live: number;
  paint: number;
}

function readMarks(page: Page): Promise<Marks> {
  return page.evaluate(() => {
    const marks = (window as unknown as { __betochFirstInput: Omit<Marks, 'paint'> })
      .__betochFirstInput;
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
    return { ...marks, paint };
  });
}

async function visit(browser: Browser, base: string, scenario: Scenario, cpu: number) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript({ content: RECORDER });
    await page.goto(`${base}${scenario.path}`, { waitUntil: 'commit' });
    await scenario.act(page);
    // The page's clock when the effect showed (polled each frame), or null if it never did: at
    // most AFTER_LIVE_MS after the page went live.
    const effect = page
      .waitForFunction(scenario.done, undefined, { polling: 'raf', timeout: 60_000 })
      .then(() => page.evaluate(() => performance.now()))
      .catch(() => null);
    await page.locator('html[data-betoch-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    let timer: NodeJS.Timeout | undefined;
    const effectAt = await Promise.race([
      effect,
      new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), AFTER_LIVE_MS))),
    ]);
    clearTimeout(timer);
    const marks = await readMarks(page);
    const late = effectAt === null || marks.paint < 0;
    const since = (time: number) => (time >= 0 && marks.paint >= 0 ? time - marks.paint : null);
    return {
      paintMs: marks.paint,
      liveMs: since(marks.live),
      pressMs: since(marks.press),
      pressedLive: marks.pressedLive,
      effectMs: late ? null : since(effectAt),
    } satisfies Visit;
  } finally {
    await context.close();
  }
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? null;
}

const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)}`);

function parseArgs(argv: string[]) {
  const paths: string[] = [];
  let runs = 3;
  let json: string | null = null;
  let serve = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--runs') runs = Number(argv[++i]);
    else if (arg === '--json') json = argv[++i] ?? '.results/first-input.json';
    else if (arg === '--no-serve') serve = false;
    else if (arg.startsWith('/')) paths.push(arg);
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  const scenarios = paths.length
    ? paths.map((p) => {
        const scenario = SCENARIOS.find((s) => s.path === p);
        if (!scenario) throw new Error(`no press is defined for ${p}`);
        return scenario;
      })
    : SCENARIOS;
  return { scenarios, runs, json, serve };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const { scenarios, runs, json, serve } = parseArgs(process.argv.slice(2));
  const base = 'http://localhost:3000';
  const loadAtStart = loadAverage();
  console.log(
    `First input: ${runs} first visits a page and profile (1.6 Mbit/s, 150 ms RTT); load average at start ${loadAtStart} (${os.cpus().length} cores)`,
  );
  const site = serve ? await startSite() : null;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: { path: string; profile: string; visits: Visit[] }[] = [];
  let lost = 0;
  try {
    for (const scenario of scenarios) {
      // One request first: a server that has just started renders its first page slowly.
      await fetch(`${base}${scenario.path}`).catch(() => undefined);
      console.log(`\n${scenario.path}: ${scenario.press}`);
      console.log(
        '  profile          run  paint ms  live ms  press ms  pressed  effect ms   (ms after paint)',
      );
      for (const profile of PROFILES) {
        const visits: Visit[] = [];
        for (let i = 0; i < runs; i++) {
          const v = await visit(browser, base, scenario, profile.cpu);
          visits.push(v);
          if (v.effectMs === null) lost++;
          console.log(
            `  ${profile.name.padEnd(16)} ${String(i + 1).padStart(3)} ${ms(v.paintMs).padStart(9)} ${ms(v.liveMs).padStart(8)} ${ms(v.pressMs).padStart(9)}  ${(v.pressedLive ? 'live' : 'before').padEnd(7)} ${(v.effectMs === null ? 'lost' : ms(v.effectMs)).padStart(9)}`,
          );
        }
        const of = (pick: (v: Visit) => number | null) =>
          median(visits.map(pick).filter((x): x is number => x !== null));
        const kept = visits.filter((v) => v.effectMs !== null).length;
        console.log(
          `  ${profile.name.padEnd(16)} med ${ms(of((v) => v.paintMs)).padStart(9)} ${ms(of((v) => v.liveMs)).padStart(8)} ${ms(of((v) => v.pressMs)).padStart(9)}  ${`${visits.filter((v) => !v.pressedLive).length}/${runs} bef.`.padEnd(7)} ${ms(of((v) => v.effectMs)).padStart(9)}  kept ${kept}/${runs}`,
        );
        results.push({ path: scenario.path, profile: profile.name, visits });
      }
    }
  } finally {
    await browser.close();
    await site?.close();
  }
  const loadAtEnd = loadAverage();
  console.log(`\nload average at start ${loadAtStart}, at end ${loadAtEnd}`);
  console.log(lost === 0 ? 'PASS: every press took effect' : `FAIL: ${lost} presses were lost`);
  if (json) {
    mkdirSync(path.dirname(path.resolve(json)), { recursive: true });
    const report = { loadAverage: { start: loadAtStart, end: loadAtEnd }, results };
    writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  }
  process.exitCode = lost === 0 ? 0 : 1;
}

if (require.main === module) void main();
