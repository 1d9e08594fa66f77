/**
 * An open-loop load generator for `npm run bench:listings` (docs/listings-service.md#the-bench):
 * requests are sent at a fixed rate whatever the answers do, as visitors arrive, and each one's
 * time counts from when it was due, not from when a free connection sent it. A closed loop (a few
 * connections, each waiting for its answer before the next) never offers more than the service
 * answers, so it can neither find the capacity nor see what happens past it, and it hides the
 * wait of the requests it did not send (coordinated omission).
 *
 * Own code rather than autocannon or k6: autocannon's `overallRate` still sends only on its
 * connections (a request waits for a free one, unmeasured), and k6 is a Go binary outside npm.
 * What is needed is small: a schedule, Node's keep-alive agent with as many sockets as requests in
 * flight, and the percentiles.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Refusal } from '../listings-service/src/admission';
import {
  readRefusal,
  readServerTiming,
  type TaskTiming,
} from '../listings-service/src/server-timing';

/** One request's outcome: its status (0: no answer) and its time from when it was due (ms). */
export interface Shot {
  status: number;
  ms: number;
  /** What was asked (the path and query). */
  path: string;
  /** When it was due, in ms from the run's start. */
  at: number;
  /** Its wait for a worker and its run, by the answer's Server-Timing (a worker ran it). */
  timing?: TaskTiming;
  /** Why it was refused, by its 503's Server-Timing (the service's admission said). */
  refusal?: Refusal;
}

/** What a run at one rate gave. */
export interface Summary {
  rate: number;
  seconds: number;
  offered: number;
  /** 2xx and 404 (an unknown id is an answer). */
  answered: number;
  /** 503: refused by the service's admission or time bound. */
  refused: number;
  /** The refusals by their cause (Refusal; `unsaid`: a 503 that gave none, a time bound's). */
  refusedBy: Partial<Record<Refusal['cause'] | 'unsaid', number>>;
  /** Anything else, and no answer within the client's limit. */
  errors: number;
  /** Answered a second. */
  goodput: number;
  p50: number;
  p99: number;
  /** The 99th percentile of the refusals' times: how fast a refusal comes. */
  refusedP99: number;
  /**
   * The 99th percentiles of the answers' wait for a worker and of their run, by their
   * Server-Timing (NaN when none said): which of the two the p99 is made of.
   */
  waitP99: number;
  runP99: number;
  /**
   * The answers' mean run, and the means of its parts that kept the index up to date (feed, upkeep:
   * server-timing.ts), over the answers that said them (NaN when none did).
   */
  runMean: number;
  feedMean: number;
  upkeepMean: number;
  /** The slowest answered requests, slowest first: what the p99 is made of. */
  slowest: Shot[];
  /** Every request, in the order they were due. */
  shots: readonly Shot[];
}

/** The `p`th percentile of sorted values (NaN for none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** The mean of the values given (NaN for none). */
function mean(values: readonly (number | undefined)[]): number {
  const given = values.filter((value): value is number => value !== undefined);
  return given.reduce((sum, value) => sum + value, 0) / given.length;
}

