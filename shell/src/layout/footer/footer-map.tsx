import { useEffect, useMemo, useState } from 'react';
import { loadAgency, useTranslation, type Agency } from '@betoch/shared';
import { MapView } from '@betoch/shared/ui';

/**
 * The agency's office on the map, drawn once the footer comes into view (its code comes with the
 * footer's data chunk, Leaflet after the agency's record); until then, and on the server, the
 * footer shows the same box (`MapBox`).
 */
export function FooterMap() {
  const { t } = useTranslation();
  const [agency, setAgency] = useState<Agency | null>(null);

  useEffect(() => {
    let disposed = false;
    loadAgency().then(
      (record) => {
        if (!disposed) setAgency(record);
      },
      (error: unknown) => console.warn('[betoch] footer map unavailable:', error),
    );
    return () => {
      disposed = true;
    };
  }, []);

  const pins = useMemo(
    () => (agency ? [{ point: agency.location, title: agency.name }] : []),
    [agency],
  );
  return (
    <MapView
      className="footer__map"
      label={t('footer.mapLabel')}
      pins={pins}
      zoom={15}
      active={agency !== null}
    />
  );
}
