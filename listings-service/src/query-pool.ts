import path from 'node:path';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';

type RunOptions = NonNullable<Parameters<Piscina['run']>[1]>;
import {
  admittedWait,
  offeredWork,
  recentRunTimes,
  taskClass,
  waitBound,
  waitCalibration,
  type Load,
  type Refusal,
} from './admission';
import { BURST_WAIT_DEFAULT_MS, MAX_WAIT_DEFAULT_MS } from './config';
import type { QueryAnswer, QueryTask } from './query-tasks';
import type { TaskTiming } from './server-timing';
import { cancelIfQueued, isDone, newTaskState, type TaskState } from './task-state';
import { threadPauses } from './thread-pause';
import { warmingChannel } from './warming-share';

/** A task that did not finish within its time: answered 503, never left running. */
/** The share of its bound after which an embedded task begins no statement (TaskRequest). */
export const STOP_SHARE = 0.75;

export class QueryTimeoutError extends Error {
  constructor(ms: number) {
    super(`the query took longer than ${ms} ms`);
    this.name = 'QueryTimeoutError';
  }
}

/**
 * The task cannot start in time: answered 503 at once rather than queued without end, with why
 * (admission.ts `Refusal`).
 */
export class QueryOverloadError extends Error {
  constructor(readonly refusal: Refusal) {
    super('too many queries are waiting');
    this.name = 'QueryOverloadError';
  }
}

/** What a query worker opens (query-worker.ts). */
export type WorkerDatabase =
  /** The SQLite file, read-only (WAL lets the workers read in parallel). */
  | { engine: 'embedded'; file: string }
  /**
   * A Postgres server: `connections` for the whole pool, each worker opening its share; each
   * statement bounded by `statement_timeout` (`timeoutMs`).
   */
  | { engine: 'postgres'; url: string; connections: number; timeoutMs: number };

/**
 * What the pool gives a worker for each task: the task, a port on which the worker says at once
 * that it has started it (a task's time bound counts from there, not from its arrival), and the
 * task's state (task-state.ts), which decides whether it was taken or cancelled.
 */
export interface TaskRequest {
  task: QueryTask;
  started: MessagePort;
  state: TaskState;
  /**
   * Embedded: how long after its start the task may still begin a statement. node:sqlite cannot
   * be interrupted, so a task of several statements (a short word's scan, in slices) stops
   * between two of them and answers a timeout before its bound, keeping its worker.
   */
  stopAfterMs?: number;
}

/**
 * When a worker started a task, on the wall clock every thread shares (`performance.timeOrigin +
 * performance.now()`, ms), and how long it ran it: timed in the worker, since its answer can reach
 * the pool's thread before its "started" does (two ports keep no order between them).
 */
export interface WorkerRun {
  startedAt: number;
  runMs: number;
  /** Of its run: how long it waited for its own refresh of the index (query-tasks.ts). */
  feedMs?: number;
  /** Of its run: the thread's time applying changes to the index, its own or the worker's pass. */
  upkeepMs?: number;
}

/**
 * What a worker answers: the answer, the error (`timeout`: the server cancelled a statement), each
 * with its run, or that it skipped a task the pool had cancelled while it waited.
 */
export type TaskOutcome =
  | { answer: QueryAnswer; ran: WorkerRun }
  | { error: string; timeout?: true; ran: WorkerRun }
  | { skipped: true };

export interface PoolOptions {
  /** What every worker opens. */
  database: WorkerDatabase;
  /** How many workers answer in parallel. */
  size: number;
  /** The bound of one task from when a worker starts it (its wait for a worker not counted). */
  timeoutMs: number;
  /**
   * The longest a task may expect to wait for a worker (admission.ts `waitBound`), but in the
   * backlog of a pause below capacity: one that would wait longer is refused at once. One still
   * waiting when its time bound has passed (the estimate was wrong) is cancelled (skipped by the
   * worker that takes it).
   */
  maxWaitMs?: number;
  /**
   * The longest a task may expect to wait in the backlog of a pause of the pool's own thread
   * while the pool is not past its capacity (admission.ts `waitBound`).
   */
  burstWaitMs?: number;
  /** How many tasks may wait for a worker, whatever the estimate. */
  maxQueue?: number;
  /** How long each worker's start may spend asking its frequent words (text-matches.ts); 0: none. */
  warmWordsMs?: number;
  /**
   * How many tasks a worker holds at once: 1 for node:sqlite (its calls block the worker's thread);
   * more for Postgres, whose tasks wait on the server part of their time.
   */
  tasksPerWorker?: number;
  /** The worker's module (tests give their own); query-worker.ts by default. */
  workerFile?: string;
  /** Node options of the workers: by default this process's (the tsx loader, under which the service runs). */
  execArgv?: string[];
}

