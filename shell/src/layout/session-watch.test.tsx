import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from '@betoch/shared/router';
import { getRuntimeConfig, setRuntimeConfig, useSessionStore } from '@betoch/shared';
import { fakeResponse, MemoryRouter } from '@betoch/shared/testing';
import { SessionWatch } from './session-watch';

const SELAM = {
  token: 'forged.token.value',
  username: 'selam@betoch.et',
  name: 'Selam Tesfaye',
  avatar: '/assets/images/avatars/selam.svg',
  userId: 1,
  userCode: 'U-1001',
};

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders the watch at `url`, with a guarded-looking page that shows whether a session exists. */
function renderAt(url: string) {
  function Page() {
    const token = useSessionStore((s) => s.token);
    return (
      <>
        <p>{token ? 'logged in' : 'anonymous'}</p>
        <Link to="/listing/grid-view/2-grid/left-sidebar">Listings</Link>
      </>
    );
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <SessionWatch />
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
const respond = (status: number) => fakeResponse(status, {});
const originalConfig = getRuntimeConfig();

beforeEach(() => {
  setRuntimeConfig({ ...originalConfig, apiBaseUrl: 'http://api.test' });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
  sessionStorage.clear();
  useSessionStore.getState().login(SELAM);
});

afterAll(() => setRuntimeConfig(originalConfig));

it('sends a visitor on a guarded page with a refused token to log-in, coming back after it', async () => {
  fetchMock.mockResolvedValue(respond(401));
  renderAt('/favorites?view=list');
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/page/other-pages/log-in?returnTo=%2Ffavorites%3Fview%3Dlist',
    ),
  );
  expect(fetchMock).toHaveBeenCalledWith('http://api.test/api/auth/me', expect.anything());
  expect(screen.getByText('anonymous')).toBeInTheDocument();
  expect(sessionStorage.getItem('betoch.token')).toBeNull();
});

it('clears a refused session on a public page, leaving the visitor there', async () => {
  fetchMock.mockResolvedValue(respond(401));
  renderAt('/theme/classic');
  expect(await screen.findByText('anonymous')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/theme\/classic$/);
});

it('keeps the session when the API cannot be reached', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  renderAt('/favorites');
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  await act(async () => {
    await Promise.resolve();
  });
  expect(screen.getByText('logged in')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/favorites$/);
});

it('checks once on load, not again on every navigation', async () => {
  fetchMock.mockResolvedValue(respond(200));
  renderAt('/theme/classic');
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  await userEvent.setup().click(screen.getByRole('link', { name: 'Listings' }));
  expect(screen.getByTestId('location')).toHaveTextContent(
    '/listing/grid-view/2-grid/left-sidebar',
  );
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(screen.getByText('logged in')).toBeInTheDocument();
});

it('asks nothing without a stored session, and starts checking with a log-in', async () => {
  fetchMock.mockResolvedValue(respond(200));
  useSessionStore.getState().logout();
  renderAt('/theme/classic');
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(fetchMock).not.toHaveBeenCalled();

  act(() => useSessionStore.getState().login(SELAM));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(fetchMock).toHaveBeenCalledWith('http://api.test/api/auth/me', expect.anything());
  expect(screen.getByText('logged in')).toBeInTheDocument();
});
