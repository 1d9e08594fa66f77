import { screen, waitFor } from '@testing-library/react';
import { getRuntimeConfig, setRuntimeConfig } from '@betoch/shared';
import { renderRoute } from '../../../../shared/test/render';
import enJson from '../../../i18n/property/en.json';
import { LeafletMap } from './leaflet-map';
import { loadLeaflet } from './load-leaflet';

jest.mock('./load-leaflet', () => ({ loadLeaflet: jest.fn() }));

const load = loadLeaflet as jest.Mock;

function fakeLeaflet() {
  const map = { setView: jest.fn(), remove: jest.fn() };
  map.setView.mockReturnValue(map);
  const layer = { addTo: jest.fn() };
  return {
    map,
    layer,
    L: {
      map: jest.fn(() => map),
      tileLayer: jest.fn(() => layer),
      divIcon: jest.fn((options: object) => options),
      marker: jest.fn(() => layer),
    },
  };
}

const original = getRuntimeConfig();

beforeEach(() => {
  // @ts-expect-error -- jsdom has none: the map then loads at once
  delete globalThis.IntersectionObserver;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  setRuntimeConfig(original);
  jest.restoreAllMocks();
});

function renderMap() {
  return renderRoute(
    <LeafletMap point={{ lat: 8.9958, lng: 38.7893 }} label="Map of the villa" />,
    {
      namespaces: { property: enJson },
    },
  );
}

it('centres a labelled map on the point, with the configured tiles and a marker', async () => {
  setRuntimeConfig({ ...original, tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' });
  const { L, map } = fakeLeaflet();
  load.mockResolvedValue(L);
  const { unmount } = renderMap();
  const region = screen.getByRole('region', { name: 'Map of the villa' });
  await waitFor(() => expect(L.map).toHaveBeenCalledWith(region, { scrollWheelZoom: false }));
  expect(map.setView).toHaveBeenCalledWith([8.9958, 38.7893], 15);
  expect(L.tileLayer).toHaveBeenCalledWith(
    'https://tiles.example/{z}/{x}/{y}.png',
    expect.anything(),
  );
  expect(L.marker).toHaveBeenCalledWith(
    [8.9958, 38.7893],
    expect.objectContaining({ icon: expect.objectContaining({ className: 'map-marker' }) }),
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

it('says so when Leaflet cannot be loaded', async () => {
  load.mockRejectedValue(new Error('ChunkLoadError'));
  renderMap();
  expect(await screen.findByText('The map could not be shown.')).toBeVisible();
});
