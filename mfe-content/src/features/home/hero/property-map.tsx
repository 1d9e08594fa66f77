import { useMemo } from 'react';
import { isForSale, propertyUrl, type ListingPoint } from '@betoch/shared';
import { MapView, type MapPin } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import './property-map.css';

const ETHIOPIA_CENTER = { lat: 9.0, lng: 38.76 };

/** Every listing on the map (accent for rent), each pin's popup a link to its page. */
export function PropertyMap({ points }: { points: readonly ListingPoint[] }) {
  const { t } = useT();
  const pins = useMemo(
    () =>
      points.map((property): MapPin => ({
        point: property.location,
        title: property.title,
        tone: isForSale(property.id) ? 'primary' : 'accent',
        popup: { link: { to: propertyUrl(property.id), label: property.title } },
      })),
    [points],
  );
  return (
    <MapView
      className="cnt-property-map"
      label={t('map.label')}
      pins={pins}
      center={ETHIOPIA_CENTER}
      zoom={6}
      failedText={t('map.failed')}
    />
  );
}
