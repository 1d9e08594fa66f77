import { useEffect, useRef } from 'react';
import { getRuntimeConfig, useTranslation } from '@betoch/shared';
import { loadAgency } from './footer-lazy';

/**
 * The agency's office on a Leaflet map. Leaflet (and its CSS) is fetched only when the footer
 * comes into view; tiles come from config.json's tileUrl (none on offline machines — the
 * marker and the address still show).
 */
export function FooterMap({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!active || !container.current) return;
    let disposed = false;
    let remove: (() => void) | undefined;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css'), loadAgency()]).then(
      ([leaflet, , agency]) => {
        const L = leaflet.default;
        if (disposed || !container.current) return;
        const { lat, lng } = agency.location;
        const map = L.map(container.current, { scrollWheelZoom: false, attributionControl: true });
        map.setView([lat, lng], 15);
        const { tileUrl } = getRuntimeConfig();
        if (tileUrl) {
          L.tileLayer(tileUrl, { attribution: '© OpenStreetMap contributors', maxZoom: 19 }).addTo(
            map,
          );
        }
        const icon = L.divIcon({
          className: 'footer__map-pin',
          html: '',
          iconSize: [24, 24],
          iconAnchor: [12, 24],
        });
        L.marker([lat, lng], { icon, title: agency.name, alt: agency.name }).addTo(map);
        remove = () => map.remove();
      },
      (error: unknown) => console.warn('[betoch] footer map unavailable:', error),
    );
    return () => {
      disposed = true;
      remove?.();
    };
  }, [active]);

  return (
    <div ref={container} className="footer__map" role="region" aria-label={t('footer.mapLabel')} />
  );
}
