import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notFoundIn, useCompareStore, PROPERTY_LAYOUTS } from '@betoch/shared';
import {
  propertyById,
  renderRoute,
  serveAssets,
  stubIntersectionObserver,
} from '@betoch/shared/testing';
import enJson from '../../../i18n/property/en.json';
import PropertyRoutes from '../../exposes/property-routes';

function renderAt(url: string) {
  return renderRoute(<PropertyRoutes />, {
    url,
    path: '/property/*',
    namespaces: { property: enJson },
  });
}

beforeEach(() => {
  serveAssets();
  stubIntersectionObserver();
  localStorage.clear();
  useCompareStore.setState({ items: [] });
});

describe.each(PROPERTY_LAYOUTS)('/property/%s', (variant) => {
  it('shows the title as the one heading, the price, the list buttons and the agent', async () => {
    const villa = propertyById('b01');
    renderAt(`/property/${variant}?id=b01`);
    expect(await screen.findByRole('heading', { level: 1, name: villa.title })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByText('$620,000').length).toBeGreaterThan(0);
    const wish = screen.getByRole('button', { name: 'Add to wishlist' });
    const compare = screen.getByRole('button', { name: 'Add to compare' });
    expect(wish).toHaveAttribute('aria-pressed', 'false');
    expect(compare).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('link', { name: /\+251 911 903 417/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+251\d{9}$/),
    );
  });
});

it('links the page to its sale or lease agreement, pre-filled with the property', async () => {
  renderAt('/property/left-sidebar?id=b01');
  expect(await screen.findByRole('link', { name: 'Prepare a sale agreement' })).toHaveAttribute(
    'href',
    '/contract/sale?id=b01',
  );
});

it('shows a rental price per month', async () => {
  renderAt('/property/image-box?id=r01');
  const rental = propertyById('r01');
  expect(await screen.findByRole('heading', { level: 1, name: rental.title })).toBeVisible();
  expect(screen.getAllByText('/ month').length).toBeGreaterThan(0);
  expect(screen.getByRole('link', { name: 'Prepare a lease agreement' })).toHaveAttribute(
    'href',
    '/contract/lease?id=r01',
  );
});

it('adds the property to the compare list from the detail page', async () => {
  renderAt('/property/image-box?id=b01');
  const compare = await screen.findByRole('button', { name: 'Add to compare' });
  await userEvent.click(compare);
  expect(compare).toHaveAttribute('aria-pressed', 'true');
  expect(useCompareStore.getState().items.map((p) => p.id)).toEqual(['b01']);
  expect(await screen.findByText('Property has been added in Compare.')).toBeVisible();
});

it('says so, with a link to the listings, when the id is unknown', async () => {
  renderAt('/property/image-slider?id=zz9');
  expect(await screen.findByText('We could not find property “zz9”.')).toBeVisible();
  expect(screen.getByRole('heading', { level: 1, name: 'Property not found' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Browse the listings' })).toHaveAttribute(
    'href',
    '/listing/grid-view/2-grid/left-sidebar',
  );
  expect(screen.queryByText('Redirected')).not.toBeInTheDocument();
  // The server answers it 404 (domain/not-found-mark.ts).
  expect(notFoundIn(document.body.innerHTML)).toBe('page');
});

it('says that no property was chosen when the id is missing', async () => {
  renderAt('/property/sticky-tab');
  expect(await screen.findByText('No property was chosen.')).toBeVisible();
});

it('shows the data error and a retry when the properties file fails', async () => {
  serveAssets({ failing: ['property-details.json'], failStatus: 500 });
  renderAt('/property/thumbnail-image?id=b01');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('property-details.json could not be loaded (HTTP 500)');
  // A file that failed is not an unknown property: the server must not answer 404.
  expect(notFoundIn(document.body.innerHTML)).toBeNull();
  serveAssets();
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: propertyById('b01').title }),
  ).toBeVisible();
});

it('redirects an unknown layout to the 404 page', () => {
  renderAt('/property/nothing?id=b01');
  expect(screen.getByText('Redirected')).toBeInTheDocument();
});

it('lists up to three related properties of the same city, not the property itself', async () => {
  renderAt('/property/image-box?id=b01');
  const related = await screen.findByRole('region', { name: /Similar properties in Addis Ababa/ });
  const cards = await within(related).findAllByRole('article');
  expect(cards).toHaveLength(3);
  expect(within(related).queryByRole('link', { name: propertyById('b01').title })).toBeNull();
});

it('moves between the sections with the sticky tab bar', async () => {
  renderAt('/property/sticky-tab?id=b01');
  const tabs = await screen.findByRole('navigation', { name: 'Sections of this page' });
  const links = within(tabs).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual([
    'Overview',
    'Details',
    'Features',
    'Location',
    'Agent',
  ]);
  await userEvent.click(within(tabs).getByRole('link', { name: 'Location' }));
  expect(within(tabs).getByRole('link', { name: 'Location' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  expect(document.activeElement).toHaveAttribute('id', 'tab-location');
});
