import { TOAST_EVENT } from '../domain/toast-event';
import { notify } from './notify';

jest.mock('react-toastify/unstyled', () => {
  throw new Error('Loading chunk 412 failed.');
});

it('loses a notice whose toast code cannot be fetched with a warning, never an error thrown', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const raised = jest.fn();
  window.addEventListener(TOAST_EVENT, raised);
  expect(() => notify('Property has been added in wishlist.', 'success')).not.toThrow();
  expect(raised).toHaveBeenCalledTimes(1);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(warn).toHaveBeenCalledWith(
    '[betoch] a notice could not be shown: "Property has been added in wishlist."',
    expect.objectContaining({ message: 'Loading chunk 412 failed.' }),
  );
  warn.mockRestore();
});
