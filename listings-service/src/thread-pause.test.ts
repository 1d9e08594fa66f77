/** @jest-environment node */
import { threadPauses } from './thread-pause';

/*
 * On a clock of the test's own and jest's timers, so that the machine's scheduler (CI's two jest
 * workers on two cores held the real thread often enough to fail the real-time version twice)
 * plays no part: time passes with the beat (`run`), or without it (`hold`: the thread held).
 */
let clock = 0;
const beatMs = 20;

function start() {
  return threadPauses({ beatMs, pauseMs: 50, backlogMs: 300, now: () => clock });
}

/** `ms` of a thread that runs: the beat comes on time. */
function run(ms: number): void {
  for (let passed = 0; passed < ms; passed += beatMs) {
    clock += beatMs;
    jest.advanceTimersByTime(beatMs);
  }
}

/** `ms` of a thread held (a collection, a long task): the clock moves, the beat does not come. */
function hold(ms: number): void {
  clock += ms;
}

beforeEach(() => {
  jest.useFakeTimers();
  clock = 1000;
});

afterEach(() => jest.useRealTimers());

describe('the pauses of this thread', () => {
  it('marks what comes during and after a pause as its backlog, until the backlog time has passed', () => {
    const pauses = start();
    try {
      run(100);
      expect(pauses.inBacklog(clock)).toBe(false);
      hold(200);
      // Before the beat has run again: overdue, the thread still catching up.
      expect(pauses.inBacklog(clock)).toBe(true);
      run(40);
      expect(pauses.inBacklog(clock)).toBe(true);
      // The pause ended with the first beat after it (20 ms into the run): 300 ms from then.
      run(260);
      expect(pauses.inBacklog(clock)).toBe(true);
      run(60);
      expect(pauses.inBacklog(clock)).toBe(false);
    } finally {
      pauses.stop();
    }
  });

  it('takes a beat a little late for no pause', () => {
    const pauses = start();
    try {
      for (let n = 0; n < 5; n++) {
        // 30 ms late: within the 50 ms a beat may be late.
        hold(30);
        run(beatMs);
      }
      expect(pauses.inBacklog(clock)).toBe(false);
    } finally {
      pauses.stop();
    }
  });
});
