import type { ComponentType } from 'react';
import { Banner } from './sections/banner';
import { Brands } from './sections/brands';
import { FeaturedProperty } from './sections/featured-property';
import { HappyClients } from './sections/happy-clients';
import { LatestBlog } from './sections/latest-blog';
import { LatestForRent } from './sections/latest-for-rent';
import { LatestForSale } from './sections/latest-for-sale';
import { NewOffer } from './sections/new-offer';
import { OurAgents } from './sections/our-agents';
import { PeopleSay } from './sections/people-say';
import { PricingPlans } from './sections/pricing-plans';
import { PropertyInCity } from './sections/property-in-city';
import { PropertyOfTheDay } from './sections/property-of-the-day';
import { PropertySlider } from './sections/property-slider';
import { ProvidedServices } from './sections/provided-services';
import type { SectionKey } from './variants';

/** The component of each home section. */
export const HOME_SECTIONS: Readonly<Record<SectionKey, ComponentType>> = {
  'latest-for-sale': LatestForSale,
  'featured-property': FeaturedProperty,
  'latest-for-rent': LatestForRent,
  'new-offer': NewOffer,
  'property-in-city': PropertyInCity,
  banner: Banner,
  agents: OurAgents,
  'happy-clients': HappyClients,
  brands: Brands,
  services: ProvidedServices,
  pricing: PricingPlans,
  'latest-blog': LatestBlog,
  'property-of-the-day': PropertyOfTheDay,
  'people-say': PeopleSay,
  'property-slider': PropertySlider,
};
