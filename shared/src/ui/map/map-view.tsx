import { useEffect, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import { useNavigate } from '@betoch/shared/router';
import { getRuntimeConfig } from '@betoch/shared/singleton';
import type { GeoPoint } from '../../domain/property';
import { loadLeaflet, type LeafletModule } from './load-leaflet';
import { drawPins, type MapPin } from './map-pins';
import './map.css';

const ATTRIBUTION = '© OpenStreetMap contributors';
/** Addis Ababa, where most listings are: the view of a map with no pin and no centre. */
const ADDIS_ABABA: GeoPoint = { lat: 9.01, lng: 38.76 };
/** Where a map with several pins may zoom in to at most when it fits them. */
const FIT_MAX_ZOOM = 14;
/** How far below the viewport a lazy map starts loading. */
const NEAR_VIEWPORT = '300px';

export interface MapViewProps {
  /** The map's accessible name, e.g. "Map showing where Villa in Bole is". */
  label: string;
  pins: readonly MapPin[];
  /** The view with one pin (on the pin) or none (on `center`, else Addis Ababa). */
  zoom: number;
  center?: GeoPoint;
  /** False until the map may load (e.g. its data is not there yet); the box shows meanwhile. */
  active?: boolean;
  /** Load when the box comes near the viewport instead of at once. */
  lazy?: boolean;
  /** Shown over the box when Leaflet cannot be loaded; without it, the box stays empty. */
  failedText?: string;
  /** The caller's class on the wrapper: sets `--map-block-size` (the box's height) and placement. */
  className?: string;
}

interface Loaded {
  L: LeafletModule;
  map: Leaflet.Map;
  layer: Leaflet.LayerGroup;
}

type Status = 'waiting' | 'loading' | 'ready' | 'failed';

/**
 * A Leaflet map with pins: tiles from config.json's `tileUrl` (none offline: the pins still
 * show on a plain background), the OpenStreetMap credit, pins whose popups link into the site,
 * and a view fitted to the pins (again whenever the box changes size). On the server and on the
 * first render in the browser it is the same empty box of the same size, so nothing shifts when
 * Leaflet arrives; Leaflet is fetched only in the browser, once the map is active (and near the
 * viewport, when lazy).
 */
export function MapView({
  label,
  pins,
  zoom,
  center,
  active = true,
  lazy = false,
  failedText,
  className,
}: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [status, setStatus] = useState<Status>('waiting');
  const navigate = useNavigate();
  // The popups' links follow the router of the moment without redrawing the pins at each move.
  const follow = useRef(navigate);
  useEffect(() => {
    follow.current = navigate;
  }, [navigate]);

  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    let disposed = false;
    let map: Leaflet.Map | undefined;
    const start = () => {
      setStatus('loading');
      loadLeaflet().then(
        (L) => {
          if (disposed) return;
          // No zoom or fade animations: the map holds still (reduced motion) and refits cleanly.
          map = L.map(element, {
            scrollWheelZoom: false,
            zoomAnimation: false,
            fadeAnimation: false,
            markerZoomAnimation: false,
          });
          const { tileUrl } = getRuntimeConfig();
          if (tileUrl) L.tileLayer(tileUrl, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(map);
          setLoaded({ L, map, layer: L.layerGroup().addTo(map) });
          setStatus('ready');
        },
        (error: unknown) => {
          console.warn('[betoch] the map could not be loaded:', error);
          if (!disposed) setStatus('failed');
        },
      );
    };
    let observer: IntersectionObserver | undefined;
    if (!lazy || typeof IntersectionObserver === 'undefined') start();
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          start();
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      observer.observe(element);
    }
    return () => {
      disposed = true;
      observer?.disconnect();
      map?.remove();
      setLoaded(null);
    };
  }, [active, lazy]);

  const centerLat = center?.lat ?? ADDIS_ABABA.lat;
  const centerLng = center?.lng ?? ADDIS_ABABA.lng;
  useEffect(() => {
    if (!loaded) return;
    const { L, map, layer } = loaded;
    const points = pins.map((pin): Leaflet.LatLngTuple => [pin.point.lat, pin.point.lng]);
    const fit = () => {
      map.invalidateSize({ animate: false });
      if (points.length > 1) {
        map.fitBounds(points, { padding: [32, 32], maxZoom: FIT_MAX_ZOOM, animate: false });
      } else {
        map.setView(points[0] ?? [centerLat, centerLng], zoom, { animate: false });
      }
    };
    fit();
    drawPins(L, layer, pins, (to) => void follow.current(to));
    // The box may still change size as the page settles (fonts, grid): fit again when it does.
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit);
    resize?.observe(map.getContainer());
    return () => resize?.disconnect();
  }, [loaded, pins, zoom, centerLat, centerLng]);

  return (
    <div className={className ? `betoch-map ${className}` : 'betoch-map'}>
      <div
        ref={container}
        className="betoch-map__canvas"
        role="region"
        aria-label={label}
        aria-busy={status === 'loading'}
      />
      {status === 'failed' && failedText ? (
        <p className="betoch-map__failed" role="status">
          {failedText}
        </p>
      ) : null}
    </div>
  );
}
