/**
 * `npm run lighthouse:pairs -- --base <checkout>`: measures this checkout against another one (the
 * build a change replaces) in interleaved pairs, as issue 17 asks: each round runs
 * `scripts/lighthouse.ts --runs 1` on the base, then on this checkout, so a load that drifts
 * weighs on both sides alike. Prints each page's runs, the medians of both sides, and the limits a
 * page misses (scripts/lighthouse-pairs-compare.ts). Both checkouts must be built
 * (`npm run build` in each); each side serves its own build on the usual ports, one at a time.
 *
 *   tsx scripts/lighthouse-pairs.ts --base <dir> [--rounds 5] [--json file] [path ...]
 *
 * A base older than this script works as long as its `scripts/lighthouse.ts` takes `--json`.
 * Exits 1 when a page misses a limit.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collectRuns, comparePage, PAIR_LIMITS, type PairRun } from './lighthouse-pairs-compare';

interface LighthouseJson {
  pages: { url: string; runs: PairRun[] }[];
}

function parseArgs(argv: string[]) {
  let base: string | null = null;
  let rounds = 5;
  let json: string | null = null;
  const pages: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--base') base = argv[++i] ?? null;
    else if (arg === '--rounds') rounds = Number(argv[++i]);
    else if (arg === '--json') json = argv[++i] ?? '.results/lighthouse-pairs.json';
    else if (arg.startsWith('/')) pages.push(arg);
    else throw new Error(`unknown argument ${arg}`);
  }
  if (base === null)
    throw new Error('--base <checkout> is required: the built tree to compare with');
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a whole number ≥ 1');
  return { base: path.resolve(base), rounds, json, pages };
}

/** One Lighthouse run of every page in `tree`, with that tree's own script and build. */
async function runSide(tree: string, pages: string[], scratch: string, name: string) {
  const output = path.join(scratch, `${name}.json`);
  const child = spawn(
    'npx',
    ['tsx', 'scripts/lighthouse.ts', '--runs', '1', '--json', output, ...pages],
    { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  // lighthouse.ts exits 1 when a page misses its own targets; the JSON is written either way.
  let result: LighthouseJson;
  try {
    result = JSON.parse(readFileSync(output, 'utf8')) as LighthouseJson;
  } catch {
    throw new Error(`${name}: lighthouse.ts in ${tree} exited with ${code} and wrote no results`);
  }
  return result;
}

const load = () => os.loadavg()[0]!.toFixed(2);

async function main(): Promise<void> {
  const { base, rounds, json, pages } = parseArgs(process.argv.slice(2));
  const here = process.cwd();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'betoch-pairs-'));
  const sides = { base: [] as LighthouseJson[], after: [] as LighthouseJson[] };
  const loads: string[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      loads.push(load());
      console.log(`round ${round} of ${rounds}: base, then this checkout (load average ${load()})`);
      sides.base.push(await runSide(base, pages, scratch, `base-${round}`));
      sides.after.push(await runSide(here, pages, scratch, `after-${round}`));
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  loads.push(load());
  const baseRuns = collectRuns(sides.base);
  const afterRuns = collectRuns(sides.after);
  const comparisons = [...afterRuns].map(([url, runs]) =>
    comparePage(url, baseRuns.get(url) ?? [], runs),
  );
  for (const c of comparisons) {
    const b = baseRuns.get(c.page)!;
    const a = afterRuns.get(c.page)!;
    const list = (runs: PairRun[], key: 'lcpMs' | 'tbtMs') =>
      runs.map((r) => Math.round(r[key])).join('/');
    console.log(`\n${c.page}`);
    console.log(
      `  LCP ms  base ${Math.round(c.base.lcpMs)} (${list(b, 'lcpMs')}) → ${Math.round(c.after.lcpMs)} (${list(a, 'lcpMs')}), ${c.after.lcpMs - c.base.lcpMs >= 0 ? '+' : ''}${Math.round(c.after.lcpMs - c.base.lcpMs)}`,
    );
    console.log(
      `  TBT ms  base ${Math.round(c.base.tbtMs)} (${list(b, 'tbtMs')}) → ${Math.round(c.after.tbtMs)} (${list(a, 'tbtMs')})`,
    );
    console.log(
      `  JS KB   base ${(c.base.jsBytes / 1024).toFixed(1)} → ${(c.after.jsBytes / 1024).toFixed(1)}; performance ${c.base.performance} → ${c.after.performance}; CLS ${c.base.cls} → ${c.after.cls}`,
    );
    console.log(`  ${c.misses.length === 0 ? 'HOLDS' : `MISSES: ${c.misses.join('; ')}`}`);
  }
  console.log(
    `\nLimits: LCP at most ${PAIR_LIMITS.lcpDeltaMs} ms later, TBT ≤ ${PAIR_LIMITS.tbtMs} ms, JavaScript at most 2 KB more, performance ≥ ${PAIR_LIMITS.performance}, CLS ≤ ${PAIR_LIMITS.cls} (medians of ${rounds}). Load average by round: ${loads.join(' → ')}`,
  );
  if (json) writeFileSync(json, JSON.stringify({ base, rounds, loads, comparisons }, null, 2));
  if (comparisons.some((c) => c.misses.length > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
