/**
 * Whether a query may wait for a worker (query-pool.ts): a service past its capacity answers what
 * it can in time and refuses the rest at once, rather than queueing requests that would wait past
 * any use and make every answer late (docs/listings-service.md#overload).
 */

/** What the pool knows when a task arrives. */
export interface Load {
  /** Tasks waiting for a worker now, not counting the one arriving. */
  queued: number;
  /** Tasks the workers run at once (workers × tasks per worker). */
  capacity: number;
  /** How long a task runs, lately (ms). */
  averageRunMs: number;
}

/**
 * The wait a task arriving now can expect before a worker takes it: the tasks ahead of it, and
 * itself, shared by the workers, at the recent run time. With an idle worker there is no queue,
 * and the expected wait is a fraction of one run.
 */
export function expectedWaitMs({ queued, capacity, averageRunMs }: Load): number {
  return ((queued + 1) * averageRunMs) / Math.max(1, capacity);
}

/** Whether a task may wait for a worker, at most `maxWaitMs` by the estimate. */
export function admits(load: Load, maxWaitMs: number): boolean {
  return expectedWaitMs(load) <= maxWaitMs;
}

/**
 * A recent average that follows the run times it is given (exponentially weighted, `weight` for
 * the newest), starting from `initialMs`.
 */
export function runTimeAverage(initialMs: number, weight = 0.1) {
  let average = initialMs;
  return {
    add(ms: number): void {
      average += weight * (ms - average);
    },
    get ms(): number {
      return average;
    },
  };
}
