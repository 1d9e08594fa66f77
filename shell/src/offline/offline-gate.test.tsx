import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@betoch/shared';
import { Link, Route, Routes } from '@betoch/shared/router';
import { renderRoute } from '@betoch/shared/testing';
import { OfflineGate } from './offline-gate';
import { OFFLINE_CACHES, OFFLINE_MARK } from './offline-rules';

/** Cache Storage as the worker leaves it: the kept property pages, oldest first. */
function keepPages(pages: Record<string, string>) {
  const entries = Object.entries(pages).map(([address, title]) => ({
    request: { url: `http://localhost${address}` },
    html: `<!doctype html><html><head><title>${title}</title></head><body></body></html>`,
  }));
  const cache = {
    keys: () => Promise.resolve(entries.map((entry) => entry.request)),
    match: (request: { url: string }) => {
      const entry = entries.find((e) => e.request.url === request.url);
      return Promise.resolve(entry ? { text: () => Promise.resolve(entry.html) } : undefined);
    },
  };
  const open = jest.fn((name: string) =>
    name === OFFLINE_CACHES.properties ? Promise.resolve(cache) : Promise.reject(new Error(name)),
  );
  Object.defineProperty(globalThis, 'caches', { value: { open }, configurable: true });
  return open;
}

let online = true;
beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { get: () => online, configurable: true });
});

afterEach(() => {
  online = true;
  useSessionStore.getState().logout();
  document.head.querySelector(`meta[name="${OFFLINE_MARK}"]`)?.remove();
  delete (globalThis as { caches?: unknown }).caches;
  Object.defineProperty(navigator, 'serviceWorker', { value: undefined, configurable: true });
});

function site(url: string) {
  return renderRoute(
    <Routes>
      <Route
        path="*"
        element={
          <OfflineGate>
            <p>The section</p>
            <Link to="/listing/grid-view/2-grid/left-sidebar">Listings</Link>
          </OfflineGate>
        }
      />
    </Routes>,
    { url },
  );
}

test('with a connection, the section renders and nothing is read from the caches', () => {
  const open = keepPages({});
  site('/listing/grid-view/2-grid/left-sidebar');
  expect(screen.getByText('The section')).toBeInTheDocument();
  expect(open).not.toHaveBeenCalled();
});

test('offline, a page that is not kept is the offline page, listing the kept ones last first', async () => {
  online = false;
  keepPages({
    '/property/image-box?id=b01': 'Villa in Bole — Betoch',
    '/property/sticky-tab?id=b07': 'Condominium in Ayat — Betoch',
  });
  site('/listing/grid-view/2-grid/left-sidebar');
  expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  expect(screen.queryByText('The section')).not.toBeInTheDocument();
  await screen.findByRole('link', { name: 'Villa in Bole — Betoch' });
  const kept = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.includes('id='));
  expect(kept.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Condominium in Ayat — Betoch', '/property/sticky-tab?id=b07'],
    ['Villa in Bole — Betoch', '/property/image-box?id=b01'],
  ]);
  expect(screen.getByRole('link', { name: 'Your compare list' })).toHaveAttribute(
    'href',
    '/property/compare',
  );
  // The wishlist page needs a log-in, which needs the connection.
  expect(screen.queryByRole('link', { name: 'Your wishlist' })).not.toBeInTheDocument();
});

test('offline, a kept property page and the visitor’s own pages render their section', async () => {
  online = false;
  const open = keepPages({ '/property/image-box?id=b01': 'Villa in Bole — Betoch' });
  site('/property/image-box?id=b01');
  await act(() => open.mock.results[0]?.value);
  expect(screen.getByText('The section')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'You are offline' })).not.toBeInTheDocument();
});

test('the offline page offers the wishlist to a logged-in visitor, and says when none is kept', async () => {
  online = false;
  keepPages({});
  useSessionStore.getState().login({
    token: 't',
    username: 'selam@example.et',
    name: 'Selam',
    avatar: '',
    userId: 1,
    userCode: 'u1',
  });
  site('/theme/classic');
  expect(await screen.findByRole('link', { name: 'Your wishlist' })).toHaveAttribute(
    'href',
    '/favorites',
  );
  expect(await screen.findByText(/No property page is kept yet/)).toBeVisible();
});

test('the page the worker marked is the offline page at once, until the connection is back', async () => {
  keepPages({});
  const mark = document.createElement('meta');
  mark.name = OFFLINE_MARK;
  mark.content = '/theme/classic';
  document.head.append(mark);
  site('/theme/classic');
  // navigator.onLine is true: the worker found no server all the same.
  expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(screen.getByText('The section')).toBeInTheDocument();
});

test('offline, a link to another page that is not kept leads to the offline page', async () => {
  online = false;
  const open = keepPages({ '/property/image-box?id=b01': 'Villa' });
  site('/property/image-box?id=b01');
  await act(() => open.mock.results[0]?.value);
  await userEvent.click(screen.getByRole('link', { name: 'Listings' }));
  expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeVisible();
});

test('a property page opened inside the site is handed to the worker to keep', async () => {
  const postMessage = jest.fn();
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { controller: { postMessage } },
    configurable: true,
  });
  renderRoute(
    <Routes>
      <Route
        path="*"
        element={
          <OfflineGate>
            <Link to="/property/image-box?id=b02">Next</Link>
          </OfflineGate>
        }
      />
    </Routes>,
    { url: '/theme/classic' },
  );
  expect(postMessage).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('link', { name: 'Next' }));
  expect(postMessage).toHaveBeenCalledWith({
    type: 'keep-page',
    url: '/property/image-box?id=b02',
  });
});
