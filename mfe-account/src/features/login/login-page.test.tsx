import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@betoch/shared';
import enJson from '../../../i18n/account/en.json';
import { fakeResponse, renderRoute } from '@betoch/shared/testing';
import { LocationProbe, SELAM, resetAccountState, storedSession } from '../../testing/test-helpers';
import LoginPage from './login-page';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

function renderLogin(url = '/page/other-pages/log-in') {
  renderRoute(
    <>
      <LoginPage />
      <LocationProbe />
    </>,
    { url, path: '/*', namespaces: { account: enJson } },
  );
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

beforeEach(() => {
  resetAccountState();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('LoginPage', () => {
  it('shows a message under each empty field and sends nothing', async () => {
    renderLogin();
    await fillAndSubmit('', '');
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(email).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an e-mail that is not an address', async () => {
    renderLogin();
    await fillAndSubmit('selam@betoch', 'Selam#2026');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter an e-mail address such as name@example.com.',
    );
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field message once the value is fixed', async () => {
    renderLogin();
    const user = await fillAndSubmit('selam', 'x');
    await user.type(screen.getByLabelText('E-mail'), '@betoch.et');
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('stores every session key and goes back to returnTo', async () => {
    let answerLogin: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answerLogin = resolve)));
    renderLogin('/page/other-pages/log-in?returnTo=%2Ffavorites%3Fsort%3Dnew');
    await fillAndSubmit(' selam@betoch.et ', 'Selam#2026');

    const busy = screen.getByRole('button', { name: 'Logging in…' });
    expect(busy).toBeDisabled();
    expect(busy.closest('form')).toHaveAttribute('aria-busy', 'true');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:3005/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'selam@betoch.et',
      password: 'Selam#2026',
    });

    answerLogin(fakeResponse(200, SELAM));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/favorites?sort=new'),
    );
    const profile = {
      username: SELAM.username,
      name: SELAM.name,
      avatar: SELAM.avatar,
      userId: 1,
      userCode: 'U-1001',
    };
    expect(storedSession()).toEqual({
      'betoch.token': SELAM.token,
      'betoch.username': SELAM.username,
      'betoch.name': SELAM.name,
      'betoch.avatar': SELAM.avatar,
      'betoch.userId': '1',
      'betoch.userCode': 'U-1001',
      'betoch.updateObject': JSON.stringify(profile),
    });
    expect(JSON.stringify(storedSession())).not.toContain('Selam#2026');
  });

  it('goes to the home page when returnTo is missing', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, SELAM));
    renderLogin();
    await fillAndSubmit('selam@betoch.et', 'Selam#2026');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/theme/classic'));
  });

  it.each(['//evil.com', 'https://evil.com/', 'javascript:alert(1)'])(
    'ignores the unsafe returnTo %s',
    async (returnTo) => {
      fetchMock.mockResolvedValue(fakeResponse(200, SELAM));
      renderLogin(`/page/other-pages/log-in?returnTo=${encodeURIComponent(returnTo)}`);
      await fillAndSubmit('selam@betoch.et', 'Selam#2026');
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(/^\/theme\/classic$/),
      );
    },
  );

  it('shows the API message on 401, clears the password and stores nothing', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse(401, { message: 'The e-mail or password is incorrect.' }),
    );
    renderLogin();
    await fillAndSubmit('selam@betoch.et', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail or password is incorrect.',
    );
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveValue('selam@betoch.et');
    expect(storedSession()).toEqual({});
    expect(useSessionStore.getState().token).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/page/other-pages/log-in');
  });

  it('shows the Application-Error header of a 500 (docs/rules.md#error-handler, step 1)', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse(500, { message: 'ignored' }, { 'Application-Error': 'Database unavailable' }),
    );
    renderLogin();
    await fillAndSubmit('selam@betoch.et', 'Selam#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it('says the service cannot be reached when the API is down', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderLogin();
    await fillAndSubmit('selam@betoch.et', 'Selam#2026');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The log-in service cannot be reached. Check your connection and try again.',
    );
    expect(alert).toHaveTextContent('Error Code: 0 Message: Failed to fetch');
    expect(storedSession()).toEqual({});
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('offers the sign-up page to a visitor without an account', () => {
    renderLogin();
    const link = screen.getByRole('link', { name: 'Create one' });
    expect(link).toHaveAttribute('href', '/page/other-pages/sign-up');
    expect(link.parentElement).toHaveTextContent('No account yet? Create one');
  });

  it('fills in the demo account on request', async () => {
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fill in the demo account' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('selam@betoch.et');
    expect(screen.getByLabelText('Password')).toHaveValue('Selam#2026');
  });

  it('shows who is logged in, and links, instead of the form', () => {
    useSessionStore.getState().login(SELAM);
    renderLogin('/page/other-pages/log-in?returnTo=%2Fmy-properties');
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(
      screen.getByText('You are logged in as Selam Tesfaye (selam@betoch.et).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/my-properties',
    );
    expect(screen.getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/favorites');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
