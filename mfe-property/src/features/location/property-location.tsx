import { useTagLabel, type Property } from '@betoch/shared';
import { MapView, SectionTitle } from '@betoch/shared/ui';
import { useMemo } from 'react';
import { useT } from '../../i18n';
import './property-location.css';
import '../property-facts/detail-block.css';

function degrees(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;
}

/** Where the property is: the address and coordinates as text, and the map. */
export function PropertyLocation({ property }: { property: Property }) {
  const { t } = useT();
  const { lat, lng } = property.location;
  const label = useTagLabel();
  const pins = useMemo(
    () => [{ point: { lat, lng }, title: property.title }],
    [lat, lng, property.title],
  );
  const place = [property.subCity, property.city]
    .filter((part): part is string => Boolean(part))
    .map(label)
    .join(', ');
  return (
    <section className="prp-detail-block" aria-labelledby="property-location">
      <div id="property-location">
        <SectionTitle title={t('sections.location')} subtitle={place} />
      </div>
      <dl className="prp-property-location__text">
        <div>
          <dt>{t('facts.address')}</dt>
          <dd>{property.address}</dd>
        </div>
        <div>
          <dt>{t('location.coordinates')}</dt>
          <dd>
            {degrees(lat, t('location.north'), t('location.south'))},{' '}
            {degrees(lng, t('location.east'), t('location.west'))}
          </dd>
        </div>
      </dl>
      {/* Below the fold: Leaflet loads only when the map nears the viewport. */}
      <MapView
        label={t('location.mapLabel', { title: property.title })}
        pins={pins}
        zoom={15}
        lazy
        failedText={t('location.mapFailed')}
      />
    </section>
  );
}
