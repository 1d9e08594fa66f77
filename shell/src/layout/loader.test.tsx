import { act, screen } from '@testing-library/react';
import { renderRoute } from '../../../shared/test/render';
import { Loader } from './loader';

test('the loader is busy at start and gone after exactly 3000 ms', () => {
  jest.useFakeTimers();
  renderRoute(<Loader />);
  expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  act(() => jest.advanceTimersByTime(2999));
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  jest.useRealTimers();
});
