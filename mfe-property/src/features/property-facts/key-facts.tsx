import type { Property } from '@betoch/shared';
import { useT } from '../../i18n';
import { Icon, type IconName } from './icon';
import './key-facts.css';

interface Fact {
  icon: IconName;
  label: string;
  value: string;
}

/** Bedrooms, bathrooms, area, year built and garages; a figure the listing lacks is left out. */
export function KeyFacts({ property }: { property: Property }) {
  const { t } = useT();
  const facts: Fact[] = [];
  if (property.beds > 0)
    facts.push({ icon: 'bed', label: t('facts.bedrooms'), value: String(property.beds) });
  if (property.baths > 0)
    facts.push({ icon: 'bath', label: t('facts.bathrooms'), value: String(property.baths) });
  facts.push({
    icon: 'area',
    label: t('facts.area'),
    value: t('facts.areaValue', { area: property.sqft }),
  });
  if (property.yearBuilt)
    facts.push({
      icon: 'calendar',
      label: t('facts.yearBuilt'),
      value: String(property.yearBuilt),
    });
  if (property.garages)
    facts.push({ icon: 'car', label: t('facts.garages'), value: String(property.garages) });
  return (
    <dl className="prp-key-facts">
      {facts.map((fact) => (
        <div className="prp-key-facts__item" key={fact.icon}>
          <Icon name={fact.icon} />
          <dt className="prp-key-facts__label">{fact.label}</dt>
          <dd className="prp-key-facts__value">
            {/* Figures ("120 m²") stay in order in RTL layouts. */}
            <bdi dir="ltr">{fact.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
