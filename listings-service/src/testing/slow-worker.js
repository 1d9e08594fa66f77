// A stand-in query worker for query-pool.test.ts (plain JavaScript: it starts at once, with no
// loader), run by piscina as query-worker.ts is. Its "database file" (`database.file`, or
// `database.url` for a Postgres pool) is `warm:<ms>[:run:<ms>][:slow:<ms>]`: it is ready after the
// first (as query-worker.ts is once its index has loaded), each task runs for the second (20 ms,
// say, to find the pool's capacity), and a `related` task for the third (a slow kind in a mix).
// A `count` or `related` task answers with this worker's number, a `listing` task with a cancelled
// statement after 1.2 s, an `ids` task with a timeout once the pool's `stopAfterMs` has passed (an
// embedded scan stopping between two slices) or never without one, and a `warm` task after
// loading never ends (a runaway query: node:sqlite's cannot be interrupted, so the pool must
// terminate the worker).
const { workerData, threadId } = require('node:worker_threads');

const { database } = workerData;
const [, warmMs = '0', runMs = '0', slowMs = runMs] =
  /^warm:(\d+)(?::run:(\d+))?(?::slow:(\d+))?$/.exec(database.file ?? database.url) ?? [];
let loaded = false;

/**
 * Holds the thread for `ms`, as a synchronous node:sqlite query does, without using a CPU: the
 * pool's capacity is then the same on a busy machine (CI runs other suites beside this one).
 */
function busy(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

// The task's state as task-state.ts keeps it (0 waiting, 1 started, 2 cancelled, 3 done).
async function answer({ task, started, state, stopAfterMs }) {
  if (Atomics.compareExchange(state, 0, 0, 1) !== 0) {
    started.close();
    return { skipped: true };
  }
  started.postMessage(null);
  started.close();
  const start = performance.now();
  try {
    const outcome = await run(task, stopAfterMs);
    // Timed here, as query-worker.ts times its run.
    return {
      ...outcome,
      ran: { startedAt: performance.timeOrigin + start, runMs: performance.now() - start },
    };
  } finally {
    Atomics.compareExchange(state, 0, 1, 3);
  }
}

async function run(task, stopAfterMs) {
  // The pool's own warm-up (one per worker) comes first; a later one is a runaway.
  if (task.kind === 'warm') {
    if (!loaded) {
      loaded = true;
      return { answer: { listings: threadId } };
    }
    for (;;);
  }
  if (task.kind === 'listing') {
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    return { error: 'canceled', timeout: true };
  }
  if (task.kind === 'ids') {
    if (stopAfterMs === undefined) for (;;);
    busy(stopAfterMs);
    return { error: 'stopped', timeout: true };
  }
  busy(Number(task.kind === 'related' ? slowMs : runMs));
  return { answer: { listings: threadId } };
}

module.exports = new Promise((resolve) => setTimeout(() => resolve(answer), Number(warmMs)));
