/**
 * Keeps a query worker's index following the change feed between its tasks
 * (docs/listings-service.md#the-change-feed): woken by a timer, and on Postgres by the database's
 * notification, it applies the waiting changes one slice at a time, letting the worker's tasks run
 * between slices.
 */
export interface Follower {
  /** Applies what the feed holds now (at once if idle; after the current pass otherwise). */
  wake(): void;
  stop(): void;
}

/**
 * Follows with `refresh` (one slice; true while more are waiting) every `pollMs`, and whenever
 * woken. A failed refresh (the database away) is tried again at the next wake.
 */
export function followChanges(
  refresh: () => Promise<boolean>,
  pollMs: number,
  onError: (error: unknown) => void = () => undefined,
): Follower {
  let running = false;
  let again = false;
  const pass = async (): Promise<void> => {
    running = true;
    try {
      do {
        again = false;
        while (await refresh()) await new Promise((resolve) => setImmediate(resolve));
      } while (again);
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  const wake = () => {
    if (running) again = true;
    else void pass();
  };
  const timer = setInterval(wake, pollMs);
  timer.unref();
  return { wake, stop: () => clearInterval(timer) };
}
