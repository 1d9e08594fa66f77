import { act, screen } from '@testing-library/react';
import { useLanguageStore, type Property } from '@betoch/shared';
import { fakeResponse, renderRoute, serveAssets } from '@betoch/shared/testing';
import amJson from '../../../i18n/property/am.json';
import enJson from '../../../i18n/property/en.json';
import PropertyRoutes from '../../exposes/property-routes';
import { PUBLISHED, SERVICE, serveListingsService } from '../../testing/listings-service';
import { FULL_FRAME_SIZES } from '../gallery/gallery-sizes';

/** Where the service keeps the listing's photos: a path on the service, not on the site. */
const KEY = '/photos/bk3m9x2q7wz/mi0d6x2o-3fa9c0d21e7b';

/** A seller's listing written in English only, with one photo, as the service answers it. */
const WRITTEN_IN_ENGLISH: Property = {
  ...PUBLISHED,
  description: 'A family villa with a walled garden.\n\nDoors of zebrawood in every room.',
  images: [
    {
      src: `${KEY}/1-1280.jpg`,
      width: 1280,
      height: 960,
      alt: 'The villa from its garden',
      widths: {
        webp: [
          { src: `${KEY}/1-320.webp`, width: 320 },
          { src: `${KEY}/1-1280.webp`, width: 1280 },
        ],
        jpeg: [
          { src: `${KEY}/1-320.jpg`, width: 320 },
          { src: `${KEY}/1-1280.jpg`, width: 1280 },
        ],
      },
      preview: { src: `${KEY}/1-1200x630.jpg`, width: 1200, height: 630 },
    },
  ],
  writtenIn: { title: ['en'], description: ['en'] },
};

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
  restore = serveListingsService((url) =>
    url.pathname === '/api/listings/related'
      ? fakeResponse(200, { items: [] })
      : fakeResponse(200, WRITTEN_IN_ENGLISH),
  ).restore;
});

afterEach(() => {
  restore();
  act(() => useLanguageStore.getState().setLanguage('en'));
});

const paragraphs = () => [
  screen.getByText('A family villa with a walled garden.'),
  screen.getByText('Doors of zebrawood in every room.'),
];

it('on the Amharic page, marks the title and the description the seller wrote in English', async () => {
  // Chosen once the page's i18n is up (the first test of the file starts it in English).
  renderAt(`/property/image-box?id=${PUBLISHED.id}`);
  act(() => useLanguageStore.getState().setLanguage('am'));
  const title = await screen.findByRole('heading', { level: 1, name: PUBLISHED.title });
  expect(title).toHaveAttribute('lang', 'en');
  for (const paragraph of paragraphs()) expect(paragraph).toHaveAttribute('lang', 'en');
  // And says so, in the page's language, for a reader who sees rather than hears it.
  expect(await screen.findByText(amJson.writtenIn.en)).toBeInTheDocument();
});

it('on the English page, leaves them in the page’s language', async () => {
  renderAt(`/property/sticky-tab?id=${PUBLISHED.id}`);
  const title = await screen.findByRole('heading', { level: 1, name: PUBLISHED.title });
  expect(title).not.toHaveAttribute('lang');
  for (const paragraph of paragraphs()) expect(paragraph).not.toHaveAttribute('lang');
  expect(screen.queryByText(enJson.writtenIn.en)).not.toBeInTheDocument();
});

it("shows the photos from the listings service, at the gallery frame's width", async () => {
  renderAt(`/property/image-slider?id=${PUBLISHED.id}`);
  const image = await screen.findByRole('img', { name: 'The villa from its garden' });
  expect(image).toHaveAttribute('src', `${SERVICE}${KEY}/1-1280.jpg`);
  expect(image).toHaveAttribute(
    'srcset',
    `${SERVICE}${KEY}/1-320.jpg 320w, ${SERVICE}${KEY}/1-1280.jpg 1280w`,
  );
  expect(image).toHaveAttribute('sizes', FULL_FRAME_SIZES);
  const webp = image.closest('picture')?.querySelector('source[type="image/webp"]');
  expect(webp).toHaveAttribute(
    'srcset',
    `${SERVICE}${KEY}/1-320.webp 320w, ${SERVICE}${KEY}/1-1280.webp 1280w`,
  );
});
