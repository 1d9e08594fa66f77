import type { ComponentType } from 'react';
import { SectionSkeleton, fetchedPart } from '@betoch/shared/ui';
import { Banner } from './sections/banner';
import { LatestBlog } from './sections/latest-blog';
import { LatestForRent } from './sections/latest-for-rent';
import { LatestForSale } from './sections/latest-for-sale';
import { OurAgents } from './sections/our-agents';
import { PeopleSay } from './sections/people-say';
import { PropertyInCity } from './sections/property-in-city';
import type { SectionKey } from './variants';

const skeleton = <SectionSkeleton />;

/**
 * The component of each home section. The landing page's seven (`/theme/classic`, HOME_PATH) are
 * in the page's chunk; the others are fetched with the pages that show them (−2.4 KB gzip on a
 * first visit).
 */
export const HOME_SECTIONS: Readonly<Record<SectionKey, ComponentType>> = {
  'latest-for-sale': LatestForSale,
  'featured-property': fetchedPart(
    () => import('./sections/featured-property').then((m) => m.FeaturedProperty),
    skeleton,
  ),
  'latest-for-rent': LatestForRent,
  'new-offer': fetchedPart(() => import('./sections/new-offer').then((m) => m.NewOffer), skeleton),
  'property-in-city': PropertyInCity,
  banner: Banner,
  agents: OurAgents,
  'happy-clients': fetchedPart(
    () => import('./sections/happy-clients').then((m) => m.HappyClients),
    skeleton,
  ),
  brands: fetchedPart(() => import('./sections/brands').then((m) => m.Brands), skeleton),
  services: fetchedPart(
    () => import('./sections/provided-services').then((m) => m.ProvidedServices),
    skeleton,
  ),
  pricing: fetchedPart(
    () => import('./sections/pricing-plans').then((m) => m.PricingPlans),
    skeleton,
  ),
  'latest-blog': LatestBlog,
  'property-of-the-day': fetchedPart(
    () => import('./sections/property-of-the-day').then((m) => m.PropertyOfTheDay),
    skeleton,
  ),
  'people-say': PeopleSay,
  'property-slider': fetchedPart(
    () => import('./sections/property-slider').then((m) => m.PropertySlider),
    skeleton,
  ),
};
