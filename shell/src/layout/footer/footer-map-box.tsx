import { useTranslation } from '@betoch/shared';
import { MapBox } from '@betoch/shared/ui';

/** The office map's box: the map's place until it loads, on the server, and if it cannot load. */
export function FooterMapBox() {
  const { t } = useTranslation();
  return <MapBox className="footer__map" label={t('footer.mapLabel')} />;
}
