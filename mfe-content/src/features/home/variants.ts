import type { HomeVariant } from '@betoch/shared';
/**
 * The twelve home pages: which hero each one opens with and which sections follow, in order. Each
 * variant is its own page (docs/routes.md#where-the-lists-are), so no two share the same hero and
 * section list.
 */
// The twelve pages themselves (their `/theme/<variant>` segments) are route paths, listed once
// with the others; the menu lists them too.
export { HOME_VARIANTS, isHomeVariant, type HomeVariant } from '@betoch/shared';

export type HeroKind =
  | 'slider'
  | 'corporate'
  | 'enterprise'
  | 'classic'
  | 'image-content'
  | 'modern'
  | 'parallax'
  | 'search-tabs'
  | 'typed'
  | 'video'
  | 'map-vertical'
  | 'map-horizontal';

export type SectionKey =
  | 'latest-for-sale'
  | 'featured-property'
  | 'latest-for-rent'
  | 'new-offer'
  | 'property-in-city'
  | 'banner'
  | 'agents'
  | 'happy-clients'
  | 'brands'
  | 'services'
  | 'pricing'
  | 'latest-blog'
  | 'property-of-the-day'
  | 'people-say'
  | 'property-slider';

export interface HomeLayout {
  hero: HeroKind;
  sections: readonly SectionKey[];
}

export const HOME_LAYOUTS: Readonly<Record<HomeVariant, HomeLayout>> = {
  classic: {
    hero: 'classic',
    sections: [
      'latest-for-sale',
      'property-in-city',
      'latest-for-rent',
      'banner',
      'agents',
      'people-say',
      'latest-blog',
    ],
  },
  'slider-filter-search': {
    hero: 'slider',
    sections: [
      'property-slider',
      'featured-property',
      'services',
      'latest-for-rent',
      'brands',
      'happy-clients',
    ],
  },
  corporate: {
    hero: 'corporate',
    sections: ['services', 'featured-property', 'pricing', 'agents', 'brands', 'people-say'],
  },
  enterprise: {
    hero: 'enterprise',
    sections: ['property-of-the-day', 'latest-for-sale', 'services', 'pricing', 'latest-blog'],
  },
  'image-content': {
    hero: 'image-content',
    sections: ['new-offer', 'property-in-city', 'banner', 'happy-clients', 'brands'],
  },
  modern: {
    hero: 'modern',
    sections: ['featured-property', 'property-of-the-day', 'agents', 'latest-blog'],
  },
  'parallax-image': {
    hero: 'parallax',
    sections: ['latest-for-rent', 'banner', 'new-offer', 'people-say', 'brands'],
  },
  'search-tab': {
    hero: 'search-tabs',
    sections: ['latest-for-sale', 'latest-for-rent', 'property-in-city', 'services'],
  },
  'typed-image': {
    hero: 'typed',
    sections: ['property-of-the-day', 'featured-property', 'happy-clients', 'pricing'],
  },
  'morden-video': {
    hero: 'video',
    sections: ['new-offer', 'services', 'agents', 'people-say', 'latest-blog'],
  },
  'map-v-search': {
    hero: 'map-vertical',
    sections: ['latest-for-sale', 'banner', 'agents', 'brands'],
  },
  'map-h-search': {
    hero: 'map-horizontal',
    sections: ['latest-for-rent', 'property-in-city', 'pricing', 'people-say'],
  },
};
