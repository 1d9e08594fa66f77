import { screen } from '@testing-library/react';
import { useSessionStore } from '@betoch/shared';
import { PROPERTIES, serveAssets } from '@betoch/shared/testing';
import { SELAM, renderAccountPage, resetAccountState } from '../../testing/test-helpers';
import MyPropertiesPage from './my-properties-page';

function renderPage() {
  renderAccountPage(<MyPropertiesPage />, '/my-properties');
}

beforeEach(() => {
  resetAccountState();
  serveAssets();
});

describe('MyPropertiesPage', () => {
  it("lists the logged-in account's own listings", async () => {
    useSessionStore.getState().login(SELAM);
    const own = PROPERTIES.filter((p) => p.ownerCode === 'U-1001');
    expect(own.length).toBeGreaterThan(0);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My properties' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(own.length);
    for (const property of own) {
      expect(screen.getByRole('link', { name: property.title })).toBeInTheDocument();
    }
  });

  it('says so when the account has no listings', async () => {
    useSessionStore.getState().login({ ...SELAM, userCode: 'U-9999' });
    renderPage();
    expect(await screen.findByText('You have no listings yet.')).toBeInTheDocument();
  });

  it('sends a visitor without a token to log in', () => {
    renderPage();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/page/other-pages/log-in?returnTo=%2Fmy-properties',
    );
  });
});
