// A stand-in query worker for query-pool.test.ts (plain JavaScript: it starts at once, with no
// loader). Its "database file" (`database.file`) is `warm:<ms>`: it says it is ready after that long, as
// query-worker.ts does once its index has loaded (`database.url` for a Postgres pool); a `count`
// task answers with this worker's number, a `listing` task with a cancelled statement after
// 1.2 s, and a `warm` task never ends (a runaway query: node:sqlite's cannot be interrupted, so
// the pool must terminate the worker).
const { parentPort, workerData, threadId } = require('node:worker_threads');

const { database } = workerData;
const warmMs = Number(/^warm:(\d+)$/.exec(database.file ?? database.url)?.[1] ?? 0);
const warming = setTimeout(() => parentPort.postMessage({ ready: true }), warmMs);

parentPort.on('message', (request) => {
  if (request.close) {
    clearTimeout(warming);
    parentPort.close();
    return;
  }
  const { id, task } = request;
  if (task.kind === 'warm') for (;;);
  // A query that answers late, as a Postgres worker answers once the server cancelled its statement.
  if (task.kind === 'listing') {
    setTimeout(() => parentPort.postMessage({ id, error: 'canceled', timeout: true }), 1_200);
    return;
  }
  parentPort.postMessage({ id, answer: { listings: threadId } });
});
