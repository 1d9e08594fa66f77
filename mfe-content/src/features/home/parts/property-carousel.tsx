import type { KeyboardEvent } from 'react';
import type { Property } from '@betoch/shared';
import { EmptyState, PropertyCard } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { PauseButton } from '../motion/pause-button';
import { useAutoplay } from '../motion/use-autoplay';
import './property-carousel.css';

/** How long each property stays before the next, when the carousel plays. */
export const CAROUSEL_INTERVAL_MS = 7000;

interface Props {
  properties: readonly Property[];
  /** The carousel's accessible name (the section's title). */
  label: string;
}

/**
 * A small accessible carousel of property cards (WAI-ARIA carousel pattern): one card at a time,
 * previous / next and pause buttons, ← / → (mirrored right-to-left), Home and End keys on the
 * focused carousel. It moves every 7 s only while not paused, hovered or focused, and not at all by
 * itself when the visitor prefers reduced motion; the card shown is announced only when moved by
 * hand (never while playing).
 */
export function PropertyCarousel({ properties, label }: Props) {
  const { t } = useT();
  const autoplay = useAutoplay(CAROUSEL_INTERVAL_MS);
  const count = properties.length;
  if (count === 0) return <EmptyState title={t('sections.noProperties')} />;
  const active = autoplay.tick % count;
  const goTo = (index: number) => autoplay.advance(((index % count) + count - active) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const target = {
      [forward]: active + 1,
      [back]: active - 1,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  };

  return (
    <section
      className="cnt-property-carousel"
      aria-roledescription={t('slider.carousel')}
      aria-label={label}
      onKeyDown={onKeyDown}
      {...autoplay.holdProps}
    >
      <div className="cnt-property-carousel__controls">
        <button
          type="button"
          className="icon-btn"
          aria-label={t('slider.previousProperty')}
          onClick={() => goTo(active - 1)}
        >
          <span aria-hidden="true" className="cnt-property-carousel__arrow">
            ‹
          </span>
        </button>
        <p className="cnt-property-carousel__position muted" aria-hidden="true">
          {t('slider.position', { n: active + 1, count })}
        </p>
        <button
          type="button"
          className="icon-btn"
          aria-label={t('slider.nextProperty')}
          onClick={() => goTo(active + 1)}
        >
          <span aria-hidden="true" className="cnt-property-carousel__arrow">
            ›
          </span>
        </button>
        <PauseButton
          paused={autoplay.paused}
          onToggle={autoplay.togglePaused}
          what={t('motion.properties')}
        />
      </div>
      <div
        className="cnt-property-carousel__slides"
        aria-live={autoplay.playing ? 'off' : 'polite'}
      >
        {properties.map((property, i) => (
          <div
            key={property.id}
            className="cnt-property-carousel__slide"
            role="group"
            aria-roledescription={t('slider.slide')}
            aria-label={t('slider.position', { n: i + 1, count })}
            hidden={i !== active}
          >
            <PropertyCard property={property} layout="list" load={i === 0 ? 'eager' : 'lazy'} />
          </div>
        ))}
      </div>
    </section>
  );
}
