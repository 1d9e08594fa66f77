import { act, screen, within } from '@testing-library/react';
import properties from '../../../assets/data/property-details.json';
import type { Property } from '../../domain/property';
import { useDataModeStore } from '../../stores/data-mode-store';
import { useLanguageStore } from '../../stores/language-store';
import { renderRoute } from '@betoch/shared/testing';
import { CARD_IMAGE_SIZES, LIST_CARD_IMAGE_SIZES, PropertyCard } from './property-card';

const all = properties as Property[];
const forSale = all.find((p) => p.id.includes('b')) as Property;
const forRent = all.find((p) => !p.id.includes('b')) as Property;

test('a full listing shows picture, badge, linked title, place, price, facts and date', () => {
  renderRoute(<PropertyCard property={forSale} />);
  const card = screen.getByRole('article');
  const image = within(card).getByRole('img', { name: forSale.images[0]?.alt });
  expect(image).toHaveAttribute('width', String(forSale.images[0]?.width));
  expect(image).toHaveAttribute('height', String(forSale.images[0]?.height));
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(within(card).getByText('For sale')).toBeInTheDocument();
  const title = within(card).getByRole('heading', { level: 3, name: forSale.title });
  expect(within(title).getByRole('link')).toHaveAttribute(
    'href',
    `/property/image-box?id=${forSale.id}`,
  );
  expect(within(card).getByText(`${forSale.beds} beds`)).toBeInTheDocument();
  expect(within(card).getByText(`${forSale.sqft} m²`)).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Add to compare' })).toBeInTheDocument();
  expect(card.querySelector('time')).toHaveAttribute('dateTime', forSale.date);
});

test('a rental is badged for rent and priced per month, at the heading level asked', () => {
  renderRoute(<PropertyCard property={forRent} headingLevel={2} layout="list" />);
  expect(screen.getByText('For rent')).toBeInTheDocument();
  expect(screen.getByText('/ month')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: forRent.title })).toBeInTheDocument();
});

test('an old stored entry with only an id and a price still renders', () => {
  renderRoute(<PropertyCard property={{ id: 'r07', price: 450 }} />);
  expect(screen.getByRole('link', { name: 'Property r07' })).toBeInTheDocument();
  expect(screen.getByText('$450')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test('zero bedrooms and bathrooms (a plot of land) are left out', () => {
  renderRoute(<PropertyCard property={{ id: 'b99', beds: 0, baths: 0, sqft: 500 }} />);
  expect(screen.getByText('500 m²')).toBeInTheDocument();
  expect(screen.queryByText(/beds?$/)).not.toBeInTheDocument();
  expect(screen.queryByText(/baths?$/)).not.toBeInTheDocument();
});

test('actions replace the list buttons', () => {
  renderRoute(<PropertyCard property={forSale} actions={<button type="button">Remove</button>} />);
  expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add to wishlist' })).not.toBeInTheDocument();
});

test('the area and the listing date are isolated left-to-right runs (RTL layouts)', () => {
  const { container } = renderRoute(
    <PropertyCard
      property={{ id: 'r5', price: 900, sqft: 120, date: '2025-03-14', params: [], title: 'Flat' }}
    />,
  );
  expect(screen.getByText('120 m²')).toHaveAttribute('dir', 'ltr');
  expect(container.querySelector('time')).toHaveAttribute('dir', 'ltr');
});

describe("a seller's listing", () => {
  const KEY = 'https://search.betoch.et/photos/bk3m9x2q7wz/mi0d6x2o-3fa9c0d21e7b';
  const published: Property = {
    ...forSale,
    id: 'bk3m9x2q7wz',
    title: 'Four-bedroom villa with zebrawood doors',
    images: [
      {
        src: `${KEY}/1-1280.jpg`,
        width: 1280,
        height: 960,
        alt: 'The villa from its garden',
        widths: {
          webp: [
            { src: `${KEY}/1-320.webp`, width: 320 },
            { src: `${KEY}/1-640.webp`, width: 640 },
          ],
          jpeg: [
            { src: `${KEY}/1-320.jpg`, width: 320 },
            { src: `${KEY}/1-640.jpg`, width: 640 },
          ],
        },
      },
    ],
    writtenIn: { title: ['en'], description: ['en'] },
  };

  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  test("shows its photo at the card's column width: the phone's, half, a third of the page", () => {
    renderRoute(<PropertyCard property={published} />);
    const image = screen.getByRole('img', { name: 'The villa from its garden' });
    const source = image.closest('picture')?.querySelector('source');
    expect(image).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
    expect(source).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
    expect(source).toHaveAttribute('srcset', `${KEY}/1-320.webp 320w, ${KEY}/1-640.webp 640w`);
    expect(CARD_IMAGE_SIZES).toMatch(/\(min-width: 1200px\) 380px, .* 50vw, 100vw$/);
  });

  test('saving data: its narrowest file only, fetched as it scrolls in even above the fold', () => {
    act(() => useDataModeStore.setState({ mode: 'low' }));
    try {
      renderRoute(<PropertyCard property={published} load="priority" />);
      const image = screen.getByRole('img', { name: 'The villa from its garden' });
      expect(image).toHaveAttribute('srcset', `${KEY}/1-320.jpg 320w`);
      expect(image.closest('picture')?.querySelector('source')).toHaveAttribute(
        'srcset',
        `${KEY}/1-320.webp 320w`,
      );
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    } finally {
      act(() => useDataModeStore.setState({ mode: 'normal' }));
    }
  });

  test('in the list layout, at the width of its column there', () => {
    renderRoute(<PropertyCard property={published} layout="list" />);
    expect(screen.getByRole('img')).toHaveAttribute('sizes', LIST_CARD_IMAGE_SIZES);
  });

  test('marks an English title with its language on the Amharic page only', () => {
    const { unmount } = renderRoute(<PropertyCard property={published} />);
    expect(screen.getByRole('heading', { name: published.title })).not.toHaveAttribute('lang');
    unmount();

    act(() => useLanguageStore.getState().setLanguage('am'));
    renderRoute(<PropertyCard property={published} />);
    expect(screen.getByRole('heading', { name: published.title })).toHaveAttribute('lang', 'en');
  });

  test("a listing of the data, written in every language, is the page's language", () => {
    act(() => useLanguageStore.getState().setLanguage('am'));
    renderRoute(<PropertyCard property={forSale} />);
    expect(screen.getByRole('heading', { name: forSale.title })).not.toHaveAttribute('lang');
  });
});
