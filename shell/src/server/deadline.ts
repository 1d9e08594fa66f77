/**
 * One deadline for a whole server render: every wait of the render goes through `within`, so the
 * render gives up at the same moment wherever it is waiting (translations, a remote, data), and
 * the renders queued behind it are never held past it.
 */

/** Raised by `within` once the deadline has passed. */
export class DeadlinePassed extends Error {
  constructor(ms: number) {
    super(`the render did not finish within its ${ms} ms`);
    this.name = 'DeadlinePassed';
  }
}

export interface Deadline {
  /** Aborted when the deadline passes (hand it to what can be cancelled: the React render). */
  readonly signal: AbortSignal;
  /** Milliseconds left, 0 once passed. */
  remainingMs(): number;
  /** Settles like `promise`, or rejects with `DeadlinePassed` when the deadline passes first. */
  within<T>(promise: Promise<T>): Promise<T>;
  /** Stops the timer (the render is over). */
  dispose(): void;
}

/** A deadline `ms` milliseconds from now. */
export function startDeadline(ms: number, now: () => number = Date.now): Deadline {
  const endsAt = now() + Math.max(0, ms);
  const controller = new AbortController();
  const passed = () => controller.abort(new DeadlinePassed(ms));
  const timer = setTimeout(passed, Math.max(0, ms));
  // A render that ended early must not keep a worker process alive for its timer.
  if (typeof timer === 'object' && typeof timer.unref === 'function') timer.unref();

  return {
    signal: controller.signal,
    remainingMs: () => (controller.signal.aborted ? 0 : Math.max(0, endsAt - now())),
    within<T>(promise: Promise<T>): Promise<T> {
      const { signal } = controller;
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => reject(signal.reason as Error);
        if (signal.aborted) {
          // The promise is still observed, so a later rejection is not an unhandled one.
          promise.catch(() => undefined);
          onAbort();
          return;
        }
        signal.addEventListener('abort', onAbort, { once: true });
        promise.then(
          (value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value);
          },
          (error: unknown) => {
            signal.removeEventListener('abort', onAbort);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    },
    dispose: () => clearTimeout(timer),
  };
}
