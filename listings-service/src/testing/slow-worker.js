// A stand-in query worker for query-pool.test.ts (plain JavaScript: it starts at once, with no
// loader). Its "database file" is `warm:<ms>`: it says it is ready after that long, as
// query-worker.ts does once its index has loaded; a `count` task answers with this worker's number, a `warm` task never ends (a
// runaway query: node:sqlite's cannot be interrupted, so the pool must terminate the worker).
const { parentPort, workerData, threadId } = require('node:worker_threads');

const warmMs = Number(/^warm:(\d+)$/.exec(workerData.file)?.[1] ?? 0);
setTimeout(() => parentPort.postMessage({ ready: true }), warmMs);

parentPort.on('message', ({ id, task }) => {
  if (task.kind === 'warm') for (;;);
  parentPort.postMessage({ id, answer: { listings: threadId } });
});
