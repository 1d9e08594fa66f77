import { useMemo, useState } from 'react';
import {
  formatPrice,
  mapPointOf,
  propertyUrl,
  roundBoundingBox,
  useCurrencyStore,
  useLanguageStore,
  useMapListings,
  type BoundingBox,
  type ListingSearchQuery,
  type MapPoint,
  type Property,
} from '@betoch/shared';
import { MapView, clusterMarks, type MapPin } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import './listing-map.css';

interface Props {
  /** The page's listings: the pins of the server render and the first paint. */
  properties: readonly Property[];
  /** The search the results show, without its page: what the map asks for its box. */
  search: ListingSearchQuery;
  /** The area the results are narrowed to, if any. */
  area: BoundingBox | undefined;
  /** Narrows the results to an area ("Search this area"), or widens them again (undefined). */
  onArea: (area: BoundingBox | undefined) => void;
}

function sameBox(a: BoundingBox | undefined, b: BoundingBox | undefined): boolean {
  return (
    a === b ||
    (a !== undefined &&
      b !== undefined &&
      a.south === b.south &&
      a.west === b.west &&
      a.north === b.north &&
      a.east === b.east)
  );
}

/**
 * The listings of the page's search on the map. First the page's own listings (the server render
 * and the first paint, fitted to them); once the map reports the box it shows, every match inside
 * it (`useMapListings`, the box asked again as the visitor moves or zooms), or clusters with their
 * counts where there are too many to draw. A pin is accent for rent; its popup gives the title,
 * the price as the cards show it and a link to the details.
 */
export function ListingMap({ properties, search, area, onArea }: Props) {
  const { t } = useT();
  const currency = useCurrencyStore((s) => s.currency);
  const language = useLanguageStore((s) => s.language);
  const [box, setBox] = useState<BoundingBox | null>(null);
  // The map shows the search everywhere: the area narrows the results, not what the map offers.
  const live = useMapListings({ ...search, bbox: undefined }, box);
  const view = box ? roundBoundingBox(box) : undefined;

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
    () => clusterMarks(live?.clusters, (count) => t('map.cluster', { count })),
    [live, t],
  );

  return (
    <div className="lst-listing-map__frame">
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
      {/* Over the map, not above it: the control's coming and going shifts nothing. */}
      {view && live && !sameBox(view, area) ? (
        <button
          type="button"
          className="btn btn--primary lst-listing-map__area"
          onClick={() => onArea(view)}
        >
          {t('map.searchArea')}
        </button>
      ) : area ? (
        <button
          type="button"
          className="btn btn--primary lst-listing-map__area"
          onClick={() => onArea(undefined)}
        >
          {t('map.allAreas')}
        </button>
      ) : null}
    </div>
  );
}
