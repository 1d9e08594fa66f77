import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from '@betoch/shared/router';
import { initTestI18n, MemoryRouter } from '@betoch/shared/testing';
import { getRuntimeConfig, setRuntimeConfig, useDataModeStore } from '@betoch/shared/singleton';
import { loadLeaflet } from './load-leaflet';
import { BOUNDS_DEBOUNCE_MS, MapView, type MapViewProps } from './map-view';
import type { MapPin } from './map-pins';

jest.mock('./load-leaflet', () => ({ loadLeaflet: jest.fn() }));

const load = loadLeaflet as jest.Mock;

/** Leaflet's calls as the kit makes them, recorded; markers keep their popup factory. */
function fakeLeaflet() {
  const listeners = new Map<string, Set<(event?: unknown) => void>>();
  let view = { south: 8.9, west: 38.6, north: 9.1, east: 38.9 };
  let zoom = 12;
  const map = {
    setView: jest.fn((_point: unknown, to: number) => {
      zoom = to;
    }),
    fitBounds: jest.fn(),
    invalidateSize: jest.fn(),
    remove: jest.fn(),
    getContainer: jest.fn(() => document.createElement('div')),
    getZoom: jest.fn(() => zoom),
    getBounds: jest.fn(() => ({
      getSouth: () => view.south,
      getWest: () => view.west,
      getNorth: () => view.north,
      getEast: () => view.east,
    })),
    on: jest.fn((event: string, listener: (event?: unknown) => void) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    }),
    off: jest.fn((event: string, listener: (event?: unknown) => void) =>
      listeners.get(event)?.delete(listener),
    ),
  };
  /** The visitor moves the view to `to`: Leaflet fires `moveend` at the end. */
  const move = (to: typeof view) => {
    view = to;
    for (const listener of listeners.get('moveend') ?? []) listener();
  };
  const layer = { addTo: jest.fn(), clearLayers: jest.fn() };
  layer.addTo.mockReturnValue(layer);
  interface FakeMarker {
    options: Record<string, unknown>;
    point: unknown;
    popup?: () => HTMLElement;
    press?: () => void;
    bindPopup: (content: () => HTMLElement) => FakeMarker;
    on: (event: string, listener: () => void) => FakeMarker;
    addTo: () => FakeMarker;
    getElement: () => HTMLElement;
  }
  const markers: FakeMarker[] = [];
  const L = {
    map: jest.fn(() => map),
    tileLayer: jest.fn(() => ({ addTo: jest.fn() })),
    layerGroup: jest.fn(() => layer),
    divIcon: jest.fn((options: object) => options),
    marker: jest.fn((point: unknown, options: Record<string, unknown>) => {
      const element = document.createElement('div');
      const marker: FakeMarker = {
        options,
        point,
        bindPopup: (content) => {
          marker.popup = content;
          return marker;
        },
        on: (event, listener) => {
          if (event === 'click') marker.press = listener;
          return marker;
        },
        addTo: () => marker,
        getElement: () => element,
      };
      markers.push(marker);
      return marker;
    }),
  };
  /** The visitor clicks the map at `latlng`: Leaflet fires `click` with it. */
  const click = (latlng: { lat: number; lng: number }) => {
    for (const listener of listeners.get('click') ?? []) listener({ latlng });
  };
  return { L, map, layer, markers, move, click, listeners };
}

