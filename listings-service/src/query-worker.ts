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
// The index loads before the first message is read: the load's awaits settle at once (node:sqlite
// is synchronous), so a search never finds it half-built, and no visitor waits for it.
void run({ kind: 'warm' });

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
