/**
 * A query worker (see query-pool.ts), run by piscina: its own connection to the listings database
 * (the embedded file read-only, or its share of a Postgres server's connections) and its own
 * in-memory index, answering the tasks its pool sends.
 */
import { workerData } from 'node:worker_threads';
import type { TaskOutcome, TaskRequest, WorkerDatabase } from './query-pool';
import { QueryTimeoutError } from './query-pool';
import type { QueryRunner } from './query-tasks';
import { claimStart, markDone } from './task-state';

const { database } = workerData as { database: WorkerDatabase };

/** The runner over this worker's database. Its connections close with the thread. */
async function open(): Promise<QueryRunner> {
  if (database.engine === 'embedded') {
    const { openDatabase } = await import('./database');
    const { sqliteRunner } = await import('./query-tasks');
    return sqliteRunner(openDatabase(database.file, { readOnly: true }));
  }
  // Loaded only here, so that the embedded engine's workers never load the driver.
  const { openPostgres, postgresRunner } = await import('./postgres-database');
  const pool = openPostgres(database.url, {
    timeoutMs: database.timeoutMs,
    max: database.connections,
  });
  return postgresRunner(pool, database.timeoutMs);
}

/**
 * Runs one task, saying first that it has started (its time bound counts from there); skips one
 * the pool cancelled while it waited.
 */
async function answer(
  run: QueryRunner,
  { task, started, state }: TaskRequest,
): Promise<TaskOutcome> {
  if (!claimStart(state)) {
    started.close();
    return { skipped: true };
  }
  started.postMessage(null);
  started.close();
  try {
    return { answer: await run(task) };
  } catch (error) {
    return {
      error: error instanceof Error ? error.message : String(error),
      ...(error instanceof QueryTimeoutError ? { timeout: true as const } : {}),
    };
  } finally {
    markDone(state);
  }
}

/**
 * The index loads before piscina counts this worker ready (it awaits this export), so that a
 * visitor's request never waits for, or times out on, the load. A load that fails still makes the
 * worker ready: its tasks then answer with the error.
 */
export default open().then(async (run) => {
  await run({ kind: 'warm' }).catch(() => undefined);
  return (request: TaskRequest) => answer(run, request);
});
