/**
 * Whether this thread was held lately: a beat every `beatMs` that comes more than `pauseMs` late
 * marks a pause (a collection, a long task, the machine's scheduler), and what arrives until
 * `backlogMs` after it ends, or while the beat is overdue, is the pause's backlog (admission.ts
 * `waitBound`). The beat's timer does not keep the process alive.
 */
export function threadPauses({
  beatMs = 20,
  pauseMs = 50,
  backlogMs = PAUSE_BACKLOG_MS,
  now = () => performance.now(),
}: {
  beatMs?: number;
  pauseMs?: number;
  backlogMs?: number;
  /** The clock the beat reads (performance.now(); a test's own clock). */
  now?: () => number;
} = {}): {
  /** Whether `nowMs` (performance.now()) falls in a pause's backlog. */
  inBacklog(nowMs: number): boolean;
  stop(): void;
} {
  let lastBeat = now();
  let pauseEndedAt = Number.NEGATIVE_INFINITY;
  const timer = setInterval(() => {
    const beat = now();
    if (beat - lastBeat > beatMs + pauseMs) pauseEndedAt = beat;
    lastBeat = beat;
  }, beatMs);
  timer.unref();
  return {
    inBacklog(nowMs) {
      // Overdue: the thread is still catching up on what the pause held (its timer comes later).
      return nowMs - lastBeat > beatMs + pauseMs || nowMs - pauseEndedAt <= backlogMs;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * How long after a pause its backlog is waited out (ms): at half the workers' time, the requests
 * of a pause of 200–300 ms drain in about as long again.
 */
export const PAUSE_BACKLOG_MS = 500;
