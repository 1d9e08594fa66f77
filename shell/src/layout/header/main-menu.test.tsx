import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@betoch/shared/router';
import { useSessionStore } from '@betoch/shared';
import { renderRoute } from '@betoch/shared/testing';
import { MainMenu } from './main-menu';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function page() {
  return renderRoute(
    <>
      <MainMenu />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { url: '/theme/classic' },
  );
}

afterEach(() => useSessionStore.getState().logout());

test('the main menu lists Home, Listings, Agent Grid, Favorites and Contact us in that order', () => {
  page();
  const names = screen.getAllByRole('link').map((link) => link.textContent);
  expect(names.slice(0, 5)).toEqual(['Home', 'Listings', 'Agent Grid', 'Favorites', 'Contact us']);
  expect(screen.getByRole('link', { name: 'Listings' })).toHaveAttribute(
    'href',
    '/listing/grid-view/2-grid/left-sidebar',
  );
});

test('Favorites leads to the log-in page without a token, coming back to /favorites after', async () => {
  page();
  await userEvent.click(screen.getByRole('link', { name: 'Favorites' }));
  expect(screen.getByTestId('where')).toHaveTextContent(
    /^\/page\/other-pages\/log-in\?returnTo=%2Ffavorites$/,
  );
});

test('Favorites leads to /favorites once a token is stored, decided at click time', async () => {
  page();
  useSessionStore.getState().login({
    token: 't',
    username: 'selam@betoch.et',
    name: 'Selam',
    avatar: '',
    userId: 1,
    userCode: 'U-1001',
  });
  await userEvent.click(screen.getByRole('link', { name: 'Favorites' }));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/favorites$/);
});

test('each main menu item draws the icon its data names, hidden from assistive technology', () => {
  const { container } = page();
  const links = [...container.querySelectorAll('.main-menu__link')].slice(0, 5);
  for (const link of links) {
    const icon = link.querySelector('svg');
    expect(icon).not.toBeNull();
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  }
  const paths = links.map((link) => link.querySelector('path')?.getAttribute('d'));
  expect(new Set(paths).size).toBe(5);
});
