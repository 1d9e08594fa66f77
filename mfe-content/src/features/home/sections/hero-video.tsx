import { LISTINGS_TABS_PATH } from '@betoch/shared';
import { useDataModeEffects } from '@betoch/shared/ui';
import { Link } from '@betoch/shared/router';
import { useT } from '../../../i18n';
import { CityScene } from '../hero/city-scene';
import { HeroFrame } from '../hero/hero-frame';
import { PauseButton } from '../motion/pause-button';
import { useAutoplay } from '../motion/use-autoplay';

/** Video background: an animated city evening behind the headline, with a pause switch. */
export function HeroVideo() {
  const { t } = useT();
  // The scene is CSS-animated; the timer only tracks pause, hover and focus (its ticks are unused).
  const motion = useAutoplay(60_000);
  // Saving data: the headline without the film behind it, and nothing to pause (docs/low-data.md).
  const { heroPictures } = useDataModeEffects();
  return (
    <div className="cnt-hero-video" {...motion.holdProps}>
      {heroPictures ? <CityScene paused={!motion.playing} /> : null}
      <HeroFrame kind="video" title={t('hero.video.title')} subtitle={t('hero.video.subtitle')}>
        <div className="cnt-hero__actions">
          <Link className="btn btn--primary" to={LISTINGS_TABS_PATH}>
            {t('hero.browse')}
          </Link>
          {heroPictures ? (
            <PauseButton
              paused={motion.paused}
              onToggle={motion.togglePaused}
              what={t('motion.animation')}
            />
          ) : null}
        </div>
      </HeroFrame>
    </div>
  );
}
