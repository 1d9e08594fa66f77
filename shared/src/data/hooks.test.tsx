// The jest-dom matchers are registered by the shared jest set-up; this import brings their types.
import '@testing-library/jest-dom';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useAsyncData, useLatestForSale, useProperty } from './hooks';
import { resetDataCache } from './loader';

const DATA_DIR = join(__dirname, '../../assets/data');

/** The parts of a fetch Response the loader reads (jsdom has no Response class). */
function answer(status: number, body: string): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    headers: new Headers(),
    text: () => Promise.resolve(body),
  } as unknown as Response;
}

function fromDisk(url: string): Response {
  return answer(200, readFileSync(join(DATA_DIR, url.slice(url.lastIndexOf('/') + 1)), 'utf8'));
}

const fetchMock = jest.fn<Promise<Response>, [string]>();

beforeEach(() => {
  resetDataCache();
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
      Promise.resolve(url.endsWith('latest-for-sale.json') ? answer(404, '') : fromDisk(url)),
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

describe('useProperty', () => {
  it('gives the property, then undefined without an error for an unknown id', async () => {
    const { result, rerender } = renderHook(({ id }) => useProperty(id), {
      initialProps: { id: 'r01' },
    });
    await waitFor(() => expect(result.current.data?.id).toBe('r01'));

    rerender({ id: 'nope' });
    expect(result.current.loading).toBe(true);
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toBeUndefined();
    expect(result.current.error).toBeNull();
  });
});

describe('useAsyncData', () => {
  it('ignores a result that arrives after unmount', async () => {
    let resolve: (value: string) => void = () => undefined;
    const loader = jest.fn(() => new Promise<string>((r) => (resolve = r)));
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, unmount } = renderHook(() => useAsyncData(loader, []));
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
      ({ key }) => useAsyncData(() => new Promise<string>((r) => (pending[key] = r)), [key]),
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
      useAsyncData(() => Promise.reject(new TypeError('Failed to fetch')), []),
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toBe('Error Code: 0 Message: Failed to fetch');
  });
});
