import { useEffect, useMemo, useState } from 'react';
import { useTranslation, type Agency } from '@betoch/shared';
import { MapView } from '@betoch/shared/ui';
import { loadAgency } from './footer-lazy';

/**
 * The agency's office on the map. Its record (with the data client) and Leaflet load only once
 * the footer comes into view; until then, and on the server, the box holds its place.
 */
export function FooterMap({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [agency, setAgency] = useState<Agency | null>(null);

  useEffect(() => {
    if (!active) return;
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
  }, [active]);

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
