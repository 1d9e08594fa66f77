import type { ImageRef } from '../../domain/property';

/** How an image of the data is fetched: see `DataImage`'s `load`. */
export type ImageLoad = 'lazy' | 'eager' | 'priority';

interface Props {
  image: ImageRef;
  className?: string;
  /**
   * Replaces the data's text: `""` where the picture only decorates what the words beside it
   * already say (a city card's name, a link that names the property), so a screen reader skips it.
   */
  alt?: string;
  /**
   * `lazy` (the default) for images below the fold; `eager` for images in the first screen;
   * `priority` for the one image that is the page's largest paint: fetched first, decoded in step
   * with the paint (no `decoding="async"`), so the browser never shows the page without it.
   */
  load?: ImageLoad;
}

/**
 * An image of the data (a property's picture, an agent's photo, a post's cover): its intrinsic
 * width and height are always written, so that the page keeps its layout while the file arrives.
 */
export function DataImage({ image, className, alt, load = 'lazy' }: Props) {
  const priority = load === 'priority';
  return (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
}
