// The jest-dom matchers are registered by the shared jest set-up; this import brings their types.
import '@testing-library/jest-dom';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useLanguageStore } from '../stores/language-store';
import {
  useAsyncData,
  useLatestForSale,
  useListing,
  usePropertiesByAgent,
  useSavedListings,
  useTagLabel,
} from './hooks';
import { resetDataCache } from './loader';
import {
  getRuntimeConfig,
  seedRenderedData,
  setRuntimeConfig,
  startDataCollection,
  stopDataCollection,
} from '@betoch/shared/singleton';
import { assetOf, fakeResponse, readAsset, readAssetText } from '@betoch/shared/testing';

/** The served file a data URL names, from disk. */
const fromDisk = (url: string) => fakeResponse(200, readAssetText(assetOf(url)));

const fetchMock = jest.fn<Promise<Response>, [string]>();

beforeEach(() => {
  resetDataCache();
  act(() => useLanguageStore.getState().setLanguage('en'));
  fetchMock.mockReset();
  fetchMock.mockImplementation((url) => Promise.resolve(fromDisk(url)));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function LatestForSale() {
  const { data, loading, error, retry } = useLatestForSale();
  if (loading) return <p>Loading…</p>;
  if (error) {
    return (
      <div role="alert">
        {error}
        <button onClick={retry}>Try again</button>
      </div>
    );
  }
  return (
    <section>
      <h2>{data?.title}</h2>
      <ul>
        {data?.properties.map((p) => (
          <li key={p.id}>{p.title}</li>
        ))}
      </ul>
    </section>
  );
}

describe('useLatestForSale', () => {
  it('shows loading, then the resolved properties', async () => {
    render(<LatestForSale />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Latest for sale' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });

  it('shows the message of a failed load, and loads again on "Try again"', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(url.endsWith('latest-for-sale.json') ? fakeResponse(404) : fromDisk(url)),
    );
    render(<LatestForSale />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'latest-for-sale.json could not be loaded (HTTP 404): Server error',
    );

    fetchMock.mockImplementation((url) => Promise.resolve(fromDisk(url)));
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Latest for sale' })).toBeInTheDocument();
  });
});

describe('in the visitor’s language', () => {
  const amSection = readAsset<{ title: string }>('am/latest-for-sale.json');
  const amProperties = readAsset<Record<string, { title: string }>>('am/property-details.json');
  const enProperties = readAsset<{ id: string; title: string }[]>('property-details.json');

  it('shows Amharic texts with Amharic chosen, and switches without a reload', async () => {
    act(() => useLanguageStore.getState().setLanguage('am'));
    render(<LatestForSale />);

    expect(await screen.findByRole('heading', { name: amSection.title })).toBeInTheDocument();
    const firstId =
      readAsset<{ propertyIds: string[] }>('latest-for-sale.json').propertyIds[0] ?? '';
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(
      amProperties[firstId]?.title ?? '?',
    );

    act(() => useLanguageStore.getState().setLanguage('en'));
    expect(await screen.findByRole('heading', { name: 'Latest for sale' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(
      enProperties.find((p) => p.id === firstId)?.title ?? '?',
    );

    act(() => useLanguageStore.getState().setLanguage('am'));
    expect(await screen.findByRole('heading', { name: amSection.title })).toBeInTheDocument();
    // Each language's files were fetched once: switching back used the cache.
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls.filter((url) => url.endsWith('/am/property-details.json'))).toHaveLength(1);
    expect(urls.filter((url) => url.endsWith('/data/property-details.json'))).toHaveLength(1);
  });

  it('names listing tags in Amharic and leaves them as they are in English', async () => {
    const { result } = renderHook(() => useTagLabel());
    expect(result.current('Bole')).toBe('Bole');
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => useLanguageStore.getState().setLanguage('am'));
    await waitFor(() => expect(result.current('Bole')).toBe('ቦሌ'));
    expect(result.current('For sale')).toBe('ለሽያጭ');
    expect(result.current('No such tag')).toBe('No such tag');
  });
});

describe("an agent's listings drawn in Amharic", () => {
  /** What each render showed: the first listing's title and its sub-city's name. */
  const drawn: string[] = [];
  function FirstListing() {
    const { data } = usePropertiesByAgent('hanna-girma', 1);
    const label = useTagLabel();
    const first = data?.items[0];
    if (first) drawn.push(`${first.title} | ${label(first.subCity ?? '')}`);
    return null;
  }

  it("never names an Amharic card's place in English, even when tags.json comes last", async () => {
    drawn.length = 0;
    // The tag names answer after the properties, as on a slow link.
    fetchMock.mockImplementation((url) =>
      url.endsWith('/am/tags.json')
        ? new Promise((resolve) => setTimeout(() => resolve(fromDisk(url)), 50))
        : Promise.resolve(fromDisk(url)),
    );
    const amTitle =
      readAsset<Record<string, { title: string }>>('am/property-details.json').b03?.title ?? '?';
    render(<FirstListing />);
    // Hanna Girma's first listing is b03, in Bole.
    await waitFor(() => expect(drawn).toContain('Three-bedroom apartment in Bole Atlas | Bole'));
    act(() => useLanguageStore.getState().setLanguage('am'));

    await waitFor(() => expect(drawn.at(-1)).toBe(`${amTitle} | ቦሌ`));
    expect(drawn).not.toContain(`${amTitle} | Bole`);
  });
});

describe('useListing', () => {
  it('gives the listing, then "unknown" without an error for an unknown id', async () => {
    const { result, rerender } = renderHook(({ id }) => useListing(id), {
      initialProps: { id: 'r01' },
    });
    await waitFor(() => expect(result.current.data?.kind).toBe('live'));
    const found = result.current.data;
    expect(found?.kind === 'live' ? found.listing.id : undefined).toBe('r01');
    // Where it came from is not kept: the page's state holds what it shows.
    expect(found).not.toHaveProperty('complete');

    rerender({ id: 'nope' });
    expect(result.current.loading).toBe(true);
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual({ kind: 'unknown' });
    expect(result.current.error).toBeNull();
  });

  it('asks nothing for an empty id', async () => {
    const { result } = renderHook(() => useListing(''));
    await waitFor(() => expect(result.current.data).toEqual({ kind: 'unknown' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('useSavedListings', () => {
  const SERVICE = 'http://localhost:3006';
  const config = getRuntimeConfig();
  const villa = readAsset<{ id: string; title: string }[]>('property-details.json').find(
    (p) => p.id === 'b01',
  );

  afterEach(() => setRuntimeConfig(config));

  it("lays the listings' current fields over what was saved, and marks the withdrawn ones", async () => {
    setRuntimeConfig({ ...config, listingsApiUrl: SERVICE });
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        url.startsWith(SERVICE)
          ? fakeResponse(200, { items: [villa], missing: ['zz9'], withdrawn: ['bk3m9x2q7wz'] })
          : fromDisk(url),
      ),
    );
    const saved = [
      { id: 'b01', title: 'Saved long ago' },
      { id: 'bk3m9x2q7wz', title: 'Villa with zebrawood doors', price: 5 },
      { id: 'zz9', title: 'Gone from the data' },
    ];
    const { result } = renderHook(() => useSavedListings(saved));
    // As saved until the answer is in.
    expect(result.current.map((entry) => entry.property)).toEqual(saved);
    await waitFor(() => expect(result.current[0]?.property.title).toBe(villa?.title));
    expect(result.current.map((entry) => entry.withdrawn)).toEqual([false, true, false]);
    expect(result.current[1]?.property).toEqual(saved[1]);
    expect(result.current[2]?.property).toEqual(saved[2]);
    expect(fetchMock).toHaveBeenCalledWith(
      `${SERVICE}/api/listings/by-id?ids=b01,bk3m9x2q7wz,zz9`,
      expect.anything(),
    );
  });

  it('marks none withdrawn from the static JSON, which holds live listings only', async () => {
    const { result } = renderHook(() => useSavedListings([{ id: 'b01' }, { id: 'bk3m9x2q7wz' }]));
    await waitFor(() => expect(result.current[0]?.property.title).toBe(villa?.title));
    expect(result.current.map((entry) => entry.withdrawn)).toEqual([false, false]);
  });
});

describe('useAsyncData', () => {
  it('ignores a result that arrives after unmount', async () => {
    let resolve: (value: string) => void = () => undefined;
    const loader = jest.fn(() => new Promise<string>((r) => (resolve = r)));
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, unmount } = renderHook(() => useAsyncData('test', loader, []));
    expect(result.current.loading).toBe(true);
    unmount();
    await act(async () => resolve('late'));
    expect(result.current.data).toBeUndefined();
    expect(errorSpy).not.toHaveBeenCalled();
    errorSpy.mockRestore();
  });

  it('ignores the answer of an older request when deps change', async () => {
    const pending: Record<string, (value: string) => void> = {};
    const { result, rerender } = renderHook(
      ({ key }) =>
        useAsyncData('test', () => new Promise<string>((r) => (pending[key] = r)), [key]),
      { initialProps: { key: 'a' } },
    );
    rerender({ key: 'b' });
    await act(async () => pending.a?.('old'));
    expect(result.current.loading).toBe(true);
    await act(async () => pending.b?.('new'));
    expect(result.current.data).toBe('new');
  });

  it('gives the error message of a thrown error', async () => {
    const { result } = renderHook(() =>
      useAsyncData('test', () => Promise.reject(new TypeError('Failed to fetch')), []),
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toBe('Error Code: 0 Message: Failed to fetch');
  });
});

describe('a page rendered by the server', () => {
  afterEach(() => {
    startDataCollection();
    stopDataCollection();
  });

  test('the first render shows the data the page was rendered with, without loading it again', () => {
    seedRenderedData({ 'test:["b01"]': 'rendered' });
    const loader = jest.fn(() => Promise.resolve('fetched'));
    const { result } = renderHook(() => useAsyncData('test', loader, ['b01']));
    expect(result.current).toMatchObject({ data: 'rendered', loading: false, error: null });
    expect(loader).not.toHaveBeenCalled();
  });

  test('other data (another id) still loads as usual', async () => {
    seedRenderedData({ 'test:["b01"]': 'rendered' });
    const { result } = renderHook(() =>
      useAsyncData('test', () => Promise.resolve('fetched'), ['b02']),
    );
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('fetched'));
  });
});
