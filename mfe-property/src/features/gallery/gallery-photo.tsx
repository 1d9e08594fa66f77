import { useState, type ComponentProps } from 'react';
import { DataImage, useDataModeEffects } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import './gallery-photo.css';

interface Props extends ComponentProps<typeof DataImage> {
  /** The photo's place in the gallery, for the button that loads it. */
  position: { current: number; total: number };
}

/**
 * A gallery's photo. When the visitor saves data (docs/low-data.md) its box first holds a button
 * that fetches it: a gallery's photos are the largest files of a property page, and a visitor on
 * paid data chooses which ones are worth it.
 */
export function GalleryPhoto({ position, ...image }: Props) {
  const { t } = useT();
  const { galleryOnTap } = useDataModeEffects();
  const [asked, setAsked] = useState(false);
  if (!galleryOnTap || asked) return <DataImage {...image} />;
  return (
    <button
      type="button"
      className={`prp-gallery-photo ${image.className ?? ''}`}
      onClick={() => setAsked(true)}
    >
      <span className="prp-gallery-photo__mark" aria-hidden="true" />
      {t('gallery.load', position)}
    </button>
  );
}
