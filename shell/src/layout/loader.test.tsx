import { act, screen } from '@testing-library/react';
import { renderRoute } from '@betoch/shared/testing';
import { Loader } from './loader';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

// One page view per test file: the loader's start-up time is kept for the module's lifetime.
test('the loader is busy at start, gone after exactly 3000 ms, and does not come back on remount', () => {
  const first = renderRoute(<Loader />);
  expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  act(() => jest.advanceTimersByTime(1000));
  first.unmount();

  // The layout remounts within the 3 seconds: the loader stays only for what is left of them.
  const second = renderRoute(<Loader />);
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1999));
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  second.unmount();

  // Back from /my-properties later: no loader.
  renderRoute(<Loader />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
