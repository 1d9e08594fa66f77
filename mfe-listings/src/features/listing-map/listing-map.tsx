import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@betoch/shared/router';
import type * as Leaflet from 'leaflet';
import {
  dealOf,
  formatPrice,
  getRuntimeConfig,
  useCurrencyStore,
  useLanguageStore,
  type Property,
} from '@betoch/shared';
import { useT } from '../../i18n';
import { drawMarkers } from './map-markers';
import './listing-map.css';

interface Loaded {
  L: typeof Leaflet;
  map: Leaflet.Map;
  layer: Leaflet.LayerGroup;
}

/** Addis Ababa, where most listings are: the view before markers are placed. */
const START: Leaflet.LatLngTuple = [9.01, 38.76];

/**
 * The filtered listings on a Leaflet map. Leaflet and its CSS are fetched only when this mounts
 * (the map routes); tiles come from config.json's `tileUrl` and may fail offline, while the
 * container (fixed height: no layout shift) and the markers still render.
 */
export function ListingMap({ properties }: { properties: readonly Property[] }) {
  const { t } = useT();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const currency = useCurrencyStore((s) => s.currency);
  const language = useLanguageStore((s) => s.language);

  useEffect(() => {
    let disposed = false;
    let map: Leaflet.Map | undefined;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(
      ([leaflet]) => {
        if (disposed || !container.current) return;
        const L = leaflet.default;
        map = L.map(container.current, { scrollWheelZoom: false }).setView(START, 11);
        const { tileUrl } = getRuntimeConfig();
        if (tileUrl) {
          L.tileLayer(tileUrl, { attribution: '© OpenStreetMap contributors', maxZoom: 19 }).addTo(
            map,
          );
        }
        setLoaded({ L, map, layer: L.layerGroup().addTo(map) });
      },
      (error: unknown) => {
        console.warn('[betoch] listing map unavailable:', error);
        if (!disposed) setFailed(true);
      },
    );
    return () => {
      disposed = true;
      map?.remove();
    };
  }, []);

  useEffect(() => {
    if (!loaded) return;
    const texts = {
      details: t('map.details'),
      priceOf: (p: Property) =>
        `${formatPrice(p.price, currency, language)}${dealOf(p.id) === 'rent' ? ` ${t('property.perMonth')}` : ''}`,
    };
    const bounds = drawMarkers(loaded.L, loaded.layer, properties, texts, navigate);
    if (bounds) loaded.map.fitBounds(bounds, { padding: [32, 32], maxZoom: 14 });
  }, [loaded, properties, t, currency, language, navigate]);

  return (
    <div className="listing-map">
      <div
        ref={container}
        className="listing-map__canvas"
        role="region"
        aria-label={t('map.label', { count: properties.length })}
        aria-busy={!loaded && !failed}
      />
      {failed ? (
        <p className="alert listing-map__failed" role="alert">
          {t('map.failed')}
        </p>
      ) : null}
    </div>
  );
}
