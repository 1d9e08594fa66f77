import { useT } from '../../../i18n';
import { HeroFrame } from '../hero/hero-frame';
import { HERO_IMAGES } from '../hero/hero-images';
import { HeroSearchForm } from '../search/hero-search-form';

/** Classic: the skyline behind the headline and the full search form. */
export function HeroClassic() {
  const { t } = useT();
  return (
    <HeroFrame
      kind="classic"
      title={t('hero.classic.title')}
      subtitle={t('hero.classic.subtitle')}
      background={HERO_IMAGES.sale}
      priority
    >
      <HeroSearchForm />
    </HeroFrame>
  );
}
