/**
 * A query worker (see query-pool.ts): its own connection to the listings database (the embedded
 * file read-only, or its share of a Postgres server's connections) and its own in-memory index,
 * answering the tasks its pool sends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerDatabase, WorkerMessage, WorkerRequest } from './query-pool';
import { QueryTimeoutError } from './query-pool';
import type { QueryRunner } from './query-tasks';

const { database } = workerData as { database: WorkerDatabase };

const send = (message: WorkerMessage): void => parentPort?.postMessage(message);

/** The runner over this worker's database, and how to close its connections. */
async function open(): Promise<{ run: QueryRunner; close(): Promise<void> }> {
  if (database.engine === 'embedded') {
    const { openDatabase } = await import('./database');
    const { sqliteRunner } = await import('./query-tasks');
    const db = openDatabase(database.file, { readOnly: true });
    return { run: sqliteRunner(db), close: () => Promise.resolve(db.close()) };
  }
  // Loaded only here, so that the embedded engine's workers never load the driver.
  const { openPostgres, postgresRunner } = await import('./postgres-database');
  const pool = openPostgres(database.url, {
    timeoutMs: database.timeoutMs,
    max: database.connections,
  });
  return { run: postgresRunner(pool, database.timeoutMs), close: () => pool.end() };
}

const opened = open();

// The index loads before the first task: the pool gives this worker none until it says it is
// ready (query-pool.ts), so a visitor's request never waits for, or times out, the load. A load
// that fails still says so: the tasks then answer with the error.
const warm = (): void => send({ ready: true });
opened.then(({ run }) => run({ kind: 'warm' })).then(warm, warm);

parentPort?.on('message', (request: WorkerRequest) => {
  if ('close' in request) {
    opened
      .then(({ close }) => close())
      .catch(() => undefined)
      .finally(() => parentPort?.close());
    return;
  }
  const { id, task } = request;
  opened
    .then(({ run }) => run(task))
    .then(
      (answer) => send({ id, answer }),
      (error: unknown) =>
        send({
          id,
          error: error instanceof Error ? error.message : String(error),
          ...(error instanceof QueryTimeoutError ? { timeout: true as const } : {}),
        }),
    );
});
