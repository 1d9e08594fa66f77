import { useMemo } from 'react';
import {
  dealOf,
  formatPrice,
  propertyUrl,
  useCurrencyStore,
  useLanguageStore,
  type Property,
} from '@betoch/shared';
import { MapView, type MapPin } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import './listing-map.css';

/**
 * The page's listings on the map (the listings client's page of results, not every match): one
 * pin per located property (accent for rent), whose popup gives the title, the price as the
 * cards show it and a link to the details.
 */
export function ListingMap({ properties }: { properties: readonly Property[] }) {
  const { t } = useT();
  const currency = useCurrencyStore((s) => s.currency);
  const language = useLanguageStore((s) => s.language);

  const pins = useMemo(
    () =>
      properties.flatMap((property): MapPin[] => {
        const { lat, lng } = property.location ?? {};
        if (typeof lat !== 'number' || typeof lng !== 'number') return [];
        const rent = dealOf(property.id) === 'rent';
        const price = formatPrice(property.price, currency, language);
        return [
          {
            point: { lat, lng },
            title: property.title,
            tone: rent ? 'accent' : 'primary',
            popup: {
              title: property.title,
              text: rent ? `${price} ${t('property.perMonth')}` : price,
              link: { to: propertyUrl(property.id), label: t('map.details') },
            },
          },
        ];
      }),
    [properties, currency, language, t],
  );

  return (
    <MapView
      className="lst-listing-map"
      label={t('map.label', { count: properties.length })}
      pins={pins}
      zoom={11}
      failedText={t('map.failed')}
    />
  );
}
