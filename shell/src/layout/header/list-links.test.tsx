import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@betoch/shared/router';
import { useCompareStore, useSessionStore, useWishlistStore } from '@betoch/shared';
import { renderRoute } from '@betoch/shared/testing';
import { ListLinks } from './list-links';

// The stores announce adds with toasts; this test looks at the header only.
jest.mock('react-toastify/unstyled', () => ({
  ...jest.requireActual<object>('react-toastify/unstyled'),
  toast: jest.fn(),
}));

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function page() {
  return renderRoute(
    <>
      <ListLinks />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { url: '/theme/classic' },
  );
}

const property = (id: string) => ({ id, price: 1, sqft: 1, date: '2025-01-01', params: [] });

afterEach(() => {
  useWishlistStore.getState().clear();
  useCompareStore.getState().clear();
  useSessionStore.getState().logout();
});

test('the links say their counts, and the counts follow the stores at once', () => {
  page();
  expect(screen.getByRole('link', { name: 'Wishlist, 0 properties' })).toHaveAttribute(
    'href',
    '/favorites',
  );
  expect(screen.getByRole('link', { name: 'Compare, 0 properties' })).toHaveAttribute(
    'href',
    '/property/compare',
  );
  act(() => {
    useCompareStore.getState().add(property('b01'));
    useCompareStore.getState().add(property('r02'));
    useWishlistStore.getState().add(property('b01'));
  });
  expect(screen.getByRole('link', { name: 'Compare, 2 properties' })).toHaveTextContent('2');
  expect(screen.getByRole('link', { name: 'Wishlist, 1 property' })).toHaveTextContent('1');
  act(() => useCompareStore.getState().remove('b01'));
  expect(screen.getByRole('link', { name: 'Compare, 1 property' })).toBeInTheDocument();
});

test('the wishlist link leads to log-in first when logged out, coming back to /favorites', async () => {
  page();
  await userEvent.click(screen.getByRole('link', { name: /^Wishlist/ }));
  expect(screen.getByTestId('where')).toHaveTextContent(
    /^\/page\/other-pages\/log-in\?returnTo=%2Ffavorites$/,
  );
});

test('the wishlist link leads to /favorites when logged in, and compare to the compare table', async () => {
  page();
  act(() =>
    useSessionStore.getState().login({
      token: 't',
      username: 'selam@betoch.et',
      name: 'Selam',
      avatar: '',
      userId: 1,
      userCode: 'U-1001',
    }),
  );
  await userEvent.click(screen.getByRole('link', { name: /^Wishlist/ }));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/favorites$/);
  await userEvent.click(screen.getByRole('link', { name: /^Compare/ }));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/property\/compare$/);
});
