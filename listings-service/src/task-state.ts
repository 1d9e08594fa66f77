/**
 * Where one query task stands, shared by the pool's thread and the worker that takes the task (a
 * cell of shared memory, changed only by compare-and-swap), so that the two never disagree about
 * it even when one of them is late to hear from the other.
 *
 * The pool cannot learn from a message alone whether a worker has taken a task: a message saying
 * so may be on its way, or the pool's thread held up (a collection, a busy machine), when a timer
 * falls due. Deciding on a message's absence, the pool once aborted tasks that a worker had just
 * started — and piscina answers the abort of a running task by terminating its (healthy) worker.
 * Decided here instead:
 * - a task still waiting at its bound is cancelled by the pool, and a worker that takes it later
 *   sees so and skips it (no worker is touched, whatever the queue holds);
 * - a task a worker has finished is never counted as overrunning, however late its answer is read.
 */

const QUEUED = 0;
const STARTED = 1;
const CANCELLED = 2;
const DONE = 3;

/** The state of one task: pass it to the worker with the task (shared memory, not copied). */
export type TaskState = Int32Array;

export function newTaskState(): TaskState {
  return new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
}

/** The worker takes the task; false if the pool has cancelled it (the worker skips it). */
export function claimStart(state: TaskState): boolean {
  return Atomics.compareExchange(state, 0, QUEUED, STARTED) === QUEUED;
}

/** The worker has finished the task (its answer is on its way). */
export function markDone(state: TaskState): void {
  Atomics.compareExchange(state, 0, STARTED, DONE);
}

/** The pool cancels a task no worker has taken; false if one has (it runs under its own bound). */
export function cancelIfQueued(state: TaskState): boolean {
  return Atomics.compareExchange(state, 0, QUEUED, CANCELLED) === QUEUED;
}

/** Whether the worker has finished the task, its answer not yet read. */
export function isDone(state: TaskState): boolean {
  return Atomics.load(state, 0) === DONE;
}
