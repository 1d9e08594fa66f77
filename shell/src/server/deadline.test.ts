/** @jest-environment node */
import { DeadlinePassed, startDeadline } from './deadline';

afterEach(() => jest.useRealTimers());

test('a wait that settles in time passes its value or its error through', async () => {
  const deadline = startDeadline(1000);
  await expect(deadline.within(Promise.resolve(42))).resolves.toBe(42);
  await expect(deadline.within(Promise.reject(new Error('HTTP 500')))).rejects.toThrow('HTTP 500');
  deadline.dispose();
});

test('every wait still open when the deadline passes is given up at once, and so is a later one', async () => {
  jest.useFakeTimers();
  const deadline = startDeadline(2500);
  const hung = deadline.within(new Promise(() => undefined));
  const alsoHung = deadline.within(new Promise(() => undefined));
  const outcome = Promise.all([
    expect(hung).rejects.toBeInstanceOf(DeadlinePassed),
    expect(alsoHung).rejects.toThrow('the render did not finish within its 2500 ms'),
  ]);
  expect(deadline.remainingMs()).toBe(2500);
  jest.advanceTimersByTime(2500);
  await outcome;
  expect(deadline.signal.aborted).toBe(true);
  expect(deadline.remainingMs()).toBe(0);
  await expect(deadline.within(Promise.resolve(1))).rejects.toBeInstanceOf(DeadlinePassed);
});

test('the time left counts down from the start', () => {
  let now = 1000;
  const deadline = startDeadline(2500, () => now);
  now = 1600;
  expect(deadline.remainingMs()).toBe(1900);
  now = 5000;
  expect(deadline.remainingMs()).toBe(0);
  deadline.dispose();
});
