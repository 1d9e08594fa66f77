import { useState, type KeyboardEvent } from 'react';
import type { ImageRef } from '@betoch/shared';
import { useT } from '../../i18n';
import { Icon } from '../property-facts/icon';
import { GalleryPhoto } from './gallery-photo';
import { FULL_FRAME_SIZES } from './gallery-sizes';
import './image-slider.css';

interface Props {
  images: readonly ImageRef[];
  title: string;
}

/**
 * One picture at a time, with previous/next buttons that wrap around. Once focused, the arrow keys
 * change the picture (mirrored in right-to-left layouts), Home and End go to the first and last.
 */
export function ImageSlider({ images, title }: Props) {
  const { t } = useT();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  if (!current) return null;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: index + 1,
      [backward]: index - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined || count < 2) return;
    event.preventDefault();
    go(target);
  };

  return (
    <div
      className="prp-image-slider"
      role="region"
      aria-roledescription={t('gallery.carousel')}
      aria-label={t('gallery.label', { title })}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="prp-image-slider__frame">
        <GalleryPhoto
          key={current.src}
          className="prp-image-slider__image"
          image={current}
          load={index === 0 ? 'priority' : 'lazy'}
          sizes={FULL_FRAME_SIZES}
          position={{ current: index + 1, total: count }}
        />
      </div>
      {count > 1 ? (
        <div className="prp-image-slider__controls">
          <button
            type="button"
            className="icon-btn prp-image-slider__button"
            aria-label={t('gallery.previous')}
            onClick={() => go(index - 1)}
          >
            <Icon name="prev" />
          </button>
          <p className="prp-image-slider__status" aria-live="polite">
            {t('gallery.position', { current: index + 1, total: count })}
          </p>
          <button
            type="button"
            className="icon-btn prp-image-slider__button"
            aria-label={t('gallery.next')}
            onClick={() => go(index + 1)}
          >
            <Icon name="next" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
