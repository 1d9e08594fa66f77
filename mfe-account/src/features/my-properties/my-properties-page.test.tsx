import { screen, within } from '@testing-library/react';
import { useSessionStore } from '@betoch/shared';
import { PROPERTIES, fakeResponse, serveAssets } from '@betoch/shared/testing';
import { SELAM, renderAccountPage, resetAccountState } from '../../testing/test-helpers';
import MyPropertiesPage from './my-properties-page';

function renderPage(path = '/my-properties') {
  renderAccountPage(<MyPropertiesPage />, path);
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

  it('pages an account’s many listings, 12 a page, from the address’s ?page=', async () => {
    useSessionStore.getState().login(SELAM);
    // The account owns the first 14 listings of the data.
    const many = PROPERTIES.map((p, i) => ({ ...p, ownerCode: i < 14 ? 'U-1001' : undefined }));
    const files = serveAssets();
    globalThis.fetch = jest.fn((url: string) =>
      url.endsWith('/property-details.json') && !url.includes('/am/')
        ? Promise.resolve(fakeResponse(200, JSON.stringify(many)))
        : files(url),
    ) as unknown as typeof fetch;
    renderPage('/my-properties?page=2');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getAllByRole('link')[0]?.textContent)).toEqual(
      many.slice(12, 14).map((p) => p.title),
    );
    expect(screen.getByText('14 listings')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/my-properties',
    );
  });

  it('shows no pager when the listings fit on one page', async () => {
    useSessionStore.getState().login(SELAM);
    renderPage('/my-properties?page=9');
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says so when the account has no listings', async () => {
    useSessionStore.getState().login({ ...SELAM, userCode: 'U-9999' });
    renderPage();
    expect(
      await screen.findByText('No listings from our agents for this account.'),
    ).toBeInTheDocument();
  });

  it('sends a visitor without a token to log in', () => {
    renderPage();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/page/other-pages/log-in?returnTo=%2Fmy-properties',
    );
  });
});
