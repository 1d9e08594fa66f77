import type { ImageCandidate, ImageRef, PhotoWidths } from '../../domain/property';

/** How an image of the data is fetched: see `DataImage`'s `load`. */
export type ImageLoad = 'lazy' | 'eager' | 'priority';

/**
 * The width a photo is drawn at when its box says nothing narrower (`sizes`): the window's, at most
 * the page's 1,200-pixel container (`--container`), which no picture is wider than.
 */
export const PAGE_IMAGE_SIZES = '(min-width: 1200px) 1200px, 100vw';

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
  /**
   * For a seller's photo made at several widths: how wide its box is drawn (the `sizes` of its
   * `srcset`), from which the browser picks the narrowest file that fills it. The page's width by
   * default (`PAGE_IMAGE_SIZES`); a card or a gallery names its own.
   */
  sizes?: string;
  /**
   * Offers only the narrowest file of a seller's photo (low-data mode: a card's picture), whatever
   * the box's width: a little blurrier on a wide screen, a fraction of the bytes.
   */
  smallest?: boolean;
}

/** `a 320w, b 640w`: a `srcset` of a photo's files of one type. */
export function srcSetOf(candidates: readonly ImageCandidate[]): string {
  return candidates.map(({ src, width }) => `${src} ${width}w`).join(', ');
}

/** The narrowest file of each type, as the only candidates (`srcSetOf` writes them). */
export function narrowestOnly(widths: PhotoWidths): PhotoWidths {
  const narrowest = (candidates: readonly ImageCandidate[]) =>
    candidates.reduce<ImageCandidate[]>(
      (kept, candidate) => (kept[0] && kept[0].width <= candidate.width ? kept : [candidate]),
      [],
    );
  return { webp: narrowest(widths.webp), jpeg: narrowest(widths.jpeg) };
}

/**
 * An image of the data (a property's picture, an agent's photo, a post's cover): its intrinsic
 * width and height are always written, so that the page keeps its layout while the file arrives.
 * A seller's photo, made at several widths as WebP and JPEG (docs/publishing.md#photos), is a
 * `<picture>`: the WebP files for the browsers that read them, the JPEG ones for the others, each
 * browser fetching the one width its box needs.
 */
export function DataImage({ image, className, alt, load = 'lazy', sizes, smallest }: Props) {
  const priority = load === 'priority';
  const widths = image.widths && smallest ? narrowestOnly(image.widths) : image.widths;
  const shownSizes = widths ? (sizes ?? PAGE_IMAGE_SIZES) : undefined;
  const img = (
    <img
      className={className}
      src={smallest && widths?.jpeg[0] ? widths.jpeg[0].src : image.src}
      srcSet={widths ? srcSetOf(widths.jpeg) : undefined}
      sizes={shownSizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
  if (!widths) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={srcSetOf(widths.webp)} sizes={shownSizes} />
      {img}
    </picture>
  );
}
