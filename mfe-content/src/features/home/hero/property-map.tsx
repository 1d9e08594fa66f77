import { useMemo, useState } from 'react';
import { propertyUrl, useMapListings, type BoundingBox } from '@betoch/shared';
import { MapView, clusterMarks, type MapPin } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import './property-map.css';

const ETHIOPIA_CENTER = { lat: 9.0, lng: 38.76 };
/** Every listing, whatever it is: the home map searches nothing but its box. */
const EVERY_LISTING = {};

/**
 * The listings in the map's view (accent for rent), each pin's popup a link to its page, or
 * clusters with their counts where there are too many to draw. Nothing is read before the map
 * reports the box it shows (`useMapListings`): the server render and the first paint are the
 * empty box over Ethiopia, and no page carries every listing's point.
 */
export function PropertyMap() {
  const { t } = useT();
  const [box, setBox] = useState<BoundingBox | null>(null);
  const live = useMapListings(EVERY_LISTING, box);
  const pins = useMemo(
    () =>
      (live?.points ?? []).map((point): MapPin => ({
        point: { lat: point.lat, lng: point.lng },
        title: point.title,
        tone: point.deal === 'sale' ? 'primary' : 'accent',
        popup: { link: { to: propertyUrl(point.id), label: point.title } },
      })),
    [live],
  );
  const clusters = useMemo(
    () => clusterMarks(live?.clusters, (count) => t('map.cluster', { count })),
    [live, t],
  );
  return (
    <MapView
      className="cnt-property-map"
      label={t('map.label')}
      pins={pins}
      clusters={clusters}
      keepView={Boolean(live)}
      onBoundsChange={setBox}
      center={ETHIOPIA_CENTER}
      zoom={6}
      failedText={t('map.failed')}
    />
  );
}
