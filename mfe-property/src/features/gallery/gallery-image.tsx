import type { ImageRef } from '@betoch/shared';

interface Props {
  image: ImageRef;
  className?: string;
  /** The first, visible picture loads at once; the others when they come near. */
  eager?: boolean;
  /** Empty when a control beside it already names the picture. */
  alt?: string;
}

/** A property picture with its intrinsic size reserved, so the page does not shift as it loads. */
export function GalleryImage({
  image,
  className = 'prp-gallery-image',
  eager = false,
  alt,
}: Props) {
  return (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
