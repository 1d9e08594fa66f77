import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@betoch/shared/router';
import type { GeoPoint } from '../../domain/property';
import type { MapHandle } from './map-engine';
import { MapBox } from './map-box';
import type { MapPin } from './map-pins';

/** Addis Ababa, where most listings are: the view of a map with no pin and no centre. */
const ADDIS_ABABA: GeoPoint = { lat: 9.01, lng: 38.76 };
/** How far below the viewport a lazy map starts loading. */
const NEAR_VIEWPORT = '300px';

/** The engine (map creation, pins, fitting, their styles) comes with Leaflet, not with the page. */
const loadEngine = () => import('./map-engine');

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
  const [map, setMap] = useState<MapHandle | null>(null);
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
    let created: MapHandle | undefined;
    const start = () => {
      setStatus('loading');
      loadEngine()
        .then((engine) => engine.createMap(element))
        .then(
          (handle) => {
            if (disposed) {
              handle.remove();
              return;
            }
            created = handle;
            setMap(handle);
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
      created?.remove();
      setMap(null);
    };
  }, [active, lazy]);

  const centerLat = center?.lat ?? ADDIS_ABABA.lat;
  const centerLng = center?.lng ?? ADDIS_ABABA.lng;
  useEffect(() => {
    if (!map) return undefined;
    const viewport = { zoom, center: { lat: centerLat, lng: centerLng } };
    return map.show(pins, viewport, (to) => void follow.current(to));
  }, [map, pins, zoom, centerLat, centerLng]);

  return (
    <MapBox label={label} className={className} canvasRef={container} busy={status === 'loading'}>
      {status === 'failed' && failedText ? (
        <p className="betoch-map__failed" role="status">
          {failedText}
        </p>
      ) : null}
    </MapBox>
  );
}
