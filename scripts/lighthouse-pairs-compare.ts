/**
 * The rules of an interleaved-pairs comparison (issue 17): a change is measured against the build
 * it replaces by running Lighthouse on each in turn, one run a round, so a machine whose load
 * drifts weighs on both sides alike. Pure: `scripts/lighthouse-pairs.ts` runs the rounds.
 */

/** One Lighthouse run of one page, as `scripts/lighthouse.ts --json` writes it. */
export interface PairRun {
  lcpMs: number;
  tbtMs: number;
  cls: number;
  performance: number;
  jsBytes: number;
  lcpPhases?: Record<string, number>;
}

/** What a change may cost against its base (issue 17's "Done when"). */
export const PAIR_LIMITS = {
  /** The LCP median may be at most this much later than the base's. */
  lcpDeltaMs: 50,
  /** The TBT median, after. */
  tbtMs: 50,
  /** First-load JavaScript (transferred) may grow by at most this much. */
  jsDeltaBytes: 2048,
  /** Lighthouse's mobile performance score, median, after. */
  performance: 98,
  /** CLS median, after. */
  cls: 0.05,
} as const;

export interface PageComparison {
  page: string;
  rounds: number;
  base: { lcpMs: number; tbtMs: number; jsBytes: number; performance: number; cls: number };
  after: { lcpMs: number; tbtMs: number; jsBytes: number; performance: number; cls: number };
  /** The limits this page misses, in words; empty when it holds. */
  misses: string[];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function medians(runs: readonly PairRun[]) {
  return {
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    jsBytes: median(runs.map((r) => r.jsBytes)),
    performance: median(runs.map((r) => r.performance)),
    cls: median(runs.map((r) => r.cls)),
  };
}

/**
 * Compares one page's runs before and after. The two sides must have the same number of runs (one
 * per round); a page missing on one side cannot be compared.
 */
export function comparePage(
  page: string,
  baseRuns: readonly PairRun[],
  afterRuns: readonly PairRun[],
): PageComparison {
  if (baseRuns.length === 0 || baseRuns.length !== afterRuns.length)
    throw new Error(
      `${page}: ${baseRuns.length} base runs and ${afterRuns.length} runs after; pairs need the same number, at least 1`,
    );
  const base = medians(baseRuns);
  const after = medians(afterRuns);
  const misses: string[] = [];
  const lcpDelta = after.lcpMs - base.lcpMs;
  if (lcpDelta > PAIR_LIMITS.lcpDeltaMs)
    misses.push(`LCP ${Math.round(lcpDelta)} ms later (at most ${PAIR_LIMITS.lcpDeltaMs})`);
  if (after.tbtMs > PAIR_LIMITS.tbtMs)
    misses.push(`TBT ${Math.round(after.tbtMs)} ms (at most ${PAIR_LIMITS.tbtMs})`);
  const jsDelta = after.jsBytes - base.jsBytes;
  if (jsDelta > PAIR_LIMITS.jsDeltaBytes)
    misses.push(`JavaScript ${(jsDelta / 1024).toFixed(1)} KB more (at most 2 KB)`);
  if (after.performance < PAIR_LIMITS.performance)
    misses.push(`performance ${after.performance} (at least ${PAIR_LIMITS.performance})`);
  if (after.cls > PAIR_LIMITS.cls) misses.push(`CLS ${after.cls} (at most ${PAIR_LIMITS.cls})`);
  return { page, rounds: baseRuns.length, base, after, misses };
}

/** The runs of each page across the rounds of one side: `{ url → runs }`, in round order. */
export function collectRuns(
  rounds: readonly { pages: readonly { url: string; runs: readonly PairRun[] }[] }[],
): Map<string, PairRun[]> {
  const byPage = new Map<string, PairRun[]>();
  for (const round of rounds)
    for (const page of round.pages) {
      const runs = byPage.get(page.url) ?? [];
      runs.push(...page.runs);
      byPage.set(page.url, runs);
    }
  return byPage;
}
