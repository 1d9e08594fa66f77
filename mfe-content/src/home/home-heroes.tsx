import type { ComponentType } from 'react';
import { HeroClassic } from './sections/hero-classic';
import { HeroCorporate } from './sections/hero-corporate';
import { HeroEnterprise } from './sections/hero-enterprise';
import { HeroMap } from './sections/hero-map';
import { HeroImageContent } from './sections/hero-image-content';
import { HeroModern } from './sections/hero-modern';
import { HeroParallax } from './sections/hero-parallax';
import { HeroSearchTabs } from './sections/hero-search-tabs';
import { HeroSlider } from './sections/hero-slider';
import { HeroTyped } from './sections/hero-typed';
import { HeroVideo } from './sections/hero-video';
import type { HeroKind } from './variants';

// Leaflet itself is fetched by the map only when a map page is shown (PropertyMap).
const HeroMapVertical = () => <HeroMap orientation="vertical" />;
const HeroMapHorizontal = () => <HeroMap orientation="horizontal" />;

/** The hero component of each hero style. */
export const HOME_HEROES: Readonly<Record<HeroKind, ComponentType>> = {
  classic: HeroClassic,
  slider: HeroSlider,
  corporate: HeroCorporate,
  enterprise: HeroEnterprise,
  'image-content': HeroImageContent,
  modern: HeroModern,
  parallax: HeroParallax,
  'search-tabs': HeroSearchTabs,
  typed: HeroTyped,
  video: HeroVideo,
  'map-vertical': HeroMapVertical,
  'map-horizontal': HeroMapHorizontal,
};