/** How many of `items` have each key. */
function countBy<T, K extends string>(
  items: readonly T[],
  key: (item: T) => K,
): Partial<Record<K, number>> {
  const counts: Partial<Record<K, number>> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/** The summary of a run's shots. */
export function summarize(rate: number, seconds: number, shots: readonly Shot[]): Summary {
  const good = shots.filter((s) => (s.status >= 200 && s.status < 300) || s.status === 404);
  const refused = shots.filter((s) => s.status === 503);
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  const times = (list: readonly Shot[]) => sorted(list.map((s) => s.ms));
  const goodTimes = times(good);
  const timings = good.flatMap((s) => (s.timing ? [s.timing] : []));
  return {
    rate,
    seconds,
    offered: shots.length,
    answered: good.length,
    refused: refused.length,
    refusedBy: countBy(refused, (s) => s.refusal?.cause ?? 'unsaid'),
    errors: shots.length - good.length - refused.length,
    goodput: good.length / seconds,
    p50: percentile(goodTimes, 50),
    p99: percentile(goodTimes, 99),
    refusedP99: percentile(times(refused), 99),
    waitP99: percentile(sorted(timings.map((t) => t.waitMs)), 99),
    runP99: percentile(sorted(timings.map((t) => t.runMs)), 99),
    runMean: mean(timings.map((t) => t.runMs)),
    feedMean: mean(timings.map((t) => t.feedMs)),
    upkeepMean: mean(timings.map((t) => t.upkeepMs)),
    slowest: [...good].sort((a, b) => b.ms - a.ms).slice(0, 5),
    shots,
  };
}

/** When each of a run's requests is due, in ms from its start: evenly spaced at `rate` a second. */
export function schedule(rate: number, seconds: number): number[] {
  const count = Math.round(rate * seconds);
  return Array.from({ length: count }, (_, i) => (i * 1_000) / rate);
}

/** The answer's status (0: none) and its Server-Timing: a worker's timing, or a refusal's cause. */
function get(
  agent: http.Agent,
  url: string,
  limitMs: number,
): Promise<{ status: number; timing?: TaskTiming; refusal?: Refusal }> {
  return new Promise((resolve) => {
    const request = http.get(
      url,
      // As a browser asks: the answers come compressed, and the compression is timed too.
      { agent, headers: { 'Accept-Encoding': 'gzip, deflate, br' }, timeout: limitMs },
      (response) => {
        response.resume();
        const header = response.headers['server-timing'];
        const timing = readServerTiming(header);
        const refusal = readRefusal(header);
        const status = response.statusCode ?? 0;
        response.on('end', () =>
          resolve({ status, ...(timing ? { timing } : {}), ...(refusal ? { refusal } : {}) }),
        );
        response.on('error', () => resolve({ status: 0 }));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve({ status: 0 }));
  });
}

/**
 * Offers `rate` requests a second for `seconds` to `base`, the paths from `next` (called once per
 * request, in order): each sent when due, however many are still waiting.
 */
export async function offerLoad(
  base: string,
  rate: number,
  seconds: number,
  next: () => string,
  limitMs = 10_000,
): Promise<Summary> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const due = schedule(rate, seconds);
  const shots: Promise<Shot>[] = [];
  const start = performance.now();
  for (const at of due) {
    const wait = start + at - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const path = next();
    const dueAt = start + at;
    shots.push(
      get(agent, base + path, limitMs).then((answer) => ({
        ...answer,
        ms: performance.now() - dueAt,
        path,
        at,
      })),
    );
  }
  const done = await Promise.all(shots);
  agent.destroy();
  return summarize(rate, seconds, done);
}

/** Whether a run was within the capacity: every request answered, the p99 within `p99Ms`. */
export function withinCapacity(summary: Summary, p99Ms: number): boolean {
  return summary.refused === 0 && summary.errors === 0 && summary.p99 <= p99Ms;
}

/**
 * The capacity: the highest rate at which `run` is within capacity in two runs of up to three (a
 * third run only when the first two disagree), found by doubling from `firstRate` until a rate is
 * not, then halving the gap (from 0 when the first rate was already past it) `refinements` times.
 * One run is a sample of the mix, a few rare words more or less, and its p99 of a few hundred
 * requests moves with them: at 1,000,000 on Postgres one search passed 188 a second once and the
 * 169 that followed refused 173 of 1,352; another failed 100 a second on a p99 of 103 ms and gave
 * 94, where 2× of that was answered whole. Returns it with every run made on the way.
 */
export async function findCapacity(
  run: (rate: number) => Promise<Summary>,
  { firstRate, p99Ms, refinements = 3 }: { firstRate: number; p99Ms: number; refinements?: number },
): Promise<{ capacity: number; runs: Summary[] }> {
  const runs: Summary[] = [];
  const ok = async (rate: number) => {
    let passed = 0;
    let failed = 0;
    while (passed < 2 && failed < 2) {
      const summary = await run(rate);
      runs.push(summary);
      if (withinCapacity(summary, p99Ms)) passed++;
      else failed++;
    }
    return passed === 2;
  };
  let good = 0;
  let bad = firstRate;
  // Bounded, should a broken service answer everything at once.
  while (bad < 1_000_000 && (await ok(bad))) {
    good = bad;
    bad *= 2;
  }
  for (let i = 0; i < refinements && bad - good > 1; i++) {
    const middle = Math.round((good + bad) / 2);
    if (await ok(middle)) good = middle;
    else bad = middle;
  }
  return { capacity: good, runs };
}
