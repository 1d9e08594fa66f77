/**
 * A query worker (see query-pool.ts), run by piscina: its own connection to the listings database
 * (the embedded file read-only, or its share of a Postgres server's connections) and its own
 * in-memory index, answering the tasks its pool sends.
 */
import { workerData } from 'node:worker_threads';
import type { TaskOutcome, TaskRequest, WorkerDatabase, WorkerRun } from './query-pool';
import { QueryTimeoutError } from './query-pool';
import { followChanges } from './follow-changes';
import { releaseFreedHeap } from './heap-release';
import type { FollowingRunner } from './query-tasks';
import { claimStart, markDone } from './task-state';
import { joinWarming, type WarmingChannel } from './warming-share';

const { database, warmWordsMs, warming } = workerData as {
  database: WorkerDatabase;
  warmWordsMs: number;
  warming: WarmingChannel;
};

/**
 * How often a worker reads the change feed between its tasks: the embedded file every 100 ms (a
 * read of an indexed table); Postgres wakes its readers itself, and is polled every 250 ms in case
 * a notification was lost or found the feed held back by a transaction still open: its searches
 * do not read the feed (below), so the poll keeps a change within the second the feed promises.
 */
const FEED_POLL_MS = { embedded: 100, postgres: 250 };

/**
 * The runner over this worker's database, its index following the change feed between tasks.
 * Its connections close with the thread.
 */
async function open(): Promise<FollowingRunner> {
  const report = (error: unknown) =>
    console.error(`listings: a query worker could not read the change feed: ${error}`);
  if (database.engine === 'embedded') {
    const { openDatabase } = await import('./database');
    const { sqliteRunner } = await import('./query-tasks');
    const runner = sqliteRunner(openDatabase(database.file, { readOnly: true }), {
      afterReload: releaseFreedHeap,
    });
    followChanges(runner.refresh, FEED_POLL_MS.embedded, report);
    return runner;
  }
  // Loaded only here, so that the embedded engine's workers never load the driver.
  const { listenForChanges, openPostgres, postgresRunner } = await import('./postgres-database');
  const pool = openPostgres(database.url, {
    timeoutMs: database.timeoutMs,
    max: database.connections,
  });
  // Its searches read the index as the passes keep it: the notification wakes them within
  // milliseconds of a commit, and a search spared the feed's round trip runs 0.8–1.2 ms shorter.
  const runner = postgresRunner(pool, database.timeoutMs, {
    afterReload: releaseFreedHeap,
    searchesFollow: false,
  });
  const follower = followChanges(runner.refresh, FEED_POLL_MS.postgres, report);
  listenForChanges(database.url, follower.wake);
  return runner;
}

/**
 * Runs one task, saying first that it has started (its time bound counts from there); skips one
 * the pool cancelled while it waited.
 */
async function answer(
  run: FollowingRunner,
  { task, started, state, stopAfterMs }: TaskRequest,
): Promise<TaskOutcome> {
  if (!claimStart(state)) {
    started.close();
    return { skipped: true };
  }
  started.postMessage(null);
  started.close();
  const start = performance.now();
  // What following the feed cost during this task: the worker holds one task at a time.
  const before = run.stats();
  const ran = (): WorkerRun => {
    const after = run.stats();
    return {
      startedAt: performance.timeOrigin + start,
      runMs: performance.now() - start,
      feedMs: after.feedMs - before.feedMs,
      upkeepMs: after.upkeepMs - before.upkeepMs,
    };
  };
  const stop =
    stopAfterMs === undefined ? undefined : { at: start + stopAfterMs, afterMs: stopAfterMs };
  try {
    const found = await run(task, stop);
    return { answer: found, ran: ran() };
  } catch (error) {
    return {
      error: error instanceof Error ? error.message : String(error),
      ...(error instanceof QueryTimeoutError ? { timeout: true as const } : {}),
      ran: ran(),
    };
  } finally {
    markDone(state);
  }
}

/**
 * The index loads before piscina counts this worker ready (it awaits this export), so that a
 * visitor's request never waits for, or times out on, the load; then its frequent words are asked
 * (within LISTINGS_WARM_WORDS_MS), so that no visitor pays for them: its part of them, the other
 * workers' answers taken as they come (warming-share.ts). A load that fails still makes the
 * worker ready: its tasks then answer with the error.
 */
export default open().then(async (run) => {
  await run({ kind: 'warm' }).catch(() => undefined);
  // Then its frequent words' answers, within their time bound (text-matches.ts).
  if (warmWordsMs > 0) {
    await run.warmWords(warmWordsMs, joinWarming(warming)).catch(() => undefined);
  }
  // The load's transient rows leave V8's freed pages resident: given back before the first task.
  releaseFreedHeap();
  return (request: TaskRequest) => answer(run, request);
});
