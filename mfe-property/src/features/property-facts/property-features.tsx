import { SectionTitle } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { Icon } from './icon';
import './property-features.css';
import './detail-block.css';

/** What the property comes with, as a checked list; nothing when the listing names none. */
export function PropertyFeatures({ features }: { features: readonly string[] | undefined }) {
  const { t } = useT();
  if (!features || features.length === 0) return null;
  return (
    <section className="prp-detail-block" aria-labelledby="property-features">
      <div id="property-features">
        <SectionTitle title={t('sections.features')} />
      </div>
      <ul className="prp-property-features">
        {features.map((feature) => (
          <li key={feature}>
            <Icon name="check" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
