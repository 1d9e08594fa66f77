import { useHomeSlider } from '@betoch/shared';
import { DataState } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { HeroFrame } from '../hero/hero-frame';
import { HeroSlides } from '../hero/hero-slides';
import { HeroSearchForm } from '../search/hero-search-form';

/** Slider with filter search: the rotating slides of home-slider.json above the search form. */
export function HeroSlider() {
  const { t } = useT();
  const slider = useHomeSlider();
  return (
    <HeroFrame kind="slider" title={t('hero.slider.title')} subtitle={t('hero.slider.subtitle')}>
      <DataState {...slider}>{(data) => <HeroSlides slides={data.slides} />}</DataState>
      <HeroSearchForm />
    </HeroFrame>
  );
}
