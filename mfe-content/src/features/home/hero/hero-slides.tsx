import { DataImage, useDataModeEffects } from '@betoch/shared/ui';
import { Link } from '@betoch/shared/router';
import type { HeroSlide } from '@betoch/shared';
import { useT } from '../../../i18n';
import { PauseButton } from '../motion/pause-button';
import { useAutoplay } from '../motion/use-autoplay';
import './hero-slides.css';

/** The slides of the slider hero: one shown at a time, changing every 6 s unless paused. */
export function HeroSlides({ slides }: { slides: readonly HeroSlide[] }) {
  const { t } = useT();
  const autoplay = useAutoplay(6000);
  // Saving data: the slides' words without their pictures (docs/low-data.md).
  const { heroPictures } = useDataModeEffects();
  const count = slides.length;
  const active = count > 0 ? autoplay.tick % count : 0;
  // Never below zero, so "previous" from the first slide goes to the last.
  const step = (delta: number) => autoplay.advance(delta < 0 ? count - 1 : 1);
  if (count === 0) return null;
  return (
    <div
      className="cnt-hero-slides"
      role="group"
      aria-roledescription={t('slider.carousel')}
      aria-label={t('slider.label')}
      {...autoplay.holdProps}
    >
      {(heroPictures ? slides : []).map((slide, i) => (
        <DataImage
          key={slide.id}
          className={`cnt-hero-slides__image${i === active ? ' cnt-is-active' : ''}`}
          image={slide.image}
          alt=""
          load={i === 0 ? 'priority' : 'lazy'}
        />
      ))}
      {slides.map((slide, i) => (
        <div
          key={slide.id}
          className="cnt-hero-slides__slide"
          role="group"
          aria-roledescription={t('slider.slide')}
          aria-label={t('slider.position', { n: i + 1, count })}
          hidden={i !== active}
        >
          <p className="cnt-hero-slides__heading">{slide.heading}</p>
          <p className="cnt-hero-slides__text">{slide.text}</p>
          <Link className="btn btn--primary" to={slide.action.path}>
            {slide.action.label}
          </Link>
        </div>
      ))}
      <div className="cnt-hero-slides__controls">
        <button
          type="button"
          className="icon-btn"
          aria-label={t('slider.previous')}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="icon-btn"
          aria-label={t('slider.next')}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
        <PauseButton
          paused={autoplay.paused}
          onToggle={autoplay.togglePaused}
          what={t('motion.slides')}
        />
      </div>
    </div>
  );
}
