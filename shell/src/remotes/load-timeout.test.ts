import {
  RemoteTimeoutError,
  SECTION_LOAD_TIMEOUT_MS,
  startupSectionBudget,
  withTimeout,
} from './load-timeout';

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

describe('startupSectionBudget', () => {
  it('leaves the first load what is left of 11 s since the navigation, within its bounds', () => {
    expect(startupSectionBudget(0)).toBe(SECTION_LOAD_TIMEOUT_MS);
    expect(startupSectionBudget(3_000)).toBe(8_000);
    expect(startupSectionBudget(6_500)).toBe(4_500);
    expect(startupSectionBudget(20_000)).toBe(3_000);
  });
});
