/**
 * Where "Browse the listings" goes: the site's main listing page (the menu's "Listings",
 * docs/routes.md#addresses-that-must-keep-working).
 */
export const LISTINGS_PATH = '/listing/grid-view/2-grid/left-sidebar';

/** The compare page of this remote. */
export const COMPARE_PATH = '/property/compare';

/** The five detail layouts of a property, by their path segment. */
export const PROPERTY_VARIANTS = [
  'image-box',
  'image-slider',
  'left-sidebar',
  'sticky-tab',
  'thumbnail-image',
] as const;

export type PropertyVariant = (typeof PROPERTY_VARIANTS)[number];

export function isPropertyVariant(value: string): value is PropertyVariant {
  return (PROPERTY_VARIANTS as readonly string[]).includes(value);
}
