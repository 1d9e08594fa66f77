import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCompareStore, type StoredProperty } from '@betoch/shared';
import { fakeResponse, propertyById, renderRoute, serveAssets } from '@betoch/shared/testing';
import enJson from '../../../i18n/property/en.json';
import PropertyRoutes from '../../exposes/property-routes';
import { PUBLISHED, serveListingsService } from '../../testing/listings-service';

function renderCompare(items: StoredProperty[]) {
  localStorage.clear();
  useCompareStore.setState({ items });
  renderRoute(<PropertyRoutes />, {
    url: '/property/compare',
    path: '/property/*',
    namespaces: { property: enJson },
  });
}

const table = () => screen.getByRole('table', { name: 'The properties you chose to compare' });
const columnTitles = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

it('shows an empty state with a link to the listings', () => {
  renderCompare([]);
  expect(screen.getByRole('heading', { level: 1, name: 'Compare properties' })).toBeVisible();
  expect(screen.getByText('Your compare list is empty.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Browse the listings' })).toHaveAttribute(
    'href',
    '/listing/grid-view/2-grid/left-sidebar',
  );
  expect(screen.queryByRole('table')).toBeNull();
});

it('shows one column per property with its figures', () => {
  const villa = propertyById('b01');
  const flat = propertyById('r01');
  renderCompare([villa, flat]);
  expect(columnTitles()).toEqual([villa.title, flat.title]);
  expect(screen.getByRole('link', { name: villa.title })).toHaveAttribute(
    'href',
    '/property/image-box?id=b01',
  );
  const price = screen.getByRole('row', { name: /^Price/ });
  expect(price).toHaveTextContent('$620,000');
  expect(price).toHaveTextContent('/ month');
  expect(screen.getByRole('row', { name: /^Deal/ })).toHaveTextContent('For saleFor rent');
  expect(screen.getByRole('row', { name: /^Area/ })).toHaveTextContent(`${villa.sqft} m²`);
  expect(screen.getByRole('row', { name: /^Bedrooms/ })).toHaveTextContent(
    `Bedrooms${villa.beds}${flat.beds}`,
  );
  expect(screen.getByRole('row', { name: /^Listed/ })).toHaveTextContent('18 Feb 2026');
  expect(screen.getAllByRole('button', { name: 'Remove from compare' })).toHaveLength(2);
});

it('links each property to its agreement, pre-filled: sale for b-ids, lease otherwise', () => {
  renderCompare([propertyById('b01'), propertyById('r01')]);
  expect(screen.getByRole('link', { name: 'Prepare a sale agreement' })).toHaveAttribute(
    'href',
    '/contract/sale?id=b01',
  );
  expect(screen.getByRole('link', { name: 'Prepare a lease agreement' })).toHaveAttribute(
    'href',
    '/contract/lease?id=r01',
  );
});

it('shows a dash for the fields an old stored entry lacks', () => {
  renderCompare([{ id: 'b77', price: 1000 }]);
  expect(columnTitles()).toEqual(['Property b77']);
  expect(screen.getByRole('row', { name: /^Type/ })).toHaveTextContent('Type—');
  expect(screen.getByRole('row', { name: /^Area/ })).toHaveTextContent('Area—');
  expect(screen.getByRole('row', { name: /^Price/ })).toHaveTextContent('$1,000');
});

it('removes a property’s column with its button, with the spec’s toast', async () => {
  const villa = propertyById('b01');
  const flat = propertyById('r01');
  renderCompare([villa, flat]);
  const [first] = screen.getAllByRole('button', { name: 'Remove from compare' });
  await userEvent.click(first as HTMLElement);
  expect(columnTitles()).toEqual([flat.title]);
  expect(await screen.findByText('Property has been removed from Compare.')).toBeVisible();
  expect(JSON.parse(localStorage.getItem('compare') ?? '[]')).toEqual([flat]);
  await userEvent.click(screen.getByRole('button', { name: 'Remove from compare' }));
  expect(screen.getByText('Your compare list is empty.')).toBeVisible();
});

describe('a listing its publisher withdrew', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('keeps its column, says it is no longer available, and goes with its Remove button', async () => {
    const villa = propertyById('b01');
    serveAssets();
    const service = serveListingsService(() =>
      fakeResponse(200, { items: [villa], missing: [], withdrawn: [PUBLISHED.id, 'rk3m9x2q7wz'] }),
    );
    restore = service.restore;
    const saved = { id: PUBLISHED.id, title: 'Villa with zebrawood doors', price: 310000 };
    renderCompare([villa, saved, { id: 'rk3m9x2q7wz' }]);

    await waitFor(() => expect(screen.getAllByText('No longer available')).toHaveLength(2));
    expect(columnTitles()).toEqual([
      villa.title,
      'Villa with zebrawood doorsNo longer available',
      'Property rk3m9x2q7wzNo longer available',
    ]);
    // Only the live listing links to its page and its agreement; the others show dashes.
    expect(
      within(table())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([villa.title, 'Prepare a sale agreement']);
    expect(screen.getByRole('row', { name: /^Price/ })).toHaveTextContent('Price$620,000——');
    expect(screen.getAllByText('The seller withdrew this listing.')).toHaveLength(2);
    expect(service.asked).toEqual([
      `http://localhost:3006/api/listings/by-id?ids=b01,${PUBLISHED.id},rk3m9x2q7wz`,
    ]);

    const [, second] = screen.getAllByRole('button', { name: 'Remove from compare' });
    await userEvent.click(second as HTMLElement);
    expect(useCompareStore.getState().items.map((p) => p.id)).toEqual(['b01', 'rk3m9x2q7wz']);
    expect(JSON.parse(localStorage.getItem('compare') ?? '[]')).toEqual([
      villa,
      { id: 'rk3m9x2q7wz' },
    ]);
    expect(screen.getAllByText('No longer available')).toHaveLength(1);
  });
});
