import type { Property } from '@betoch/shared';
import { EmptyState, PropertyCard } from '@betoch/shared/ui';
import { useT } from '../../../i18n';

/** Properties as a grid of cards (their titles are `<h3>`, under the section's `<h2>`). */
export function PropertyGrid({ properties }: { properties: readonly Property[] }) {
  const { t } = useT();
  if (properties.length === 0) return <EmptyState title={t('sections.noProperties')} />;
  return (
    <ul className="cnt-home-grid">
      {properties.map((property) => (
        <li key={property.id}>
          <PropertyCard property={property} />
        </li>
      ))}
    </ul>
  );
}
