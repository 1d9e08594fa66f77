/**
 * Whether a query may wait for a worker (query-pool.ts): a service past its capacity answers what
 * it can in time and refuses the rest at once, rather than queueing requests that would wait past
 * any use and make every answer late (docs/listings-service.md#overload).
 *
 * The wait is estimated from the work ahead of the arriving task, task by task: what each running
 * task has left and what each waiting one will take, by the recent runs of tasks of its class. One
 * average over every task (the earlier estimate) is made of the many quick ones: it did not see a
 * text query of a word not kept (100–300 ms at 1,000,000) ahead in the queue, nor a worker held by
 * one, and admitted tasks that then waited a second.
 */
import type { QueryTask } from './query-tasks';

/**
 * What a task is, for its expected run: its kind, and for a search or a map whether it asks a
 * text (a word not kept takes a hundred times a filter's run).
 */
export function taskClass(task: QueryTask): string {
  if ((task.kind === 'search' || task.kind === 'map') && task.search.text !== '') {
    return `${task.kind} text`;
  }
  return task.kind;
}

/** A task a worker is running: its class, and how long it has run (ms). */
export interface Running {
  taskClass: string;
  elapsedMs: number;
}

/** What the pool knows when a task arrives. */
export interface Load {
  /** Tasks the workers run at once (workers × tasks per worker). */
  capacity: number;
  /** The tasks running now (at most `capacity`). */
  running: readonly Running[];
  /** The classes of the tasks waiting for a worker, first come first, not counting the arriving one. */
  waiting: readonly string[];
}

/** What the recent runs say of a task's run. */
export interface RunTimes {
  /** The run of a task of this class not yet started (ms). */
  expectedMs(taskClass: string): number;
  /** What a task of this class that has run `elapsedMs` has left (ms). */
  remainingMs(taskClass: string, elapsedMs: number): number;
}

/**
 * The wait a task arriving now can expect before a worker takes it: the workers free up as their
 * running tasks end (by what each has left), and each waiting task goes, first come first, to the
 * worker free soonest for its expected run; the arriving task's wait is then when the soonest
 * worker is free. With a free worker and no queue it is 0.
 */
export function expectedWaitMs({ capacity, running, waiting }: Load, times: RunTimes): number {
  const freeAt = running.map((task) => times.remainingMs(task.taskClass, task.elapsedMs));
  while (freeAt.length < capacity) freeAt.push(0);
  for (const waitingClass of waiting) {
    const soonest = indexOfMin(freeAt);
    freeAt[soonest] = (freeAt[soonest] as number) + times.expectedMs(waitingClass);
  }
  return freeAt[indexOfMin(freeAt)] ?? 0;
}

function indexOfMin(values: readonly number[]): number {
  let found = 0;
  for (let i = 1; i < values.length; i++)
    if ((values[i] as number) < (values[found] as number)) found = i;
  return found;
}

/**
 * Why the pool refused a task: its 503 says it in `Server-Timing` (server-timing.ts
 * `refusalTiming`, which the bench's `--shots` keep) and the service's log beside the request, so
 * that a refusal at the usual rate can be told from a queue that was real and one the estimate
 * made up.
 */
export type Refusal =
  /** The workers were still loading their index. */
  | { cause: 'loading' }
  /** `waiting` tasks already waited: the queue's cap, whatever the estimate. */
  | { cause: 'queue'; waiting: number }
  /**
   * The expected wait (`estimateMs`, expectedWaitMs) times `calibration` (waitCalibration) was past
   * `boundMs` (waitBound), with `waiting` tasks ahead for a worker.
   */
  | { cause: 'estimate'; estimateMs: number; calibration: number; boundMs: number; waiting: number }
  /** Admitted, and still waiting for a worker at its time bound, `boundMs`: the estimate was wrong. */
  | { cause: 'waited'; boundMs: number };

/**
 * Whether a task may wait for a worker: its expected wait when that, times `calibration` (how the
 * waits lately compared with their estimates: waitCalibration), is at most `maxWaitMs`; else the
 * refusal, with the figures it was decided on.
 */
export function admittedWait(
  load: Load,
  times: RunTimes,
  maxWaitMs: number,
  calibration = 1,
): { expectedMs: number } | { refusal: Extract<Refusal, { cause: 'estimate' }> } {
  const expectedMs = expectedWaitMs(load, times);
  if (expectedMs * calibration <= maxWaitMs) return { expectedMs };
  return {
    refusal: {
      cause: 'estimate',
      estimateMs: expectedMs,
      calibration,
      boundMs: maxWaitMs,
      waiting: load.waiting.length,
    },
  };
}

/**
 * The work offered to the workers lately, to tell a service past its capacity from a burst: the
 * expected runs (RunTimes.expectedMs) of the tasks that arrived in the last `windowMs`, admitted
 * or refused, as a share of the workers' time in that window (`capacity` tasks at once). Past
 * capacity it is about 1 or more; at the usual rate it stays well below, even when a pause of
 * the service's thread (a collection, a busy machine) hands the pool the requests of the pause at
 * once: they arrive together, but their work is the pause's share of the window, as it would have
 * been spread out.
 */
