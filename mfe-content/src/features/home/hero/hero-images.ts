import type { ImageRef } from '@betoch/shared';

/*
 * The heroes' illustrations. They are decorative (the headline says what the page is), hence the
 * empty alt; their size is known up front so the hero can be laid out before they arrive.
 */
const slide = (name: string): ImageRef => ({
  src: `/assets/images/slides/${name}.svg`,
  width: 1600,
  height: 700,
  alt: '',
});

export const HERO_IMAGES = {
  sale: slide('homes-for-sale'),
  rent: slide('rentals-for-every-budget'),
  cities: slide('beyond-the-capital'),
  office: { src: '/assets/images/agency/office.svg', width: 800, height: 600, alt: '' },
} as const satisfies Record<string, ImageRef>;
