import { AGENTS_PATH, LISTINGS_LIST_PATH } from '@betoch/shared';
import { Link } from '@betoch/shared/router';
import { useT } from '../../../i18n';
import { HeroFrame } from '../hero/hero-frame';
import { HERO_IMAGES } from '../hero/hero-images';

/** Parallax image: the page scrolls over a still illustration (still as well with reduced motion). */
export function HeroParallax() {
  const { t } = useT();
  return (
    <HeroFrame
      kind="parallax"
      title={t('hero.parallax.title')}
      subtitle={t('hero.parallax.subtitle')}
      background={HERO_IMAGES.cities}
      priority
    >
      <div className="cnt-hero__actions">
        <Link className="btn btn--primary" to={LISTINGS_LIST_PATH}>
          {t('hero.browse')}
        </Link>
        <Link className="btn" to={AGENTS_PATH}>
          {t('hero.meetAgents')}
        </Link>
      </div>
    </HeroFrame>
  );
}
