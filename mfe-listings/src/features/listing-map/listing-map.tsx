import { useMemo, useState } from 'react';
import {
  formatPrice,
  mapPointOf,
  propertyUrl,
  useCurrencyStore,
  useLanguageStore,
  useMapListings,
  type BoundingBox,
  type ListingSearchQuery,
  type MapPoint,
  type Property,
} from '@betoch/shared';
import { MapView, type MapClusterMark, type MapPin } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import './listing-map.css';

interface Props {
  /** The page's listings: the pins of the server render and the first paint. */
  properties: readonly Property[];
  /** The search the results show, without its page: what the map asks for its box. */
  search: ListingSearchQuery;
}

/**
 * The listings of the page's search on the map. First the page's own listings (the server render
 * and the first paint, fitted to them); once the map reports the box it shows, every match inside
 * it (`useMapListings`, the box asked again as the visitor moves or zooms), or clusters with their
 * counts where there are too many to draw. A pin is accent for rent; its popup gives the title,
 * the price as the cards show it and a link to the details.
 */
export function ListingMap({ properties, search }: Props) {
  const { t } = useT();
  const currency = useCurrencyStore((s) => s.currency);
  const language = useLanguageStore((s) => s.language);
  const [box, setBox] = useState<BoundingBox | null>(null);
  const live = useMapListings(search, box);

  const points = useMemo(
    () =>
      live
        ? (live.points ?? [])
        : properties.flatMap((p): MapPoint[] => {
            const point = mapPointOf(p);
            return point ? [point] : [];
          }),
    [live, properties],
  );
  const pins = useMemo(
    () =>
      points.map((point): MapPin => {
        const rent = point.deal === 'rent';
        const price = formatPrice(point.price ?? Number.NaN, currency, language);
        return {
          point: { lat: point.lat, lng: point.lng },
          title: point.title,
          tone: rent ? 'accent' : 'primary',
          popup: {
            title: point.title,
            text: price && rent ? `${price} ${t('property.perMonth')}` : price || undefined,
            link: { to: propertyUrl(point.id), label: t('map.details') },
          },
        };
      }),
    [points, currency, language, t],
  );
  const clusters = useMemo(
    () =>
      (live?.clusters ?? []).map(({ lat, lng, count }): MapClusterMark => ({
        point: { lat, lng },
        count,
        label: t('map.cluster', { count }),
      })),
    [live, t],
  );

  return (
    <MapView
      className="lst-listing-map"
      label={
        live
          ? t('map.labelInView', { count: live.total })
          : t('map.label', { count: properties.length })
      }
      pins={pins}
      clusters={clusters}
      keepView={Boolean(live)}
      onBoundsChange={setBox}
      zoom={11}
      failedText={t('map.failed')}
    />
  );
}
