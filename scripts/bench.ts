/**
 * Benchmark of the listing pipeline (docs/targets.md#size-and-speed: filter + sort + page of
 * 100,000 listings ≤ 50 ms). Run with `npm run bench` (or `npx tsx scripts/bench.ts`). Exits 1 when
 * a 100,000-listing median misses the target.
 */
import { performance } from 'node:perf_hooks';
import {
  filterProperties,
  getPager,
  paginate,
  type Property,
  type PropertyFilter,
} from '../shared/src/domain/index';
import { generateProperties } from '../shared/src/domain/generate-properties';

const SIZES = [1_000, 10_000, 100_000] as const;
const TARGET_SIZE = 100_000;
const TARGET_MS = 50;
const WARMUP_RUNS = 10;
const WARMUP_MIN_MS = 200;
const TIMED_RUNS = 21;
const PAGE = 3;
const SEED = 2026;

const SCENARIOS: readonly { name: string; filter: PropertyFilter }[] = [
  {
    // A visitor's choice: three tags, a price range, an area range and a sort.
    name: "tags Apartment|Villa|Bole + price 50k–600k + area 60–400 m² + sort 'newest'",
    filter: {
      tags: ['Apartment', 'Villa', 'Bole'],
      price: { min: 50_000, max: 600_000 },
      area: { min: 60, max: 400 },
      sort: 'newest',
    },
  },
  {
    // The worst case for the sort: nothing filtered out, every listing's date parsed and sorted.
    name: "no tags or ranges + sort 'oldest' (every listing sorted)",
    filter: { sort: 'oldest' },
  },
];

interface Row {
  size: number;
  matched: number;
  median: number;
  min: number;
  max: number;
}

function median(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? Number.NaN)) / 2;
}

function measure(listings: readonly Property[], filter: PropertyFilter): Row {
  let matched = 0;
  let shown = 0;
  const run = () => {
    const filtered = filterProperties(listings, filter);
    const page = paginate(filtered, getPager(filtered.length, PAGE));
    matched = filtered.length;
    shown += page.length; // keeps the result observable, so nothing is optimised away
  };
  // Warm up until the JIT has settled: a number of runs and a minimum time, whichever is longer.
  const warmupStart = performance.now();
  for (let i = 0; i < WARMUP_RUNS || performance.now() - warmupStart < WARMUP_MIN_MS; i++) run();
  const times: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  if (shown === 0) throw new Error('the benchmark filter matched nothing');
  times.sort((a, b) => a - b);
  const size = listings.length;
  return { size, matched, median: median(times), min: times[0] ?? 0, max: times.at(-1) ?? 0 };
}

const datasets = SIZES.map((size) => generateProperties(size, SEED));
const ms = (value: number) => value.toFixed(2).padStart(9);
const count = (value: number) => value.toLocaleString('en-US');

console.log(
  `filterProperties → getPager + paginate (page ${PAGE}), generated listings (seed ${SEED})`,
);
console.log(
  `median, min and max of ${TIMED_RUNS} runs after ≥ ${WARMUP_RUNS} warm-up runs (≥ ${WARMUP_MIN_MS} ms); node ${process.version}`,
);

let failed = false;
for (const scenario of SCENARIOS) {
  console.log(`\n${scenario.name}`);
  console.log('listings   matched  median ms     min ms     max ms  target');
  for (const listings of datasets) {
    const row = measure(listings, scenario.filter);
    let verdict = '';
    if (row.size === TARGET_SIZE) {
      const pass = row.median <= TARGET_MS;
      failed ||= !pass;
      verdict = `≤ ${TARGET_MS} ms ${pass ? 'PASS' : 'FAIL'}`;
    }
    console.log(
      `${count(row.size).padStart(8)} ${count(row.matched).padStart(9)}` +
        ` ${ms(row.median)}  ${ms(row.min)}  ${ms(row.max)}  ${verdict}`,
    );
  }
}
console.log(failed ? '\nFAIL: a 100,000-listing median misses the target' : '\nPASS');
process.exitCode = failed ? 1 : 0;
