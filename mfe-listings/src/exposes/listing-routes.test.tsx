import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@betoch/shared/router';
import {
  getRuntimeConfig,
  searchListingList,
  setRuntimeConfig,
  useWishlistStore,
} from '@betoch/shared';
import {
  PROPERTIES as properties,
  fakeResponse,
  renderRoute,
  serveAssets,
} from '@betoch/shared/testing';
import listingsEn from '../../i18n/listings/en.json';
import ListingRoutes from './listing-routes';

const withTag = (tag: string) => properties.filter((p) => p.params.includes(tag));

/** Shows the router's query string, so a test can read the address as a visitor would. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

function renderListing(url: string) {
  return renderRoute(
    <>
      <ListingRoutes />
      <Address />
    </>,
    { url, path: '/listing/*', namespaces: { listings: listingsEn } },
  );
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent ?? '';
const count = () => screen.getByRole('heading', { level: 2, name: /propert/ });

beforeEach(() => {
  serveAssets();
  act(() => useWishlistStore.getState().clear());
});

test('the grid page shows the heading, the count, six cards and a pager', async () => {
  renderListing('/listing/grid-view/2-grid/left-sidebar');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Properties for sale and rent',
  );
  expect(
    await screen.findByRole('heading', { level: 2, name: `${properties.length} properties` }),
  ).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(6);
  const pager = screen.getByRole('navigation', { name: 'Pagination' });
  expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('choosing a tag narrows the results, goes to page 1 and is written to the address', async () => {
  const user = userEvent.setup();
  renderListing('/listing/grid-view/3-grid/right-sidebar?page=3&sort=low-price');
  await screen.findByRole('heading', { level: 2, name: `${properties.length} properties` });
  expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

  await user.click(screen.getByRole('checkbox', { name: /^Villa/ }));
  const villas = withTag('Villa');
  expect(count()).toHaveTextContent(`${villas.length} properties`);
  expect(address()).toBe('/listing/grid-view/3-grid/right-sidebar?tag=Villa&sort=low-price');
  expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  // Low price first, as the kept sort says.
  const cheapest = [...villas].sort((a, b) => a.price - b.price)[0];
  expect(screen.getAllByRole('article')[0]).toHaveTextContent(cheapest?.title ?? '?');
});

test('"Clear filters" in the panel unchecks the tags and restores every listing', async () => {
  const user = userEvent.setup();
  renderListing('/listing/grid-view/2-grid/left-sidebar');
  await screen.findByRole('heading', { level: 2, name: `${properties.length} properties` });
  const villa = screen.getByRole('checkbox', { name: /^Villa/ });
  await user.click(villa);
  expect(villa).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(villa).not.toBeChecked();
  expect(count()).toHaveTextContent(`${properties.length} properties`);
  expect(address()).toBe('/listing/grid-view/2-grid/left-sidebar');
});

test('the address alone restores a filter (bookmark, reload)', async () => {
  renderListing('/listing/list-view/listing/no-sidebar?tag=Bole');
  expect(
    await screen.findByRole('heading', { level: 2, name: `${withTag('Bole').length} properties` }),
  ).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: /^Bole/ })).toBeChecked();
});

test('changing the sort keeps the filters', async () => {
  const user = userEvent.setup();
  renderListing('/listing/grid-view/2-grid/no-sidebar?tag=Villa&page=2');
  await screen.findByRole('heading', { level: 2, name: `${withTag('Villa').length} properties` });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
  expect(address()).toBe('/listing/grid-view/2-grid/no-sidebar?tag=Villa&sort=high-price');
  expect(count()).toHaveTextContent(`${withTag('Villa').length} properties`);
  const dearest = [...withTag('Villa')].sort((a, b) => b.price - a.price)[0];
  expect(screen.getAllByRole('article')[0]).toHaveTextContent(dearest?.title ?? '?');
});

test('a price range typed in the filters is applied in US dollars', async () => {
  const user = userEvent.setup();
  renderListing('/listing/grid-view/2-grid/left-sidebar');
  await screen.findByRole('heading', { level: 2, name: `${properties.length} properties` });
  await user.type(screen.getByLabelText('Maximum price'), '1000');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  const cheap = properties.filter((p) => p.price <= 1000);
  expect(count()).toHaveTextContent(`${cheap.length} propert`);
  expect(address()).toBe('/listing/grid-view/2-grid/left-sidebar?maxPrice=1000');
});

test('a page past the end shows the last page', async () => {
  renderListing('/listing/grid-view/2-grid/left-sidebar?page=99');
  await screen.findByRole('heading', { level: 2, name: `${properties.length} properties` });
  const last = Math.ceil(properties.length / 6);
  expect(screen.getByRole('link', { name: `Page ${last}` })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('no match shows the empty state, whose "Clear filters" brings every listing back', async () => {
  const user = userEvent.setup();
  renderListing('/listing/grid-view/2-grid/left-sidebar?minPrice=99999999&sort=oldest');
  expect(await screen.findByText('No property matches these filters.')).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  const empty = screen.getByText('No property matches these filters.').closest('.empty-state');
  await user.click(within(empty as HTMLElement).getByRole('button', { name: 'Clear filters' }));
  expect(count()).toHaveTextContent(`${properties.length} properties`);
  expect(address()).toBe('/listing/grid-view/2-grid/left-sidebar?sort=oldest');
});

test('the tab layout shows for sale first and switches deal through the address', async () => {
  const user = userEvent.setup();
  renderListing('/listing/tab-layout/tab-full-width');
  const sale = await screen.findByRole('tab', { name: /For sale/ });
  expect(sale).toHaveAttribute('aria-selected', 'true');
  // The tabs choose the deal: no "For rent" tag to contradict them.
  expect(screen.queryByRole('checkbox', { name: /^For rent/ })).not.toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: /^Villa/ })).toBeInTheDocument();
  const forSale = properties.filter((p) => p.id.includes('b'));
  expect(count()).toHaveTextContent(`${forSale.length} properties`);
  await user.click(screen.getByRole('tab', { name: /For rent/ }));
  expect(address()).toBe('/listing/tab-layout/tab-full-width?deal=rent');
  expect(screen.getByRole('tab', { name: /For rent/ })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toBeInTheDocument();
  expect(count()).toHaveTextContent(`${properties.length - forSale.length} properties`);
});

test('"Add to wishlist" on a card presses the button', async () => {
  const user = userEvent.setup();
  renderListing('/listing/grid-view/2-grid/left-sidebar');
  const [first] = await screen.findAllByRole('article');
  const button = within(first as HTMLElement).getByRole('button', { name: 'Add to wishlist' });
  await user.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(useWishlistStore.getState().items).toHaveLength(1);
});

describe('the listings service', () => {
  const SERVICE = 'http://localhost:3006';
  const config = getRuntimeConfig();
  let asked: string[];

  /** The service answers as it would (its rules are the fallback's, held by a parity test). */
  function serveService(answer: (url: URL) => Response) {
    const assets = globalThis.fetch;
    asked = [];
    globalThis.fetch = jest.fn((input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      if (!url.startsWith(SERVICE)) return assets(input, init);
      asked.push(url);
      return Promise.resolve(answer(new URL(url)));
    }) as typeof fetch;
  }

  function search(url: URL) {
    const params = url.searchParams;
    return searchListingList(properties, {
      tags: params.getAll('tag'),
      page: Number(params.get('page') ?? 1),
      q: params.get('q') ?? '',
    });
  }

  beforeEach(() => setRuntimeConfig({ ...config, listingsApiUrl: SERVICE }));
  afterEach(() => setRuntimeConfig(config));

  test('gives the results, the pager and the count beside each value; nothing said of incompleteness', async () => {
    serveService((url) => fakeResponse(200, JSON.stringify(search(url))));
    renderListing('/listing/grid-view/2-grid/left-sidebar?tag=Villa&page=2');
    await screen.findByRole('heading', { level: 2, name: `${withTag('Villa').length} properties` });
    expect(asked).toEqual([`${SERVICE}/api/listings?tag=Villa&page=2`]);
    // "Bole (n)": the villas in Bole, the count a visitor gets by choosing it.
    const bole = properties.filter((p) => p.params.includes('Villa') && p.params.includes('Bole'));
    expect(screen.getByRole('checkbox', { name: /^Bole/ }).closest('label')).toHaveTextContent(
      `Bole${bole.length}`,
    );
    expect(screen.queryByText(listingsEn.results.incomplete)).not.toBeInTheDocument();
  });

  test('down: the static listings, and the page says they may be incomplete', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveService(() => fakeResponse(502, 'Bad gateway'));
    renderListing('/listing/grid-view/2-grid/left-sidebar');
    await screen.findByRole('heading', { level: 2, name: `${properties.length} properties` });
    expect(screen.getByText(listingsEn.results.incomplete)).toHaveAttribute('role', 'status');
  });

  test('words typed in the box search after a pause, go to the address and back to page 1', async () => {
    serveService((url) => fakeResponse(200, JSON.stringify(search(url))));
    const user = userEvent.setup();
    renderListing('/listing/grid-view/2-grid/left-sidebar?page=2');
    await screen.findByRole('heading', { level: 2, name: `${properties.length} properties` });
    await user.type(screen.getByRole('searchbox', { name: listingsEn.filters.text }), 'bole');
    const bole = searchListingList(properties, { q: 'bole' }).total;
    expect(
      await screen.findByRole('heading', { level: 2, name: `${bole} properties` }),
    ).toBeInTheDocument();
    expect(address()).toBe('/listing/grid-view/2-grid/left-sidebar?q=bole');
    // One search for the words, not one a keystroke.
    expect(asked.filter((url) => url.includes('q='))).toEqual([`${SERVICE}/api/listings?q=bole`]);
  });
});

test('with no service named, the static listings, and the page says they may be incomplete', async () => {
  renderListing('/listing/grid-view/2-grid/left-sidebar');
  await screen.findByRole('heading', { level: 2, name: `${properties.length} properties` });
  expect(screen.getByText(listingsEn.results.incomplete)).toBeInTheDocument();
});

test.each([
  '/listing/grid-view/9-grid/left-sidebar',
  '/listing/grid-view/2-grid/top-sidebar',
  '/listing/list-view/listing/nowhere',
  '/listing/tab-layout/tab-wide',
  '/listing/nothing',
])('%s redirects to the 404 page', (url) => {
  renderListing(url);
  expect(screen.getByText('Redirected')).toBeInTheDocument();
});
