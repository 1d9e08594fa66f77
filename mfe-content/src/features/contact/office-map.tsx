import { useMemo } from 'react';
import type { GeoPoint } from '@betoch/shared';
import { MapView } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';

interface Props {
  location: GeoPoint;
  /** The office's name, for the pin and the map's label. */
  name: string;
}

/** The office on the map, close up. */
export function OfficeMap({ location, name }: Props) {
  const { t } = usePagesT();
  const { lat, lng } = location;
  const pins = useMemo(() => [{ point: { lat, lng }, title: name }], [lat, lng, name]);
  return (
    <MapView
      className="cnt-office-map card"
      label={t('contact.mapLabel', { name })}
      pins={pins}
      zoom={16}
    />
  );
}