const OFFICE: MapPin = { point: { lat: 8.9958, lng: 38.7893 }, title: 'Betoch Realty' };
const VILLA: MapPin = {
  point: { lat: 9.01, lng: 38.8 },
  title: 'Villa in Bole',
  tone: 'accent',
  popup: {
    title: 'Villa in Bole',
    text: '$620,000',
    link: { to: '/property/x', label: 'Details' },
  },
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderMap(props: Partial<MapViewProps> = {}) {
  return render(
    <MemoryRouter initialEntries={['/here']}>
      <MapView label="Map of the office" pins={[OFFICE]} zoom={15} {...props} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const original = getRuntimeConfig();

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  setRuntimeConfig(original);
  useDataModeStore.setState({ mode: 'normal', choice: null });
  jest.restoreAllMocks();
  // @ts-expect-error -- jsdom has none; some tests give it one
  delete globalThis.IntersectionObserver;
});

it('centres one pin with the configured tiles and credit, and removes the map when it goes', async () => {
  setRuntimeConfig({ ...original, tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' });
  const { L, map, markers } = fakeLeaflet();
  load.mockResolvedValue(L);
  const { unmount } = renderMap();
  const region = screen.getByRole('region', { name: 'Map of the office' });
  await waitFor(() => expect(map.setView).toHaveBeenCalled());
  expect(L.map).toHaveBeenCalledWith(region, expect.objectContaining({ scrollWheelZoom: false }));
  expect(map.setView).toHaveBeenCalledWith([8.9958, 38.7893], 15, { animate: false });
  expect(L.tileLayer).toHaveBeenCalledWith('https://tiles.example/{z}/{x}/{y}.png', {
    attribution: '© OpenStreetMap contributors',
    maxZoom: 19,
  });
  // A pin without a popup is decoration: not focusable, not clickable, named by its tooltip.
  expect(markers[0]?.options).toMatchObject({ title: 'Betoch Realty', keyboard: false });
  expect(L.divIcon).toHaveBeenCalledWith(
    expect.objectContaining({ className: 'betoch-map__marker betoch-map__marker--primary' }),
  );
  unmount();
  expect(map.remove).toHaveBeenCalled();
});

it('draws no tile layer without a tile URL', async () => {
  setRuntimeConfig({ ...original, tileUrl: undefined });
  const { L } = fakeLeaflet();
  load.mockResolvedValue(L);
  renderMap();
  await waitFor(() => expect(L.marker).toHaveBeenCalled());
  expect(L.tileLayer).not.toHaveBeenCalled();
});

it('fits several pins, and a popup link moves with the router (a new tab stays the browser’s)', async () => {
  const { L, map, markers } = fakeLeaflet();
  load.mockResolvedValue(L);
  renderMap({ pins: [OFFICE, VILLA] });
  await waitFor(() => expect(map.fitBounds).toHaveBeenCalled());
  expect(map.fitBounds).toHaveBeenCalledWith(
    [
      [8.9958, 38.7893],
      [9.01, 38.8],
    ],
    expect.objectContaining({ maxZoom: 14 }),
  );
  expect(L.divIcon).toHaveBeenLastCalledWith(
    expect.objectContaining({ className: 'betoch-map__marker betoch-map__marker--accent' }),
  );
  const villa = markers[1];
  expect(villa?.options).toMatchObject({ keyboard: true, interactive: true });
  const popup = villa?.popup?.();
  expect(popup?.textContent).toBe('Villa in Bole$620,000Details');
  const link = popup?.querySelector('a');
  expect(link).toHaveAttribute('href', '/property/x');
  let leftToBrowser = false;
  link?.addEventListener('click', (event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault(); // jsdom cannot open a tab
  });
  link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
  expect(leftToBrowser).toBe(true);
  expect(screen.getByTestId('where')).toHaveTextContent('/here');
  act(() => {
    link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  });
  expect(leftToBrowser).toBe(false);
  expect(screen.getByTestId('where')).toHaveTextContent('/property/x');
});

it('saving data, fetches nothing until the visitor asks for the map, then draws it', async () => {
  initTestI18n();
  useDataModeStore.setState({ mode: 'low' });
  const { L, map } = fakeLeaflet();
  load.mockResolvedValue(L);
  renderMap();
  expect(screen.getByText('Saving data: the map loads when you ask for it.')).toBeInTheDocument();
  // The box keeps its name and size meanwhile.
  expect(screen.getByRole('region', { name: 'Map of the office' })).toBeInTheDocument();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(load).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Show the map' }));
  await waitFor(() => expect(map.setView).toHaveBeenCalled());
  expect(screen.queryByRole('button', { name: 'Show the map' })).toBeNull();
});

it('waits while inactive, and a lazy map until its box nears the viewport', async () => {
  const { L, map } = fakeLeaflet();
  load.mockResolvedValue(L);
  let reach: () => void = () => undefined;
  class Observer {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe() {
      reach = () =>
        this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
    }
    disconnect() {}
  }
  Object.assign(globalThis, { IntersectionObserver: Observer });
  const { rerender } = renderMap({ active: false, lazy: true });
  expect(load).not.toHaveBeenCalled();
  rerender(
    <MemoryRouter>
      <MapView label="Map of the office" pins={[OFFICE]} zoom={15} lazy />
    </MemoryRouter>,
  );
  expect(load).not.toHaveBeenCalled();
  act(() => reach());
  await waitFor(() => expect(map.setView).toHaveBeenCalled());
});

it('says so when Leaflet cannot be loaded', async () => {
  load.mockRejectedValue(new Error('ChunkLoadError'));
  renderMap({ failedText: 'The map could not be shown.' });
  expect(await screen.findByRole('status')).toHaveTextContent('The map could not be shown.');
});

describe('a map that follows its bounds', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reports the first view once it holds still, then each move once, debounced', async () => {
    const { L, map, move } = fakeLeaflet();
    load.mockResolvedValue(L);
    const onBoundsChange = jest.fn();
    renderMap({ pins: [OFFICE, VILLA], onBoundsChange });
    await waitFor(() => expect(map.fitBounds).toHaveBeenCalled());
    expect(onBoundsChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(BOUNDS_DEBOUNCE_MS));
    expect(onBoundsChange).toHaveBeenCalledTimes(1);
    expect(onBoundsChange).toHaveBeenLastCalledWith({
      south: 8.9,
      west: 38.6,
      north: 9.1,
      east: 38.9,
    });
    // A drag and two zooms in a row: one report, of where the view came to rest.
    act(() => {
      move({ south: 8.8, west: 38.5, north: 9.2, east: 39 });
      jest.advanceTimersByTime(100);
      move({ south: 8.6, west: 38.3, north: 9.4, east: 39.2 });
      jest.advanceTimersByTime(100);
      move({ south: 8, west: 37, north: 10, east: 40 });
    });
    expect(onBoundsChange).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(BOUNDS_DEBOUNCE_MS));
    expect(onBoundsChange).toHaveBeenCalledTimes(2);
    expect(onBoundsChange).toHaveBeenLastCalledWith({ south: 8, west: 37, north: 10, east: 40 });
  });

  it('clamps a view wider than the world to the degrees a box can hold', async () => {
    const { L, map, move } = fakeLeaflet();
    load.mockResolvedValue(L);
    const onBoundsChange = jest.fn();
    renderMap({ onBoundsChange });
    await waitFor(() => expect(map.setView).toHaveBeenCalled());
    act(() => {
      move({ south: -95, west: -400, north: 95, east: 400 });
      jest.advanceTimersByTime(BOUNDS_DEBOUNCE_MS);
    });
    expect(onBoundsChange).toHaveBeenLastCalledWith({
      south: -90,
      west: -180,
      north: 90,
      east: 180,
    });
  });

  it('stops listening when it goes', async () => {
    const { L, map, move } = fakeLeaflet();
    load.mockResolvedValue(L);
    const onBoundsChange = jest.fn();
    const { unmount } = renderMap({ onBoundsChange });
    await waitFor(() => expect(map.on).toHaveBeenCalledWith('moveend', expect.any(Function)));
    unmount();
    act(() => {
      move({ south: 8, west: 37, north: 10, east: 40 });
      jest.advanceTimersByTime(BOUNDS_DEBOUNCE_MS * 2);
    });
    expect(onBoundsChange).not.toHaveBeenCalled();
  });

  it('draws new pins in the visitor’s view when told to keep it', async () => {
    const { L, map, markers } = fakeLeaflet();
    load.mockResolvedValue(L);
    const view = render(
      <MemoryRouter>
        <MapView label="Listings" pins={[OFFICE, VILLA]} zoom={12} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(map.fitBounds).toHaveBeenCalledTimes(1));
    view.rerender(
      <MemoryRouter>
        <MapView label="Listings" pins={[VILLA]} zoom={12} keepView />
      </MemoryRouter>,
    );
    await waitFor(() => expect(markers).toHaveLength(3));
    expect(map.fitBounds).toHaveBeenCalledTimes(1);
    expect(map.setView).not.toHaveBeenCalled();
  });
});

