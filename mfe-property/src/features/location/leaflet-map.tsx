import { useEffect, useRef, useState } from 'react';
import type { Map as LeafletMapInstance } from 'leaflet';
import { getRuntimeConfig, type GeoPoint } from '@betoch/shared';
import { useT } from '../../i18n';
import { loadLeaflet } from './load-leaflet';
import './leaflet-map.css';

const ZOOM = 15;
const ATTRIBUTION = '© OpenStreetMap contributors';

interface Props {
  point: GeoPoint;
  /** The map's accessible name, e.g. "Map showing where … is". */
  label: string;
}

/**
 * A Leaflet map centred on the point, with a marker. Leaflet is fetched only when the map comes
 * near the viewport; tiles come from the runtime config and may fail (no internet) without harm.
 */
export function LeafletMap({ point, label }: Props) {
  const { t } = useT();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { lat, lng } = point;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let map: LeafletMapInstance | undefined;
    let cancelled = false;
    const start = () => {
      loadLeaflet().then(
        (L) => {
          if (cancelled) return;
          map = L.map(element, { scrollWheelZoom: false }).setView([lat, lng], ZOOM);
          const tileUrl = getRuntimeConfig().tileUrl;
          if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(map);
          // The pin is drawn by CSS on an inner element: rotating the icon itself would also
          // rotate Leaflet's translate() and move the marker off its point.
          const pin = document.createElement('span');
          pin.className = 'map-marker__pin';
          const icon = L.divIcon({
            className: 'map-marker',
            html: pin,
            iconSize: [28, 28],
            iconAnchor: [14, 28],
          });
          L.marker([lat, lng], { icon, keyboard: false, interactive: false }).addTo(map);
        },
        (error: unknown) => {
          console.warn('The map could not be loaded', error);
          if (!cancelled) setFailed(true);
        },
      );
    };
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'undefined') start();
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          start();
        },
        { rootMargin: '300px' },
      );
      observer.observe(element);
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      map?.remove();
    };
  }, [lat, lng]);

  return (
    <div className="leaflet-map-frame">
      <div ref={container} className="leaflet-map" role="region" aria-label={label} />
      {failed ? <p className="leaflet-map__failed muted">{t('location.mapFailed')}</p> : null}
    </div>
  );
}
