import type { ImageRef } from '@betoch/shared';
import { useT } from '../../i18n';
import { GalleryPhoto } from './gallery-photo';
import { boxImageSizes } from './gallery-sizes';
import './image-box-gallery.css';

const MAX_BOXES = 5;

interface Props {
  images: readonly ImageRef[];
  title: string;
}

/** Every picture at once in a box grid: the first one large, the others beside it. */
export function ImageBoxGallery({ images, title }: Props) {
  const { t } = useT();
  const shown = images.slice(0, MAX_BOXES);
  if (shown.length === 0) return null;
  return (
    <div
      className={`prp-image-box prp-image-box--${shown.length}`}
      role="group"
      aria-label={t('gallery.label', { title })}
    >
      {shown.map((image, index) => (
        <figure className="prp-image-box__item" key={image.src}>
          <GalleryPhoto
            className="prp-image-box__image"
            image={image}
            load={index === 0 ? 'priority' : 'lazy'}
            sizes={boxImageSizes(shown.length, index)}
            position={{ current: index + 1, total: shown.length }}
          />
        </figure>
      ))}
    </div>
  );
}
