import { useTagLabel, type Property } from '@betoch/shared';
import { SectionTitle } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { LeafletMap } from './leaflet-map';
import './property-location.css';
import '../detail-block/detail-block.css';

function degrees(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;
}

/** Where the property is: the address and coordinates as text, and the map. */
export function PropertyLocation({ property }: { property: Property }) {
  const { t } = useT();
  const { lat, lng } = property.location;
  const label = useTagLabel();
  const place = [property.subCity, property.city]
    .filter((part): part is string => Boolean(part))
    .map(label)
    .join(', ');
  return (
    <section className="detail-block" aria-labelledby="property-location">
      <div id="property-location">
        <SectionTitle title={t('sections.location')} subtitle={place} />
      </div>
      <dl className="property-location__text">
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
      <LeafletMap
        point={property.location}
        label={t('location.mapLabel', { title: property.title })}
      />
    </section>
  );
}
