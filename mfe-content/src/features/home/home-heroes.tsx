import type { ComponentType } from 'react';
import { fetchedPart } from '@betoch/shared/ui';
import { HeroClassic } from './sections/hero-classic';
import type { HeroKind } from './variants';

/** An empty hero of the same kind (its min height and background) while the real one loads. */
const placeholder = (kind: HeroKind) => (
  <section className={`hero hero--${kind}`} aria-busy="true" />
);

// Leaflet itself is fetched by the map only when a map page is shown (PropertyMap).
const loadHeroMap = () => import('./sections/hero-map').then((m) => m.HeroMap);
const HeroMapVertical = fetchedPart(loadHeroMap, placeholder('map-vertical'));
const HeroMapHorizontal = fetchedPart(loadHeroMap, placeholder('map-horizontal'));

/**
 * The hero component of each hero style. The landing page's (`/theme/classic`, HOME_PATH) is in
 * the page's chunk: its `<h1>` and background are the first visit's largest paint. The eleven
 * others are fetched with their page, each its own chunk (−2 KB gzip on a first visit).
 */
export const HOME_HEROES: Readonly<Record<HeroKind, ComponentType>> = {
  classic: HeroClassic,
  slider: fetchedPart(
    () => import('./sections/hero-slider').then((m) => m.HeroSlider),
    placeholder('slider'),
  ),
  corporate: fetchedPart(
    () => import('./sections/hero-corporate').then((m) => m.HeroCorporate),
    placeholder('corporate'),
  ),
  enterprise: fetchedPart(
    () => import('./sections/hero-enterprise').then((m) => m.HeroEnterprise),
    placeholder('enterprise'),
  ),
  'image-content': fetchedPart(
    () => import('./sections/hero-image-content').then((m) => m.HeroImageContent),
    placeholder('image-content'),
  ),
  modern: fetchedPart(
    () => import('./sections/hero-modern').then((m) => m.HeroModern),
    placeholder('modern'),
  ),
  parallax: fetchedPart(
    () => import('./sections/hero-parallax').then((m) => m.HeroParallax),
    placeholder('parallax'),
  ),
  'search-tabs': fetchedPart(
    () => import('./sections/hero-search-tabs').then((m) => m.HeroSearchTabs),
    placeholder('search-tabs'),
  ),
  typed: fetchedPart(
    () => import('./sections/hero-typed').then((m) => m.HeroTyped),
    placeholder('typed'),
  ),
  video: fetchedPart(
    () => import('./sections/hero-video').then((m) => m.HeroVideo),
    placeholder('video'),
  ),
  'map-vertical': () => <HeroMapVertical orientation="vertical" />,
  'map-horizontal': () => <HeroMapHorizontal orientation="horizontal" />,
};
