import { useTranslation } from '@betoch/shared/singleton';
import type { StoredProperty } from '../../domain/property-list';

// Zero bedrooms (a shop, a plot of land) is left out rather than shown as "0 beds".
function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** Bedrooms, bathrooms and floor area of a listing; a missing figure is left out. */
export function PropertyFacts({ property }: { property: StoredProperty }) {
  const { t } = useTranslation();
  const facts: { key: string; text: string; ltr?: boolean }[] = [];
  if (isCount(property.beds))
    facts.push({ key: 'beds', text: t('property.beds', { count: property.beds }) });
  if (isCount(property.baths))
    facts.push({ key: 'baths', text: t('property.baths', { count: property.baths }) });
  if (isCount(property.sqft))
    facts.push({ key: 'area', text: t('property.area', { area: property.sqft }), ltr: true });
  if (facts.length === 0) return null;
  return (
    <ul className="property-facts">
      {facts.map((fact) => (
        <li key={fact.key}>
          {/* "120 m²" stays in order in RTL layouts. */}
          {fact.ltr ? <bdi dir="ltr">{fact.text}</bdi> : fact.text}
        </li>
      ))}
    </ul>
  );
}
