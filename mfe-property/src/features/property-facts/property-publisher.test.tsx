import { act, screen } from '@testing-library/react';
import { useLanguageStore } from '@betoch/shared';
import { fakeResponse, propertyById, renderRoute, serveAssets } from '@betoch/shared/testing';
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

let restore = () => undefined as void;

beforeEach(() => {
  localStorage.clear();
  serveAssets();
});

afterEach(() => {
  restore();
  restore = () => undefined;
  act(() => useLanguageStore.getState().setLanguage('en'));
});

describe("a seller's listing names its publisher and its last change", () => {
  it.each(['image-box', 'left-sidebar', 'thumbnail-image'])(
    'under the title (/property/%s), the day in Addis Ababa',
    async (variant) => {
      restore = serveListingsService(publishedListingAnswer('live')).restore;
      renderAt(`/property/${variant}?id=${PUBLISHED.id}`);
      expect(await screen.findByRole('heading', { level: 1, name: PUBLISHED.title })).toBeVisible();
      // 21:30 UTC on 12 March is 13 March in Addis Ababa.
      expect(screen.getByText('Published by U-1003 · updated 13 Mar 2026')).toBeVisible();
    },
  );

  it('in Amharic, the date in the Ethiopian calendar', async () => {
    restore = serveListingsService(publishedListingAnswer('live')).restore;
    act(() => useLanguageStore.getState().setLanguage('am'));
    renderAt(`/property/image-box?id=${PUBLISHED.id}`);
    expect(await screen.findByText('ያወጣው፦ U-1003 · የተሻሻለው፦ 4 መጋቢት 2018')).toBeVisible();
  });

  it('without a last change, the publisher alone', async () => {
    const { updatedAt: _updatedAt, ...withoutDate } = PUBLISHED;
    restore = serveListingsService((url) =>
      url.pathname === '/api/listings/related'
        ? fakeResponse(200, { items: [] })
        : fakeResponse(200, withoutDate),
    ).restore;
    renderAt(`/property/image-box?id=${PUBLISHED.id}`);
    expect(await screen.findByText('Published by U-1003')).toBeVisible();
  });

  it('says nothing of a publisher for the demo listings, which have none', async () => {
    renderAt('/property/image-box?id=b01');
    expect(
      await screen.findByRole('heading', { level: 1, name: propertyById('b01').title }),
    ).toBeVisible();
    expect(screen.queryByText(/Published by/)).not.toBeInTheDocument();
  });
});
