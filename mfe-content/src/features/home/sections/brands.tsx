import { useBrands } from '@betoch/shared';
import { DataImage, DataState } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { HomeSection } from '../parts/home-section';
import './brands.css';

/** Our partners (`brand.json`): the banks, developers and services we work with. */
export function Brands() {
  const { t } = useT();
  const section = useBrands();
  return (
    <HomeSection
      name="brands"
      title={t('sections.brands.title')}
      subtitle={t('sections.brands.subtitle')}
    >
      <DataState {...section}>
        {(data) => (
          <ul className="cnt-brand-list">
            {data.brands.map((brand) => (
              <li key={brand.id} className="cnt-brand-list__item" title={brand.description}>
                <DataImage image={brand.logo} />
                <span className="cnt-brand-list__kind muted">{brand.kind}</span>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </HomeSection>
  );
}
