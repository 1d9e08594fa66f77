/** @jest-environment node */
import { threadPauses } from './thread-pause';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds this thread for `ms`, as a collection or a long task does. */
function hold(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('the pauses of this thread', () => {
  it('marks what comes during and after a pause as its backlog, until the backlog time has passed', async () => {
    const pauses = threadPauses({ beatMs: 20, pauseMs: 50, backlogMs: 300 });
    try {
      await sleep(100);
      hold(200);
      // Before the beat has run again: overdue, the thread still catching up.
      expect(pauses.inBacklog(performance.now())).toBe(true);
      await sleep(40);
      expect(pauses.inBacklog(performance.now())).toBe(true);
      // The backlog ends once its time has passed. On a busy machine (CI's two jest workers and
      // more) the scheduler itself holds the thread now and then, which is a pause too and starts
      // a backlog of its own, so this waits for the end rather than reading one instant.
      const ended = performance.now();
      while (pauses.inBacklog(performance.now()) && performance.now() - ended < 5000) {
        await sleep(20);
      }
      expect(pauses.inBacklog(performance.now())).toBe(false);
      expect(performance.now() - ended).toBeGreaterThanOrEqual(250);
    } finally {
      pauses.stop();
    }
  });

  it('takes a beat a little late for no pause', async () => {
    const pauses = threadPauses({ beatMs: 20, pauseMs: 50, backlogMs: 300 });
    try {
      for (let n = 0; n < 5; n++) {
        hold(30);
        await sleep(10);
      }
      expect(pauses.inBacklog(performance.now())).toBe(false);
    } finally {
      pauses.stop();
    }
  });
});