/** Runs query tasks with a time bound; `close` stops it. */
export interface QueryExecutor {
  /** The answer; `observe` is told how long the task waited and ran, once a worker has run it. */
  run(task: QueryTask, observe?: (timing: TaskTiming) => void): Promise<QueryAnswer>;
  close(): Promise<void>;
  /** Settles when every worker has loaded its index (at once where there is nothing to load). */
  ready?(): Promise<void>;
  /** How many workers have been replaced since the pool started (killed for a runaway task). */
  replaced?(): number;
}

/** An admitted task: its class (admission.ts), and when its worker said it started it. */
interface AdmittedTask {
  taskClass: string;
  startedAt?: number;
}

/** A task's first guess at its run time, before any has run. */
const FIRST_RUN_MS = 10;

/**
 * A pool of query workers (piscina), each with its own connection(s) and its own copy of the
 * in-memory index, so that the index's work (filters, counts, sorts: JavaScript) runs on every
 * core instead of the HTTP server's one thread. A worker takes tasks only once its index has
 * loaded (its module's export settles then). Past capacity it sheds, never collapses:
 * - a task that would wait for a worker longer than `maxWaitMs` (by the work ahead of it, each
 *   running and waiting task by the recent runs of its class: admission.ts) while the work offered
 *   lately is more than the workers' time or the queue is traffic's, or longer than
 *   `burstWaitMs` for the backlog a pause of this thread has made (thread-pause.ts), is
 *   refused at once with QueryOverloadError (503 and Retry-After), and one still waiting when its
 *   time bound has passed is cancelled (task-state.ts): the worker that takes it skips it, and
 *   no worker is touched;
 * - a task's time bound counts from when a worker starts it, so waiting in the queue never makes
 *   a healthy worker's task overrun;
 * - embedded: node:sqlite's calls are synchronous and cannot be interrupted, so a task of several
 *   statements begins none past `stopAfterMs` (TaskRequest) and answers a timeout itself, keeping
 *   its worker; one still running at its bound is answered with QueryTimeoutError and its worker
 *   is terminated and replaced (the replacement loads its index before it takes a task);
 * - Postgres: the server cancels a statement past `statement_timeout`, so the task is answered
 *   503 at its bound and the worker, freed by the cancel, keeps its index; a worker that has not
 *   answered one more bound later (JavaScript stuck, not the database) is replaced.
 */
