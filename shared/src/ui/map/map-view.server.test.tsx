/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@betoch/shared/testing';
import { loadLeaflet } from './load-leaflet';
import { MapView } from './map-view';

jest.mock('./load-leaflet', () => ({ loadLeaflet: jest.fn() }));

it('renders on the server (no window) as the empty, labelled box the browser first renders', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(
    <MemoryRouter>
      <MapView
        label="Map of the office"
        pins={[{ point: { lat: 8.9958, lng: 38.7893 }, title: 'Betoch Realty' }]}
        zoom={15}
        className="footer__map"
      />
    </MemoryRouter>,
  );
  expect(html).toBe(
    '<div class="betoch-map footer__map"><div class="betoch-map__canvas" role="region" ' +
      'aria-label="Map of the office" aria-busy="false"></div></div>',
  );
  expect(loadLeaflet).not.toHaveBeenCalled();
});
