import { useEffect, useRef } from 'react';
import { getRuntimeConfig, type GeoPoint } from '@betoch/shared';
import { useT } from '../i18n-pages';

interface Props {
  location: GeoPoint;
  /** The office's name, for the marker and the map's label. */
  name: string;
}

const ZOOM = 16;

/** A Leaflet map of the office; Leaflet is fetched only when this map is shown. */
export function OfficeMap({ location, name }: Props) {
  const { t } = useT();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let map: { remove(): void } | undefined;
    let cancelled = false;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([L]) => {
      if (cancelled || !container.current) return;
      const leaflet = L.default ?? L;
      const created = leaflet.map(container.current, { scrollWheelZoom: false });
      created.setView([location.lat, location.lng], ZOOM);
      const { tileUrl } = getRuntimeConfig();
      if (tileUrl) {
        leaflet
          .tileLayer(tileUrl, { maxZoom: 19, attribution: '© OpenStreetMap contributors' })
          .addTo(created);
      }
      const icon = leaflet.divIcon({
        className: 'office-map__marker',
        html: '<span></span>',
        iconSize: [28, 28],
        iconAnchor: [14, 28],
      });
      leaflet
        .marker([location.lat, location.lng], { icon, title: name, alt: name, keyboard: false })
        .addTo(created);
      map = created;
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [location.lat, location.lng, name]);

  return (
    <div className="office-map card">
      <div
        ref={container}
        className="office-map__canvas"
        role="region"
        aria-label={t('contact.mapLabel', { name })}
      />
    </div>
  );
}
