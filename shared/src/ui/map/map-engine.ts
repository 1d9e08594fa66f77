import type * as Leaflet from 'leaflet';
import { getRuntimeConfig } from '@betoch/shared/singleton';
import type { GeoPoint } from '../../domain/property';
import { loadLeaflet } from './load-leaflet';
import { drawPins, type MapPin } from './map-pins';
import './map-engine.css';

const ATTRIBUTION = '© OpenStreetMap contributors';
/** Where a map with several pins may zoom in to at most when it fits them. */
const FIT_MAX_ZOOM = 14;

/** The view of a map with one pin (on it) or none (on the centre). */
export interface MapViewport {
  zoom: number;
  center: GeoPoint;
}

/** A Leaflet map in its box: what MapView drives once Leaflet is there. */
export interface MapHandle {
  /** Draws the pins and fits the view to them, again whenever the box changes size; returns the undo. */
  show(pins: readonly MapPin[], viewport: MapViewport, navigate: (to: string) => void): () => void;
  remove(): void;
}

/**
 * Creates the map in `element`: Leaflet (fetched on first use), tiles from config.json's
 * `tileUrl` (none offline: the pins still show on a plain background) and the OpenStreetMap
 * credit. This module and its stylesheet are fetched with Leaflet, not with the page.
 */
export async function createMap(element: HTMLElement): Promise<MapHandle> {
  const L = await loadLeaflet();
  // No zoom or fade animations: the map holds still (reduced motion) and refits cleanly.
  const map = L.map(element, {
    scrollWheelZoom: false,
    zoomAnimation: false,
    fadeAnimation: false,
    markerZoomAnimation: false,
  });
  const { tileUrl } = getRuntimeConfig();
  if (tileUrl) L.tileLayer(tileUrl, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(map);
  const layer = L.layerGroup().addTo(map);
  return {
    show(pins, { zoom, center }, navigate) {
      const points = pins.map((pin): Leaflet.LatLngTuple => [pin.point.lat, pin.point.lng]);
      const fit = () => {
        map.invalidateSize({ animate: false });
        if (points.length > 1) {
          map.fitBounds(points, { padding: [32, 32], maxZoom: FIT_MAX_ZOOM, animate: false });
        } else {
          map.setView(points[0] ?? [center.lat, center.lng], zoom, { animate: false });
        }
      };
      fit();
      drawPins(L, layer, pins, navigate);
      // The box may still change size as the page settles (fonts, grid): fit again when it does.
      const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit);
      resize?.observe(map.getContainer());
      return () => resize?.disconnect();
    },
    remove: () => map.remove(),
  };
}
