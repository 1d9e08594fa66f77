/*
 * How wide each gallery draws a picture (`sizes`), for a seller's photo made at several widths
 * (docs/publishing.md#photos): the browser fetches the narrowest file that fills the frame, never
 * more than the page's 1,200-pixel container (`--container`) needs. Upper bounds: a gallery in a
 * narrower column (the left-sidebar layout's) is drawn smaller still.
 */

/** The page's container: no gallery is wider. */
const CONTAINER_PX = 1200;

/** The frame of a gallery as wide as the page: the slider, the sticky-tab layout's hero. */
export const FULL_FRAME_SIZES = `(min-width: ${CONTAINER_PX}px) ${CONTAINER_PX}px, 100vw`;

/**
 * The thumbnail layout's large picture: three fifths of the page beside the summary from 62rem
 * (`.prp-property-layout__top`), the whole window below.
 */
export const THUMBNAIL_MAIN_SIZES = `(min-width: ${CONTAINER_PX}px) ${(CONTAINER_PX * 3) / 5}px, (min-width: 62rem) 60vw, 100vw`;

/** A thumbnail's button: a grid cell of at least 5.5rem, rarely more than 8rem. */
export const THUMBNAIL_SIZES = '8rem';

/**
 * The share of the box grid's width its picture `index` (from 0) takes among `count` boxes
 * (image-box-gallery.css): one picture whole, two halves, three or four a first of two thirds
 * beside a column of thirds, five a first of a half beside two columns of quarters.
 */
export function boxShare(count: number, index: number): number {
  if (count <= 1) return 1;
  if (count === 2) return 1 / 2;
  if (count <= 4) return index === 0 ? 2 / 3 : 1 / 3;
  return index === 0 ? 1 / 2 : 1 / 4;
}

/** The `sizes` of the box grid's picture `index` among `count`. */
export function boxImageSizes(count: number, index: number): string {
  const share = boxShare(count, index);
  return `(min-width: ${CONTAINER_PX}px) ${Math.round(CONTAINER_PX * share)}px, ${Math.round(share * 100)}vw`;
}