export function createQueryPool({
  database,
  size,
  timeoutMs,
  maxWaitMs = MAX_WAIT_DEFAULT_MS,
  burstWaitMs = BURST_WAIT_DEFAULT_MS,
  maxQueue = 200,
  tasksPerWorker = 1,
  workerFile = path.join(__dirname, 'query-worker.ts'),
  execArgv,
  warmWordsMs = 0,
}: PoolOptions): QueryExecutor {
  const cancels = database.engine === 'postgres';
  // A quarter of the bound left for the statement under way and the answer's way back.
  const stopAfterMs = cancels ? undefined : Math.round(timeoutMs * STOP_SHARE);
  const opens: WorkerDatabase =
    database.engine === 'postgres'
      ? { ...database, connections: connectionsPerWorker(database.connections, size) }
      : database;
  const piscina = new Piscina<TaskRequest, TaskOutcome>({
    filename: workerFile,
    minThreads: size,
    maxThreads: size,
    idleTimeout: Number.POSITIVE_INFINITY,
    concurrentTasksPerWorker: tasksPerWorker,
    maxQueue,
    // The tasks await (a Postgres statement, the index's load): the worker's event loop must run
    // between them, which piscina's synchronous Atomics wait would hold.
    atomics: 'disabled',
    workerData: { database: opens, warmWordsMs, warming: warmingChannel(size) },
    // The worker's TypeScript runs under the loader this process runs under (tsx).
    ...(execArgv ? { execArgv } : {}),
  });
  const capacity = size * tasksPerWorker;
  /**
   * The admitted tasks not yet given to piscina, first come first: piscina is given at most
   * `capacity` at once, one for each task a worker can run, so its own queue (which puts a task it
   * could not place at its tail, or with `stricterFIFO` a newer one at its head) never reorders
   * them, and a task admitted behind a few does not wait behind many (admission.ts).
   */
  const waiting: (() => void)[] = [];
  let dispatched = 0;
  const pump = () => {
    while (dispatched < capacity && waiting.length > 0) (waiting.shift() as () => void)();
  };
  const runTimes = recentRunTimes(FIRST_RUN_MS);
  const calibration = waitCalibration();
  const offered = offeredWork();
  const pauses = threadPauses();
  /**
   * The tasks admitted and not yet answered, first come first: waiting for a worker until their
   * worker says it has started them (admission.ts reads both).
   */
  const admitted = new Set<AdmittedTask>();
  const load = (): Load => {
    const now = performance.now();
    const running: Load['running'][number][] = [];
    const waiting: string[] = [];
    for (const task of admitted) {
      if (task.startedAt === undefined) waiting.push(task.taskClass);
      else running.push({ taskClass: task.taskClass, elapsedMs: now - task.startedAt });
    }
    return { capacity, running, waiting };
  };
  /** Every first worker holds its index: tasks are taken from then on. */
  let warmed = false;
  let replaced = 0;
  let closed = false;
  piscina.on('workerCreate', () => {
    if (warmed) replaced++;
  });
  // A worker that dies between tasks is replaced by piscina; its tasks are answered with the error.
  piscina.on('error', () => undefined);

  /** Sends `task` to a worker; `onStart` is called when a worker starts it. */
  const send = (
    task: QueryTask,
    state: TaskState,
    signal: AbortSignal,
    onStart: () => void,
  ): Promise<TaskOutcome> => {
    const { port1, port2 } = new MessageChannel();
    port1.once('message', () => {
      port1.close();
      onStart();
    });
    // Piscina infers its transfer list's type from MessagePort.postMessage, whose last overload
    // in today's @types/node takes options instead: the list is what postMessage transfers.
    const transferList = [port2] as unknown as RunOptions['transferList'];
    return piscina
      .run({ task, started: port2, state, stopAfterMs }, { transferList, signal })
      .finally(() => port1.close());
  };

  const ready = Promise.all(
    // One load per worker: each warm task waits for its worker's index (piscina gives the first
    // workers their tasks before they say they are ready).
    Array.from({ length: size }, () =>
      send({ kind: 'warm' }, newTaskState(), new AbortController().signal, () => {}),
    ),
  ).then(
    () => {
      warmed = true;
    },
    () => {
      warmed = true;
    },
  );

  return {
    run(task, observe) {
      if (closed) return Promise.reject(new Error('the query pool is closed'));
      // Loading: a task would sit in a loading worker, whose load a bound must not cut short (the
      // service opens its port only once ready; a test may ask before).
      if (!warmed) return Promise.reject(new QueryOverloadError({ cause: 'loading' }));
      const entry: AdmittedTask = { taskClass: taskClass(task) };
      // Every arrival is work offered, admitted or not: past capacity the refused are the excess.
      const now = performance.now();
      offered.add(now, runTimes.expectedMs(entry.taskClass));
      if (waiting.length >= maxQueue) {
        return Promise.reject(new QueryOverloadError({ cause: 'queue', waiting: waiting.length }));
      }
      const bound = waitBound(
        { offeredShare: offered.share(now, capacity), paused: pauses.inBacklog(now) },
        { maxWaitMs, burstWaitMs },
      );
      const admission = admittedWait(load(), runTimes, bound, calibration.factor);
      if ('refusal' in admission) return Promise.reject(new QueryOverloadError(admission.refusal));
      const { expectedMs } = admission;
      admitted.add(entry);
      const arrivedAt = performance.timeOrigin + performance.now();
      return new Promise<QueryAnswer>((resolve, reject) => {
        const abort = new AbortController();
        const state = newTaskState();
        let settled = false;
        const settle = (outcome: { answer: QueryAnswer } | { error: Error }) => {
          if (settled) return;
          settled = true;
          // Answered, refused or past its bound: no longer work ahead of the next arrival (a task
          // cancelled while waiting is skipped in no time).
          admitted.delete(entry);
          if ('error' in outcome) reject(outcome.error);
          else resolve(outcome.answer);
        };
        /** Past its bound, unless its worker has finished it (its answer is late to be read). */
        const overran = () => {
          if (isDone(state)) return;
          settle({ error: new QueryTimeoutError(timeoutMs) });
          // node:sqlite cannot be interrupted: the worker goes. Postgres cancels the statement
          // itself: the worker is given one more bound to answer before it goes.
          if (!cancels) abort.abort();
          else timer = setTimeout(() => isDone(state) || abort.abort(), timeoutMs);
        };
        // Still waiting for a worker when its bound has passed: cancelled, and skipped by the
        // worker that takes it (an abort could fall on a worker that has just taken it, and
        // piscina terminates a worker whose task is aborted). Taken already: onStart's bound runs.
        let timer = setTimeout(() => {
          if (!cancelIfQueued(state)) return;
          settle({ error: new QueryOverloadError({ cause: 'waited', boundMs: timeoutMs }) });
        }, timeoutMs);
        const onStart = () => {
          entry.startedAt = performance.now();
          clearTimeout(timer);
          timer = setTimeout(overran, timeoutMs);
        };
        const dispatch = () => {
          // Cancelled while it waited here: skipped.
          if (settled) return;
          dispatched++;
          send(task, state, abort.signal, onStart)
            .then(
              (outcome) => {
                clearTimeout(timer);
                if ('skipped' in outcome) return;
                const { startedAt, runMs, feedMs, upkeepMs } = outcome.ran;
                const waitMs = Math.max(0, startedAt - arrivedAt);
                runTimes.add(entry.taskClass, runMs);
                calibration.add(expectedMs, waitMs);
                observe?.({
                  waitMs,
                  runMs,
                  ...(feedMs === undefined ? {} : { feedMs }),
                  ...(upkeepMs === undefined ? {} : { upkeepMs }),
                });
                settle(
                  'answer' in outcome
                    ? { answer: outcome.answer }
                    : {
                        error: outcome.timeout
                          ? new QueryTimeoutError(timeoutMs)
                          : new Error(outcome.error),
                      },
                );
              },
              (error: unknown) => {
                clearTimeout(timer);
                // The worker's end (terminated past its bound, or dead).
                settle({ error: error instanceof Error ? error : new Error(String(error)) });
              },
            )
            .finally(() => {
              dispatched--;
              pump();
            });
        };
        waiting.push(dispatch);
        pump();
      });
    },
    ready: () => ready,
    replaced: () => replaced,
    async close() {
      closed = true;
      pauses.stop();
      // Each worker's connections close with its thread (Postgres sees them closed).
      await piscina.destroy();
    },
  };
}