it('draws clusters showing their counts, named by the caller, that zoom in when pressed', async () => {
  const { L, map, markers } = fakeLeaflet();
  load.mockResolvedValue(L);
  const clusters = [
    { point: { lat: 9.02, lng: 38.75 }, count: 12, label: '12 listings' },
    { point: { lat: 8.95, lng: 38.8 }, count: 3, label: '3 listings' },
  ];
  renderMap({ pins: [], clusters, keepView: true });
  await waitFor(() => expect(markers).toHaveLength(2));
  const [first, second] = markers;
  expect(first?.options).toMatchObject({ title: '12 listings', keyboard: true, interactive: true });
  expect(first?.getElement()).toHaveAttribute('aria-label', '12 listings');
  expect(second?.getElement()).toHaveAttribute('aria-label', '3 listings');
  const icon = L.divIcon.mock.calls[0]?.[0] as { html: HTMLElement; className: string };
  expect(icon.html.textContent).toBe('12');
  expect(icon.className).toContain('betoch-map__cluster');
  expect(map.setView).not.toHaveBeenCalled();
  first?.press?.();
  expect(map.setView).toHaveBeenCalledWith([9.02, 38.75], 14, { animate: false });
});

it('tells the point a visitor clicks to a map that picks, and stops when it goes', async () => {
  const { L, map, click, listeners } = fakeLeaflet();
  load.mockResolvedValue(L);
  const picked: unknown[] = [];
  const { unmount } = renderMap({ onPick: (point) => picked.push(point) });
  await waitFor(() => expect(map.setView).toHaveBeenCalled());
  act(() => click({ lat: 9.02, lng: 38.75 }));
  expect(picked).toEqual([{ lat: 9.02, lng: 38.75 }]);
  unmount();
  expect(listeners.get('click')?.size ?? 0).toBe(0);
});

it('listens to no click when nothing picks', async () => {
  const { L, map } = fakeLeaflet();
  load.mockResolvedValue(L);
  renderMap();
  await waitFor(() => expect(map.setView).toHaveBeenCalled());
  expect(map.on).not.toHaveBeenCalledWith('click', expect.any(Function));
});
