import type { ImageLoad } from '@betoch/shared/ui';

/** Cards above the fold on a phone: their pictures load at once, the rest lazily. */
const EAGER_CARDS = 2;

/**
 * How the picture of the card at `index` (0-based, on the page shown) loads: the first is the
 * page's largest paint on a phone (fetched first), the next above the fold, the rest lazily.
 */
export function cardImageLoad(index: number): ImageLoad {
  if (index === 0) return 'priority';
  return index < EAGER_CARDS ? 'eager' : 'lazy';
}