/**
 * Each worker's share of the service's `total` connections (10 over 3: 3), one at least: every
 * worker opens the same number, so that a replaced worker takes its predecessor's share.
 */
export function connectionsPerWorker(total: number, workers: number): number {
  return Math.max(1, Math.floor(total / workers));
}

/**
 * Runs tasks in this thread with the same time bound on the answer: node:sqlite's tasks one after
 * another (they cannot be stopped here, only answered late: for tests and tools), Postgres's
 * concurrently (the server cancels a statement past its `statement_timeout`). Past `maxPending`
 * tasks at once, more are refused with QueryOverloadError, as the pool refuses past its queue.
 */
export function createInlineExecutor(
  run: (task: QueryTask) => Promise<QueryAnswer>,
  timeoutMs: number,
  maxPending = Number.POSITIVE_INFINITY,
): QueryExecutor {
  let pending = 0;
  return {
    run(task, observe) {
      if (pending >= maxPending) {
        return Promise.reject(new QueryOverloadError({ cause: 'queue', waiting: pending }));
      }
      pending++;
      const started = performance.now();
      return new Promise<QueryAnswer>((resolve, reject) => {
        const timer = setTimeout(() => reject(new QueryTimeoutError(timeoutMs)), timeoutMs);
        run(task)
          .then(
            (answer) => {
              clearTimeout(timer);
              observe?.({ waitMs: 0, runMs: performance.now() - started });
              resolve(answer);
            },
            (error: unknown) => {
              clearTimeout(timer);
              reject(error instanceof Error ? error : new Error(String(error)));
            },
          )
          .finally(() => pending--);
      });
    },
    close: () => Promise.resolve(),
  };
}
