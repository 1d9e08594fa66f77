import { useState } from 'react';
import type { ImageRef } from '@betoch/shared';
import { DataImage, useDataModeEffects } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import { GalleryPhoto } from './gallery-photo';
import { THUMBNAIL_MAIN_SIZES, THUMBNAIL_SIZES } from './gallery-sizes';
import './thumbnail-gallery.css';

interface Props {
  images: readonly ImageRef[];
  title: string;
}

/** A large picture and a row of thumbnails; pressing a thumbnail shows it large. */
export function ThumbnailGallery({ images, title }: Props) {
  const { t } = useT();
  const [index, setIndex] = useState(0);
  // Saving data: the thumbnails are numbers, not photos (docs/low-data.md).
  const { galleryOnTap } = useDataModeEffects();
  const current = images[index] ?? images[0];
  if (!current) return null;
  return (
    <div className="prp-thumbnail-gallery" role="group" aria-label={t('gallery.label', { title })}>
      <div className="prp-thumbnail-gallery__main">
        <GalleryPhoto
          key={current.src}
          className="prp-thumbnail-gallery__image"
          image={current}
          load={index === 0 ? 'priority' : 'eager'}
          sizes={THUMBNAIL_MAIN_SIZES}
          position={{ current: index + 1, total: images.length }}
        />
      </div>
      {images.length > 1 ? (
        <ul className="prp-thumbnail-gallery__thumbs">
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                className="prp-thumbnail-gallery__thumb"
                aria-label={t('gallery.show', { index: i + 1, total: images.length })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                {galleryOnTap ? (
                  <span className="prp-thumbnail-gallery__thumb-number">{i + 1}</span>
                ) : (
                  <DataImage
                    className="prp-thumbnail-gallery__thumb-image"
                    image={image}
                    alt=""
                    sizes={THUMBNAIL_SIZES}
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
