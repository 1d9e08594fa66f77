import { useSlider } from '@betoch/shared';
import { DataState } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { HomeSection } from '../parts/home-section';
import { PropertyCarousel } from '../parts/property-carousel';

/** "Homes worth a visit": the agents' hand-picked properties as a carousel (`slider.json`). */
export function PropertySlider() {
  const { t } = useT();
  const section = useSlider();
  const title = t('sections.propertySlider.title');
  return (
    <HomeSection
      name="property-slider"
      title={title}
      subtitle={t('sections.propertySlider.subtitle')}
    >
      <DataState {...section}>
        {(data) => <PropertyCarousel properties={data.properties} label={title} />}
      </DataState>
    </HomeSection>
  );
}