export function offeredWork(windowMs = OFFERED_WINDOW_MS): {
  /** A task of `expectedMs` arrived at `atMs` (performance.now()), in the order of arrival. */
  add(atMs: number, expectedMs: number): void;
  /** The work that arrived in the window up to `nowMs`, over `capacity` × the window. */
  share(nowMs: number, capacity: number): number;
} {
  const arrivals: { atMs: number; expectedMs: number }[] = [];
  let first = 0;
  let sum = 0;
  const forget = (nowMs: number) => {
    while (first < arrivals.length && (arrivals[first]?.atMs ?? 0) <= nowMs - windowMs) {
      sum -= arrivals[first]?.expectedMs ?? 0;
      first++;
    }
    // Drop what was forgotten now and then, not at each arrival.
    if (first > 1_000 && first * 2 > arrivals.length) {
      arrivals.splice(0, first);
      first = 0;
    }
    if (first === arrivals.length) sum = 0;
  };
  return {
    add(atMs, expectedMs) {
      forget(atMs);
      arrivals.push({ atMs, expectedMs });
      sum += expectedMs;
    },
    share(nowMs, capacity) {
      forget(nowMs);
      return sum / (Math.max(1, capacity) * windowMs);
    },
  };
}

/** The window over which offeredWork weighs the work that arrived (ms). */
export const OFFERED_WINDOW_MS = 250;

/**
 * The wait a task may expect and still be admitted: `burstWaitMs` for the queue a pause of the
 * service's own thread has just made (a collection, a busy machine's scheduler: the requests of
 * the pause reach the pool together once it is free, and the workers drain them within a few
 * hundred ms), while the work offered lately (offeredWork) is under `overloadShare` of the
 * workers' time; `maxWaitMs` otherwise, for a queue that traffic has made, where a short wait is
 * what keeps the answers quick past capacity and sheds the rest. At the usual rate a visitor is
 * better served a little late than refused for the service's own pause (seen at 1,000,000 on
 * Postgres at half the capacity: three refused at one instant after a stall of 200 ms,
 * docs/listings-service.md#overload). `overloadShare` is a little under 1: the estimate counts the
 * workers' runs, not their time between tasks.
 */
export function waitBound(
  { offeredShare, paused }: { offeredShare: number; paused: boolean },
  { maxWaitMs, burstWaitMs }: { maxWaitMs: number; burstWaitMs: number },
  overloadShare = OVERLOAD_SHARE,
): number {
  return paused && offeredShare <= overloadShare ? Math.max(maxWaitMs, burstWaitMs) : maxWaitMs;
}

/** The share of the workers' time past which the work offered is an overload (waitBound). */
export const OVERLOAD_SHARE = 0.9;

/**
 * How the recent waits compared with their estimates: the sum of the last `window` waits over
 * the sum of what was expected of them, from `least` samples on (1 before), within
 * [`lowest`, `highest`]. The estimate counts the workers' runs only; what it leaves out (a
 * worker's time between two tasks, receiving one and sending its answer back, the pool's thread
 * and the HTTP server sharing the cores with the workers) makes each task ahead cost more than
 * its run, in proportion to the tasks ahead. Measured at 2× capacity at 1,000,000: the waits
 * were 1.1 times their estimates at the median, 1.7 times at the 99th percentile.
 */
export function waitCalibration({
  window = 200,
  least = 20,
  lowest = 0.5,
  highest = 4,
}: { window?: number; least?: number; lowest?: number; highest?: number } = {}): {
  /** A task expected to wait `expectedMs` (1 ms or more: a wait for a free worker says nothing) waited `waitedMs`. */
  add(expectedMs: number, waitedMs: number): void;
  readonly factor: number;
} {
  const expected = recentValues(window);
  const waited = recentValues(window);
  return {
    add(expectedMs, waitedMs) {
      if (expectedMs < 1) return;
      expected.add(expectedMs);
      waited.add(waitedMs);
    },
    get factor() {
      if (expected.values.length < least) return 1;
      return Math.min(highest, Math.max(lowest, waited.sum / expected.sum));
    },
  };
}

/**
 * The last `window` run times of each class of task (ms), and what they say: a task not yet
 * started is expected to run its class's mean; one that has run a while, the mean of what the
 * longer runs of its class had left at that point (a text query still running after 50 ms is a
 * cold one, not an average one), or as long again as it has run when none of its class ran that
 * long. A class not yet seen is expected to run the mean of every class, `firstMs` before any run.
 */
export function recentRunTimes(
  firstMs: number,
  window = 100,
): RunTimes & {
  add(taskClass: string, ms: number): void;
} {
  const runs = new Map<string, ReturnType<typeof recentValues>>();
  let allSum = 0;
  let allCount = 0;
  const meanOfAll = () => (allCount === 0 ? firstMs : allSum / allCount);
  return {
    add(taskClass, ms) {
      let kept = runs.get(taskClass);
      if (!kept) runs.set(taskClass, (kept = recentValues(window)));
      const dropped = kept.add(ms);
      allSum += ms - (dropped ?? 0);
      if (dropped === undefined) allCount++;
    },
    expectedMs(taskClass) {
      const kept = runs.get(taskClass);
      return kept ? kept.sum / kept.values.length : meanOfAll();
    },
    remainingMs(taskClass, elapsedMs) {
      const kept = runs.get(taskClass);
      if (!kept) return Math.max(meanOfAll() - elapsedMs, elapsedMs);
      let left = 0;
      let longer = 0;
      for (const ms of kept.values) {
        if (ms > elapsedMs) {
          left += ms - elapsedMs;
          longer++;
        }
      }
      return longer === 0 ? elapsedMs : left / longer;
    },
  };
}

/** The last `size` values added, and their sum; `add` gives back the value it pushed out, if any. */
function recentValues(size: number): {
  add(value: number): number | undefined;
  readonly values: readonly number[];
  readonly sum: number;
} {
  const values: number[] = [];
  let next = 0;
  let sum = 0;
  return {
    add(value) {
      sum += value;
      if (values.length < size) {
        values.push(value);
        return undefined;
      }
      const dropped = values[next] as number;
      values[next] = value;
      next = (next + 1) % size;
      sum -= dropped;
      return dropped;
    },
    values,
    get sum() {
      return sum;
    },
  };
}
