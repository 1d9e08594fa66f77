import { screen, within } from '@testing-library/react';
import properties from '../../../assets/data/property-details.json';
import type { Property } from '../../domain/property';
import { renderRoute } from '@betoch/shared/testing';
import { PropertyCard } from './property-card';

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
