import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getRuntimeConfig,
  setRuntimeConfig,
  useSessionStore,
  useWishlistStore,
} from '@betoch/shared';
import { fakeResponse, propertyById, serveAssets } from '@betoch/shared/testing';
import { SELAM, renderAccountPage, resetAccountState } from '../../testing/test-helpers';
import FavoritesModulePage from './favorites-module-page';
import FavoritesPage from './favorites-page';

function renderFavorites(url = '/favorites', page = <FavoritesPage />) {
  renderAccountPage(page, url);
}

beforeEach(() => {
  resetAccountState();
  serveAssets();
});

describe('FavoritesPage', () => {
  it('sends a visitor without a token to log in, to come back here', () => {
    renderFavorites('/favorites?view=list');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/page/other-pages/log-in?returnTo=%2Ffavorites%3Fview%3Dlist',
    );
  });

  it('invites to browse when the wishlist is empty', () => {
    useSessionStore.getState().login(SELAM);
    renderFavorites();
    expect(screen.getByRole('heading', { level: 1, name: 'Favorites' })).toBeInTheDocument();
    expect(screen.getByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the listings' })).toHaveAttribute(
      'href',
      '/listing/grid-view/2-grid/left-sidebar',
    );
  });

  it('lists the wishlist, refreshed from the data set, and removes with the spec toast', async () => {
    useSessionStore.getState().login(SELAM);
    // b01 as the old site saved it (id and price only), b02 with a title.
    useWishlistStore.setState({
      items: [
        { id: 'b01', price: 1 },
        { id: 'b02', title: 'Saved' },
      ],
    });
    renderFavorites();

    expect(screen.getByText('2 saved properties')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare properties' })).toHaveAttribute(
      'href',
      '/property/compare',
    );
    // Once the data set is in, the old entry shows its current title instead of "Property b01".
    await waitFor(() => expect(screen.queryByText('Property b01')).not.toBeInTheDocument());
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);

    const first = cards[0];
    if (!first) throw new Error('no card');
    await userEvent
      .setup()
      .click(within(first).getByRole('button', { name: 'Remove from wishlist' }));
    expect(await screen.findByText('Property has been removed from wishlist.')).toBeInTheDocument();
    expect(useWishlistStore.getState().items.map((p) => p.id)).toEqual(['b02']);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('1 saved property')).toHaveFocus();
  });

  it('shows cards from a stored wishlist whose fields have the wrong types', async () => {
    useSessionStore.getState().login(SELAM);
    // Hand-edited storage: objects where texts belong, for an id the data set does not know
    // (so nothing overlays the stored fields) and one it knows.
    localStorage.setItem(
      'wishlist',
      JSON.stringify([
        { id: 'b999', title: { en: 'x' }, type: { a: 1 }, city: ['Bole'], price: '1', beds: {} },
        { id: 'r03', title: { en: 'y' }, subCity: { a: 1 }, date: { y: 1 } },
      ]),
    );
    // The store reads storage again on a storage event, as when another tab wrote it.
    window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist' }));
    renderFavorites();

    expect(screen.getByText('2 saved properties')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Property b999' })).toHaveAttribute(
      'href',
      '/property/image-box?id=b999',
    );
    expect(
      await screen.findByRole('link', { name: 'Five-bedroom villa for rent at Old Airport' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText(/could not be loaded/i)).not.toBeInTheDocument();
  });

  it('shows the same list on /components/favorites, with a way home', async () => {
    useSessionStore.getState().login(SELAM);
    useWishlistStore.setState({ items: [{ id: 'r03', title: 'Flat in Bole' }] });
    renderFavorites('/components/favorites', <FavoritesModulePage />);
    expect(
      await screen.findByRole('link', { name: 'Five-bedroom villa for rent at Old Airport' }),
    ).toHaveAttribute('href', '/property/image-box?id=r03');
    expect(screen.getByRole('link', { name: 'Betoch' })).toHaveAttribute('href', '/theme/classic');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toBeInTheDocument();
  });

  it('guards /components/favorites too', () => {
    renderFavorites('/components/favorites', <FavoritesModulePage />);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/page/other-pages/log-in?returnTo=%2Fcomponents%2Ffavorites',
    );
  });

  describe('with listings their publishers withdrew', () => {
    const SERVICE = 'http://localhost:3006';
    const config = getRuntimeConfig();
    let asked: string[];

    beforeEach(() => {
      setRuntimeConfig({ ...config, listingsApiUrl: SERVICE });
      const assets = globalThis.fetch;
      asked = [];
      globalThis.fetch = jest.fn((input: string | URL | Request, init?: RequestInit) => {
        const url = String(input);
        if (!url.startsWith(SERVICE)) return assets(input, init);
        asked.push(url);
        return Promise.resolve(
          fakeResponse(200, {
            items: [propertyById('b01')],
            missing: [],
            withdrawn: ['bk3m9x2q7wz', 'bq7'],
          }),
        );
      }) as typeof fetch;
    });

    afterEach(() => setRuntimeConfig(config));

    it('shows each as no longer available, by its saved title or its id, with Remove; the rest as before', async () => {
      useSessionStore.getState().login(SELAM);
      useWishlistStore.setState({
        items: [
          { id: 'b01', title: 'Saved' },
          { id: 'bk3m9x2q7wz', title: 'Villa with zebrawood doors', price: 310000 },
          { id: 'bq7' },
        ],
      });
      renderFavorites();

      const gone = await screen.findByRole('article', { name: 'Villa with zebrawood doors' });
      expect(within(gone).getByText('No longer available')).toBeInTheDocument();
      expect(within(gone).getByText('The seller withdrew this listing.')).toBeInTheDocument();
      // No link to a page that only says the same, no price: what it was, and Remove.
      expect(within(gone).queryByRole('link')).not.toBeInTheDocument();
      expect(within(gone).queryByText(/310,000/)).not.toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Property bq7' })).toHaveTextContent(
        'No longer available',
      );
      // The live listing shows its current card, its link and its agreement.
      expect(screen.getByRole('link', { name: propertyById('b01').title })).toHaveAttribute(
        'href',
        '/property/image-box?id=b01',
      );
      expect(screen.getAllByRole('article')).toHaveLength(3);
      expect(screen.getByText('3 saved properties')).toBeInTheDocument();
      expect(asked).toEqual([`${SERVICE}/api/listings/by-id?ids=b01,bk3m9x2q7wz,bq7`]);

      await userEvent
        .setup()
        .click(within(gone).getByRole('button', { name: 'Remove from wishlist' }));
      expect(
        await screen.findByText('Property has been removed from wishlist.'),
      ).toBeInTheDocument();
      expect(useWishlistStore.getState().items.map((p) => p.id)).toEqual(['b01', 'bq7']);
      expect(JSON.parse(localStorage.getItem('wishlist') ?? '[]')).toEqual([
        { id: 'b01', title: 'Saved' },
        { id: 'bq7' },
      ]);
      expect(screen.getByText('2 saved properties')).toHaveFocus();
      expect(screen.getAllByRole('article')).toHaveLength(2);
    });
  });
});
