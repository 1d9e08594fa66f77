import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@betoch/shared/router';
import type { BoundingBox } from '../../data/listing-search';
import type { GeoPoint } from '../../domain/property';
import { useTranslation } from '@betoch/shared/singleton';
import { useDataModeEffects } from '../data-mode/use-data-mode';
import type { MapHandle } from './map-engine';
import { MapBox } from './map-box';
import type { MapClusterMark, MapPin } from './map-pins';

/** Addis Ababa, where most listings are: the view of a map with no pin and no centre. */
const ADDIS_ABABA: GeoPoint = { lat: 9.01, lng: 38.76 };
/** How far below the viewport a lazy map starts loading. */
const NEAR_VIEWPORT = '300px';
/**
 * How long the view must hold still before its bounds are reported: a drag or a run of zooms
 * asks once, at its end, not at every step.
 */
export const BOUNDS_DEBOUNCE_MS = 300;

/** The engine (map creation, pins, fitting, their styles) comes with Leaflet, not with the page. */
const loadEngine = () => import('./map-engine');

export interface MapViewProps {
  /** The map's accessible name, e.g. "Map showing where Villa in Bole is". */
  label: string;
  pins: readonly MapPin[];
  /** Listings too many to draw one by one, as markers showing their count. */
  clusters?: readonly MapClusterMark[];
  /**
   * Once true, new pins and clusters are drawn in the visitor's view instead of fitting the view
   * to them: a map that draws what its own bounds hold must not move itself.
   */
  keepView?: boolean;
  /** Told the visible box once the view holds still: after the first fit and each move or zoom. */
  onBoundsChange?: (box: BoundingBox) => void;
  /** Told the point a visitor clicks or taps (a seller placing a listing); none: clicks do nothing. */
  onPick?: (point: GeoPoint) => void;
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
  clusters,
  keepView = false,
  onBoundsChange,
  onPick,
  zoom,
  center,
  active = true,
  lazy = false,
  failedText,
  className,
}: MapViewProps) {
  const { t } = useTranslation();
  // Saving data: Leaflet and the tiles come only when the visitor asks for the map.
  const { mapOnAsk } = useDataModeEffects();
  const [asked, setAsked] = useState(false);
  const waitsForAsk = mapOnAsk && !asked;
  const loads = active && !waitsForAsk;
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
    if (!loads || !element) return;
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
  }, [loads, lazy]);

  const centerLat = center?.lat ?? ADDIS_ABABA.lat;
  const centerLng = center?.lng ?? ADDIS_ABABA.lng;
  useEffect(() => {
    if (!map) return undefined;
    const viewport = keepView ? null : { zoom, center: { lat: centerLat, lng: centerLng } };
    return map.show({ pins, clusters }, viewport, (to) => void follow.current(to));
  }, [map, pins, clusters, keepView, zoom, centerLat, centerLng]);

  // The caller's latest callback, without re-listening to the map when it is a new function.
  const report = useRef(onBoundsChange);
  useEffect(() => {
    report.current = onBoundsChange;
  }, [onBoundsChange]);
  const reports = Boolean(onBoundsChange);
  useEffect(() => {
    if (!map || !reports) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => report.current?.(map.bounds()), BOUNDS_DEBOUNCE_MS);
    };
    const stop = map.onMove(schedule);
    // The effect above has fitted the first view already (effects run in order): report it too.
    schedule();
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [map, reports]);

  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);
  const picks = Boolean(onPick);
  useEffect(() => {
    if (!map || !picks) return undefined;
    return map.onPick((point) => pick.current?.(point));
  }, [map, picks]);

  return (
    <MapBox label={label} className={className} canvasRef={container} busy={status === 'loading'}>
      {waitsForAsk ? (
        <div className="betoch-map__ask">
          <p className="betoch-map__ask-text">{t('ui.mapOnAsk')}</p>
          <button type="button" className="btn btn--primary" onClick={() => setAsked(true)}>
            {t('ui.showMap')}
          </button>
        </div>
      ) : null}
      {status === 'failed' && failedText ? (
        <p className="betoch-map__failed" role="status">
          {failedText}
        </p>
      ) : null}
    </MapBox>
  );
}
