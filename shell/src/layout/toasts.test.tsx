import { act, render, screen } from '@testing-library/react';
import { notify } from '@betoch/shared/singleton';
import { Toasts } from './toasts';

const containerLoaded = jest.fn();
jest.mock('./toast-container', () => {
  containerLoaded();
  return jest.requireActual<object>('./toast-container');
});

it('loads react-toastify with the first toast, and shows that toast', async () => {
  render(<Toasts />);
  expect(containerLoaded).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).toBeNull();

  act(() => notify('Property has been added in wishlist.', 'success'));

  expect(await screen.findByText('Property has been added in wishlist.')).toBeInTheDocument();
  act(() => notify('Property has been added in Compare.', 'success'));
  expect(await screen.findByText('Property has been added in Compare.')).toBeInTheDocument();
  expect(containerLoaded).toHaveBeenCalledTimes(1);
});
