import type * as Leaflet from 'leaflet';
import { getRuntimeConfig } from '@betoch/shared/singleton';
import { boundingBox, type BoundingBox } from '../../data/listing-search';
import type { GeoPoint } from '../../domain/property';
import { loadLeaflet } from './load-leaflet';
import { drawClusters, drawPins, type MapClusterMark, type MapPin } from './map-pins';
import './map-engine.css';

const ATTRIBUTION = '© OpenStreetMap contributors';
/** Where a map with several pins may zoom in to at most when it fits them. */
const FIT_MAX_ZOOM = 14;
/** How many zoom levels pressing a cluster goes in, and the deepest it goes. */
const CLUSTER_ZOOM_STEP = 2;
const CLUSTER_MAX_ZOOM = 18;

/** What a map draws: pins, and clusters of listings too many to draw one by one. */
export interface MapMarks {
  pins: readonly MapPin[];
  clusters?: readonly MapClusterMark[];
}

/** The view of a map with one pin (on it) or none (on the centre). */
export interface MapViewport {
  zoom: number;
  center: GeoPoint;
}

/** A Leaflet map in its box: what MapView drives once Leaflet is there. */
export interface MapHandle {
  /**
   * Draws the marks; with a viewport, fits the view to the pins (again whenever the box changes
   * size), with none keeps the visitor's view. Returns the undo.
   */
  show(marks: MapMarks, viewport: MapViewport | null, navigate: (to: string) => void): () => void;
  /** Calls `listener` after each move or zoom of the view (Leaflet's `moveend`); returns the undo. */
  onMove(listener: () => void): () => void;
  /** Calls `listener` with the point a visitor clicks or taps on the map; returns the undo. */
  onPick(listener: (point: GeoPoint) => void): () => void;
  /** The box the map shows now. */
  bounds(): BoundingBox;
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
    show({ pins, clusters = [] }, viewport, navigate) {
      const points = pins.map((pin): Leaflet.LatLngTuple => [pin.point.lat, pin.point.lng]);
      const fit = () => {
        map.invalidateSize({ animate: false });
        if (!viewport) return;
        const { zoom, center } = viewport;
        if (points.length > 1) {
          map.fitBounds(points, { padding: [32, 32], maxZoom: FIT_MAX_ZOOM, animate: false });
        } else {
          map.setView(points[0] ?? [center.lat, center.lng], zoom, { animate: false });
        }
      };
      fit();
      layer.clearLayers();
      drawPins(L, layer, pins, navigate);
      drawClusters(L, layer, clusters, ({ lat, lng }) => {
        const deeper = Math.min(map.getZoom() + CLUSTER_ZOOM_STEP, CLUSTER_MAX_ZOOM);
        map.setView([lat, lng], Math.max(deeper, map.getZoom()), { animate: false });
      });
      // The box may still change size as the page settles (fonts, grid): fit again when it does.
      const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit);
      resize?.observe(map.getContainer());
      return () => resize?.disconnect();
    },
    onMove(listener) {
      map.on('moveend', listener);
      return () => void map.off('moveend', listener);
    },
    onPick(listener) {
      const pick = (event: Leaflet.LeafletMouseEvent) =>
        listener({ lat: event.latlng.lat, lng: event.latlng.lng });
      map.on('click', pick);
      return () => void map.off('click', pick);
    },
    bounds() {
      const view = map.getBounds();
      return boundingBox(view.getSouth(), view.getWest(), view.getNorth(), view.getEast());
    },
    remove: () => map.remove(),
  };
}
