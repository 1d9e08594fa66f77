import { act, screen } from '@testing-library/react';
import { renderRoute } from '@betoch/shared/testing';
import { Loader } from './loader';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

// A page view of its own (the loader keeps its start-up time for the module's lifetime): the
// script arrives 2 s after the page began, as on a slow phone, and takes over the server's page.
test('the loader goes 3000 ms after the page began, not 3000 ms after the script arrived', () => {
  act(() => jest.advanceTimersByTime(2000));
  renderRoute(<Loader />);
  expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  act(() => jest.advanceTimersByTime(999));
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
