import { cancelIfQueued, claimStart, isDone, markDone, newTaskState } from './task-state';

describe('a query task’s state', () => {
  it('is taken by a worker or cancelled by the pool, never both', () => {
    const taken = newTaskState();
    expect(claimStart(taken)).toBe(true);
    expect(cancelIfQueued(taken)).toBe(false);

    const cancelled = newTaskState();
    expect(cancelIfQueued(cancelled)).toBe(true);
    expect(claimStart(cancelled)).toBe(false);
    markDone(cancelled);
    expect(isDone(cancelled)).toBe(false);
  });

  it('is done only once a worker that took it has finished', () => {
    const state = newTaskState();
    markDone(state);
    expect(isDone(state)).toBe(false);
    claimStart(state);
    expect(isDone(state)).toBe(false);
    markDone(state);
    expect(isDone(state)).toBe(true);
    expect(cancelIfQueued(state)).toBe(false);
  });
});
