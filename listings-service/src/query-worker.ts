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
