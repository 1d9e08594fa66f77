import { act, screen } from '@testing-library/react';
import { notFoundIn, useLanguageStore } from '@betoch/shared';
import { fakeResponse, renderRoute, serveAssets } from '@betoch/shared/testing';
import amJson from '../../../i18n/property/am.json';
import enJson from '../../../i18n/property/en.json';
import PropertyRoutes from '../../exposes/property-routes';
import {
  PUBLISHED,
  publishedListingAnswer,
  serveListingsService,
} from '../../testing/listings-service';

function renderAt(url: string) {
  return renderRoute(<PropertyRoutes />, {
    url,
    path: '/property/*',
    namespaces: { property: enJson },
    amNamespaces: { property: amJson },
  });
}

let restore: () => void;

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  restore();
  act(() => useLanguageStore.getState().setLanguage('en'));
});

describe('the page of a listing its publisher withdrew (the service answers 410)', () => {
  it('shows its title, that it is no longer available, and the ways on; not the 404 page', async () => {
    const assets = serveAssets();
    const service = serveListingsService(publishedListingAnswer('withdrawn'));
    restore = service.restore;
    renderAt(`/property/image-box?id=${PUBLISHED.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: PUBLISHED.title })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('This listing is no longer available.');
    expect(
      screen.getByText('The seller withdrew it: the property is no longer offered for sale here.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See other properties for sale' })).toHaveAttribute(
      'href',
      '/listing/grid-view/2-grid/left-sidebar?tag=For+sale',
    );
    expect(screen.getByRole('link', { name: 'Browse all the listings' })).toHaveAttribute(
      'href',
      '/listing/grid-view/2-grid/left-sidebar',
    );
    expect(screen.queryByText('Property not found')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to wishlist' })).not.toBeInTheDocument();
    // The server answers it 410 (domain/not-found-mark.ts), not 404.
    expect(notFoundIn(document.body.innerHTML)).toBe('gone');
    // One question, answered: no related listings, and the static JSON is not read for it.
    expect(service.asked).toEqual([`http://localhost:3006/api/listings/${PUBLISHED.id}`]);
    expect(assets.mock.calls.map(([url]) => url)).not.toContainEqual(
      expect.stringContaining('property-details.json'),
    );
  });

  it('names a withdrawn rental by its deal, and by its id when the answer had no title', async () => {
    serveAssets();
    restore = serveListingsService(() =>
      fakeResponse(410, { id: 'rk3m9x2q7wz', status: 'withdrawn' }),
    ).restore;
    renderAt('/property/sticky-tab?id=rk3m9x2q7wz');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Listing rk3m9x2q7wz' }),
    ).toBeVisible();
    expect(
      screen.getByText('The owner withdrew it: the property is no longer offered for rent here.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See other properties for rent' })).toHaveAttribute(
      'href',
      '/listing/grid-view/2-grid/left-sidebar?tag=For+rent',
    );
  });

  it('speaks Amharic, with the title the service gave in Amharic', async () => {
    serveAssets();
    const service = serveListingsService(publishedListingAnswer('withdrawn', 'የዝግባ በሮች ያሉት ቪላ'));
    restore = service.restore;
    act(() => useLanguageStore.getState().setLanguage('am'));
    renderAt(`/property/left-sidebar?id=${PUBLISHED.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'የዝግባ በሮች ያሉት ቪላ' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(amJson.withdrawn.status);
    expect(screen.getByRole('link', { name: amJson.withdrawn.similarSale })).toBeVisible();
    expect(service.asked).toEqual([`http://localhost:3006/api/listings/${PUBLISHED.id}?lang=am`]);
  });

  it('shows the not-found page, 404, for an id the service does not know', async () => {
    serveAssets();
    restore = serveListingsService(publishedListingAnswer('live')).restore;
    renderAt('/property/image-box?id=bzz9');
    expect(await screen.findByText('We could not find property “bzz9”.')).toBeVisible();
    expect(notFoundIn(document.body.innerHTML)).toBe('page');
  });
});
