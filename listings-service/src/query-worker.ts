/**
 * A query worker (see query-pool.ts): one read-only connection to the listings database, answering
 * the tasks its pool sends, one at a time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from './database';
import { sqliteRunner, type QueryTask } from './query-tasks';

interface Request {
  id: number;
  task: QueryTask;
}

const { file } = workerData as { file: string };
const run = sqliteRunner(openDatabase(file, { readOnly: true }));
// The index loads before the first task: the pool gives this worker none until it says it is
// ready (query-pool.ts), so a visitor's request never waits for, or times out, the load. A load
// that fails still says so: the tasks then answer with the error.
const warm = (): void => parentPort?.postMessage({ ready: true });
run({ kind: 'warm' }).then(warm, warm);

parentPort?.on('message', ({ id, task }: Request) => {
  run(task).then(
    (answer) => parentPort?.postMessage({ id, answer }),
    (error: unknown) =>
      parentPort?.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
