import { RemoteTimeoutError, withTimeout } from './load-timeout';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a promise that never settles is rejected once the time is up, naming what hung', async () => {
  const hanging = withTimeout(new Promise<never>(() => undefined), 8_000, 'listings/routes');
  const outcome = expect(hanging).rejects.toEqual(new RemoteTimeoutError('listings/routes', 8_000));
  jest.advanceTimersByTime(7_999);
  await Promise.resolve();
  jest.advanceTimersByTime(1);
  await outcome;
  await expect(hanging).rejects.toThrow('listings/routes did not answer within 8 s');
});

test('a promise that settles in time keeps its value and leaves no timer behind', async () => {
  await expect(withTimeout(Promise.resolve('module'), 8_000, 'x')).resolves.toBe('module');
  expect(jest.getTimerCount()).toBe(0);
});

test('a rejection in time is passed through unchanged', async () => {
  const failure = new Error('404');
  await expect(withTimeout(Promise.reject(failure), 8_000, 'x')).rejects.toBe(failure);
  expect(jest.getTimerCount()).toBe(0);
});
