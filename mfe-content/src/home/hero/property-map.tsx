import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@betoch/shared/router';
import { getRuntimeConfig, isForSale, type Property } from '@betoch/shared';
import { useT } from '../../i18n';
import './property-map.css';

const ETHIOPIA_CENTER: [number, number] = [9.0, 38.76];

/**
 * A Leaflet map of the given properties. Leaflet (and its CSS) is fetched only when this map is
 * shown, so pages without a map never download it. Tiles come from the runtime config; without
 * them (or offline) the markers still show on a plain background.
 */
export function PropertyMap({ properties }: { properties: readonly Property[] }) {
  const { t } = useT();
  const navigate = useNavigate();
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let map: LeafletMap | undefined;
    let resize: ResizeObserver | undefined;
    let cancelled = false;
    Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([leaflet]) => {
        const L = leaflet.default;
        if (cancelled || !element.current) return;
        // No zoom or fade animations: the map holds still (reduced motion) and refits cleanly.
        map = L.map(element.current, {
          scrollWheelZoom: false,
          zoomAnimation: false,
          fadeAnimation: false,
          markerZoomAnimation: false,
        }).setView(ETHIOPIA_CENTER, 6);
        const { tileUrl } = getRuntimeConfig();
        if (tileUrl) {
          L.tileLayer(tileUrl, { attribution: '© OpenStreetMap contributors' }).addTo(map);
        }
        const points: [number, number][] = [];
        for (const property of properties) {
          const point: [number, number] = [property.location.lat, property.location.lng];
          points.push(point);
          const icon = L.divIcon({
            className: `home-map-pin home-map-pin--${isForSale(property.id) ? 'sale' : 'rent'}`,
            html: '',
            iconSize: [18, 18],
          });
          const link = document.createElement('a');
          link.href = `/property/image-box?id=${encodeURIComponent(property.id)}`;
          link.textContent = property.title;
          link.addEventListener('click', (event) => {
            event.preventDefault();
            navigate(`/property/image-box?id=${encodeURIComponent(property.id)}`);
          });
          L.marker(point, { icon, title: property.title, alt: property.title })
            .bindPopup(link)
            .addTo(map);
        }
        const fit = () => {
          // Without animation: a refit while a zoom animation runs would leave the view half-way.
          map?.invalidateSize({ animate: false });
          if (points.length > 1) map?.fitBounds(points, { padding: [24, 24], animate: false });
        };
        fit();
        // The box may still change size as the page settles (fonts, grid): fit again when it does.
        resize = new ResizeObserver(fit);
        resize.observe(element.current);
      })
      .catch((error: unknown) => {
        console.warn('The map could not be loaded', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      resize?.disconnect();
      map?.remove();
    };
  }, [properties, navigate]);

  return (
    <div className="property-map">
      <div
        ref={element}
        className="property-map__canvas"
        role="region"
        aria-label={t('map.label')}
      />
      {failed ? <p className="property-map__failed">{t('map.failed')}</p> : null}
    </div>
  );
}
