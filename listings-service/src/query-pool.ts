import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { QueryAnswer, QueryTask } from './query-tasks';

/** A task that did not finish within its time: answered 503, never left running. */
export class QueryTimeoutError extends Error {
  constructor(ms: number) {
    super(`the query took longer than ${ms} ms`);
    this.name = 'QueryTimeoutError';
  }
}

/** Too many tasks are waiting: answered 503 at once rather than queued without end. */
export class QueryOverloadError extends Error {
  constructor() {
    super('too many queries are waiting');
    this.name = 'QueryOverloadError';
  }
}

/** Runs query tasks with a time bound; `close` stops it. */
export interface QueryExecutor {
  run(task: QueryTask): Promise<QueryAnswer>;
  close(): Promise<void>;
  /** Settles when every worker has loaded its index (at once where there is nothing to load). */
  ready?(): Promise<void>;
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

/** What the pool sends a worker: a task, or the order to end (`close`). */
export type WorkerRequest = { id: number; task: QueryTask } | { close: true };

/** What a worker sends back: ready (its index loaded), an answer, or the error of a task. */
export type WorkerMessage =
  | { ready: true }
  | { id: number; answer: QueryAnswer }
  /** `timeout`: the server cancelled a statement past its time (answered 503, as the pool's bound). */
  | { id: number; error: string; timeout?: true };

export interface PoolOptions {
  /** What every worker opens. */
  database: WorkerDatabase;
  /** How many workers answer in parallel. */
  size: number;
  /** The bound of one task, from its arrival, waiting included. */
  timeoutMs: number;
  /** How many tasks may wait for a worker. */
  maxQueue?: number;
  /**
   * How many tasks a worker holds at once: 1 for node:sqlite (its calls block the worker's thread);
   * more for Postgres, whose tasks wait on the server part of their time.
   */
  tasksPerWorker?: number;
  /** The worker's script (tests give their own); query-worker.ts by default. */
  workerFile?: string;
  /** Node options of the workers: by default this process's (the tsx loader, under which the service runs). */
  execArgv?: string[];
}

interface Pending {
  task: QueryTask;
  resolve: (answer: QueryAnswer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  settled: boolean;
}

interface Slot {
  worker: Worker;
  /** The tasks this worker holds, by their id: answered, or past their time and not yet given up. */
  running: Map<number, Pending>;
  /**
   * False until the worker has loaded its index (9 s at 1,000,000 listings): no task is given to
   * it before, so a task that waits past its time is answered 503 without costing the worker its
   * load (replaced, it would start loading again, and again, while requests keep coming).
   */
  ready: boolean;
  exited: Promise<void>;
}

let nextId = 1;

/**
 * A pool of query workers, each with its own connection(s) and its own copy of the in-memory
 * index, so that the index's work (filters, counts, sorts: JavaScript) runs on every core instead
 * of the HTTP server's one thread. The time bound is the pool's, from a task's arrival:
 * - embedded: node:sqlite's calls are synchronous and cannot be interrupted, so a task past its
 *   time is answered with QueryTimeoutError and the worker running it is terminated and replaced:
 *   one runaway query costs one worker for a moment, never the service.
 * - Postgres: the server cancels a statement past `statement_timeout`, so the worker is freed by
 *   the cancel and keeps its index (a replaced worker would load it again, 9 s at 1,000,000). The
 *   task is answered 503 at its time; its place in the worker stays taken until the worker answers
 *   it, and a worker that has not answered one more bound later (JavaScript stuck, not the
 *   database) is replaced.
 */
export function createQueryPool({
  database,
  size,
  timeoutMs,
  maxQueue = 200,
  tasksPerWorker = 1,
  workerFile = path.join(__dirname, 'query-worker.ts'),
  execArgv,
}: PoolOptions): QueryExecutor {
  const queue: Pending[] = [];
  const slots: Slot[] = [];
  let closed = false;
  const readyWaiters: (() => void)[] = [];
  const allReady = (): boolean => slots.every((slot) => slot.ready);
  const cancels = database.engine === 'postgres';

  const shares = database.engine === 'postgres' ? connectionShares(database.connections, size) : [];
  const spawn = (index: number): Slot => {
    const opens: WorkerDatabase =
      database.engine === 'postgres' ? { ...database, connections: shares[index] ?? 1 } : database;
    // The worker's TypeScript runs under the loader this process runs under (tsx), which workers
    // inherit through execArgv.
    const worker = new Worker(workerFile, { workerData: { database: opens }, execArgv });
    const slot: Slot = {
      worker,
      running: new Map(),
      ready: false,
      exited: new Promise((resolve) => worker.once('exit', () => resolve())),
    };
    worker.on('message', (message: WorkerMessage) => {
      if ('ready' in message) {
        slot.ready = true;
        if (allReady()) for (const wake of readyWaiters.splice(0)) wake();
        dispatch();
        return;
      }
      if (!('id' in message)) return;
      const pending = slot.running.get(message.id);
      if (!pending) return;
      slot.running.delete(message.id);
      clearTimeout(pending.timer);
      settle(
        pending,
        'answer' in message
          ? { answer: message.answer }
          : {
              error: message.timeout ? new QueryTimeoutError(timeoutMs) : new Error(message.error),
            },
      );
      dispatch();
    });
    worker.on('error', (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      for (const pending of slot.running.values()) settle(pending, { error: failure });
      slot.running.clear();
      replace(slot);
    });
    return slot;
  };

  const settle = (pending: Pending, outcome: { answer: QueryAnswer } | { error: Error }): void => {
    if (pending.settled) return;
    pending.settled = true;
    clearTimeout(pending.timer);
    if ('error' in outcome) pending.reject(outcome.error);
    else pending.resolve(outcome.answer);
  };

  const replace = (slot: Slot): void => {
    const index = slots.indexOf(slot);
    for (const pending of slot.running.values()) {
      clearTimeout(pending.timer);
      settle(pending, { error: new QueryTimeoutError(timeoutMs) });
    }
    slot.running.clear();
    void slot.worker.terminate();
    if (index >= 0 && !closed) slots[index] = spawn(index);
    dispatch();
  };

  const post = (slot: Slot, pending: Pending): void => {
    const id = nextId++;
    slot.running.set(id, pending);
    slot.worker.postMessage({ id, task: pending.task } satisfies WorkerRequest);
  };

  const dispatch = (): void => {
    for (const slot of slots) {
      while (slot.ready && slot.running.size < tasksPerWorker) {
        let next = queue.shift();
        while (next?.settled) next = queue.shift();
        if (!next) return;
        post(slot, next);
      }
    }
  };

  const expire = (pending: Pending): void => {
    settle(pending, { error: new QueryTimeoutError(timeoutMs) });
    const slot = slots.find((s) => [...s.running.values()].includes(pending));
    if (!slot) return;
    if (!cancels) {
      replace(slot);
      return;
    }
    // Its statement is cancelled by the server by now or soon: the worker answers (the answer is
    // dropped) and takes the next task. One more bound without an answer: the worker is stuck.
    pending.timer = setTimeout(() => {
      if (slots.includes(slot) && [...slot.running.values()].includes(pending)) replace(slot);
    }, timeoutMs);
  };

  for (let i = 0; i < size; i++) slots.push(spawn(i));

  return {
    run(task) {
      if (closed) return Promise.reject(new Error('the query pool is closed'));
      if (queue.length >= maxQueue) return Promise.reject(new QueryOverloadError());
      return new Promise<QueryAnswer>((resolve, reject) => {
        const pending: Pending = {
          task,
          resolve,
          reject,
          settled: false,
          timer: setTimeout(() => expire(pending), timeoutMs),
        };
        queue.push(pending);
        dispatch();
      });
    },
    ready() {
      return allReady() ? Promise.resolve() : new Promise((resolve) => readyWaiters.push(resolve));
    },
    async close() {
      closed = true;
      for (const pending of queue) settle(pending, { error: new Error('the service is stopping') });
      queue.length = 0;
      for (const slot of slots) {
        for (const pending of slot.running.values()) {
          settle(pending, { error: new Error('the service is stopping') });
        }
        slot.running.clear();
      }
      // A worker ends its connections itself (Postgres sees them closed, not reset); one that
      // does not within a second is terminated.
      await Promise.all(
        slots.map(async (slot) => {
          slot.worker.postMessage({ close: true } satisfies WorkerRequest);
          const timer = setTimeout(() => void slot.worker.terminate(), 1_000);
          await slot.exited;
          clearTimeout(timer);
        }),
      );
    },
  };
}

/**
 * Splits `total` connections over `workers` as evenly as they go (10 over 3: 4, 3, 3), at least
 * one each (more workers than connections open one each).
 */
export function connectionShares(total: number, workers: number): number[] {
  return Array.from({ length: workers }, (_, i) =>
    Math.max(1, Math.floor(total / workers) + (i < total % workers ? 1 : 0)),
  );
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
    run(task) {
      if (pending >= maxPending) return Promise.reject(new QueryOverloadError());
      pending++;
      return new Promise<QueryAnswer>((resolve, reject) => {
        const timer = setTimeout(() => reject(new QueryTimeoutError(timeoutMs)), timeoutMs);
        run(task)
          .then(
            (answer) => {
              clearTimeout(timer);
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
