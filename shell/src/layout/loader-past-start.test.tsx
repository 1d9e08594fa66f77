import { act, screen } from '@testing-library/react';
import { renderRoute } from '@betoch/shared/testing';
import { Loader } from './loader';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

// A page view of its own: the script arrives 3.5 s after the page began.
test('a script arriving after the 3 seconds first draws what the server drew, then hides it at once', () => {
  act(() => jest.advanceTimersByTime(3500));
  renderRoute(<Loader />);
  // The take-over's first render matches the server's HTML: no hydration mismatch.
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(0));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
