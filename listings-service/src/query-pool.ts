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

export interface PoolOptions {
  /** The database file every worker opens read-only. */
  file: string;
  /** How many workers (connections) answer in parallel. */
  size: number;
  /** The bound of one task, from its arrival, waiting included. */
  timeoutMs: number;
  /** How many tasks may wait for a worker. */
  maxQueue?: number;
  /** The worker's script (tests give their own); query-worker.ts by default. */
  workerFile?: string;
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
  busy: Pending | undefined;
  /**
   * False until the worker has loaded its index (9 s at 1,000,000 listings): no task is given to
   * it before, so a task that waits past its time is answered 503 without costing the worker its
   * load (replaced, it would start loading again, and again, while requests keep coming).
   */
  ready: boolean;
  /** Hands a task to this slot's worker. */
  post(pending: Pending): void;
}

let nextId = 1;

/**
 * A pool of query workers, each with its own read-only connection (WAL lets them read in
 * parallel). node:sqlite's calls are synchronous and cannot be interrupted, so the time bound is
 * the pool's: a task past its time is answered with QueryTimeoutError, and the worker running it
 * is terminated and replaced, so one runaway query costs one worker for a moment, never the service.
 */
export function createQueryPool({
  file,
  size,
  timeoutMs,
  maxQueue = 200,
  workerFile = path.join(__dirname, 'query-worker.ts'),
}: PoolOptions): QueryExecutor {
  const queue: Pending[] = [];
  const slots: Slot[] = [];
  let closed = false;
  const readyWaiters: (() => void)[] = [];
  const allReady = (): boolean => slots.every((slot) => slot.ready);

  const spawn = (): Slot => {
    // The worker's TypeScript runs under the loader this process runs under (tsx), which workers
    // inherit through execArgv.
    const worker = new Worker(workerFile, { workerData: { file } });
    let current = 0;
    const slot: Slot = {
      worker,
      busy: undefined,
      ready: false,
      post(pending) {
        current = nextId++;
        slot.busy = pending;
        worker.postMessage({ id: current, task: pending.task });
      },
    };
    worker.on(
      'message',
      (message: { id?: number; ready?: true; answer?: QueryAnswer; error?: string }) => {
        if (message.ready) {
          slot.ready = true;
          if (allReady()) for (const wake of readyWaiters.splice(0)) wake();
          dispatch();
          return;
        }
        onAnswer(message);
      },
    );
    const onAnswer = (message: { id?: number; answer?: QueryAnswer; error?: string }): void => {
      const pending = slot.busy;
      if (!pending || message.id !== current) return;
      slot.busy = undefined;
      settle(
        pending,
        message.error === undefined
          ? { answer: message.answer ?? null }
          : { error: new Error(message.error) },
      );
      dispatch();
    };
    worker.on('error', (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (slot.busy) settle(slot.busy, { error: failure });
      slot.busy = undefined;
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
    void slot.worker.terminate();
    if (index >= 0 && !closed) slots[index] = spawn();
    dispatch();
  };

  const dispatch = (): void => {
    for (const slot of slots) {
      if (slot.busy || !slot.ready) continue;
      let next = queue.shift();
      while (next?.settled) next = queue.shift();
      if (!next) return;
      slot.post(next);
    }
  };

  for (let i = 0; i < size; i++) slots.push(spawn());

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
          timer: setTimeout(() => {
            settle(pending, { error: new QueryTimeoutError(timeoutMs) });
            const slot = slots.find((s) => s.busy === pending);
            if (slot) {
              slot.busy = undefined;
              replace(slot);
            }
          }, timeoutMs),
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
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
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
