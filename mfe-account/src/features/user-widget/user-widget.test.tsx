import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2/dist/sweetalert2.esm.js';
import { useSessionStore } from '@betoch/shared';
import enJson from '../../../i18n/account/en.json';
import { renderRoute } from '@betoch/shared/testing';
import { LocationProbe, SELAM, resetAccountState, storedSession } from '../../testing/test-helpers';
import { UserWidget } from './user-widget';

jest.mock('sweetalert2/dist/sweetalert2.esm.js', () => ({
  __esModule: true,
  default: { fire: jest.fn() },
}));
const fire = jest.mocked(Swal.fire);

function renderWidget(url = '/favorites') {
  renderRoute(
    <>
      <UserWidget />
      <LocationProbe />
    </>,
    { url, path: '/*', namespaces: { account: enJson } },
  );
}

beforeEach(() => {
  resetAccountState();
  fire.mockReset();
});

describe('UserWidget', () => {
  it('offers only the log-in link without a token', () => {
    renderWidget();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/page/other-pages/log-in',
    );
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('adds the log-out button and who is logged in with a token', () => {
    useSessionStore.getState().login(SELAM);
    renderWidget();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Selam' })).toHaveAttribute('href', '/favorites');
  });

  it('asks the spec question and, on confirm, clears the session and goes home', async () => {
    fire.mockResolvedValue({ isConfirmed: true, isDenied: false, isDismissed: false });
    useSessionStore.getState().login(SELAM);
    renderWidget();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/theme/classic'));
    expect(fire).toHaveBeenCalledTimes(1);
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Are you sure?',
        text: 'Do you want to logout?',
        confirmButtonText: 'Yes, logout.',
        showCancelButton: true,
        cancelButtonText: 'Cancel',
      }),
    );
    expect(storedSession()).toEqual({});
    expect(useSessionStore.getState().token).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('changes nothing when the visitor cancels', async () => {
    fire.mockResolvedValue({ isConfirmed: false, isDenied: false, isDismissed: true });
    useSessionStore.getState().login(SELAM);
    renderWidget();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(fire).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByTestId('location')).toHaveTextContent('/favorites');
    expect(storedSession()['betoch.token']).toBe(SELAM.token);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});
