import { Banner } from '../home/sections/banner';
import { Brands } from '../home/sections/brands';
import { FeaturedProperty } from '../home/sections/featured-property';
import { HappyClients } from '../home/sections/happy-clients';
import { LatestBlog } from '../home/sections/latest-blog';
import { PeopleSay } from '../home/sections/people-say';
import { PricingPlans } from '../home/sections/pricing-plans';
import { PropertyOfTheDay } from '../home/sections/property-of-the-day';
import { ProvidedServices } from '../home/sections/provided-services';

/** The UI-kit sections shown as whole home sections, by module slug. */
export const SECTION_MODULES = {
  blog: [LatestBlog],
  brand: [Brands],
  testimonial: [PeopleSay, HappyClients],
  'full-banner': [Banner],
  service: [ProvidedServices, PricingPlans],
  feature: [FeaturedProperty, PropertyOfTheDay],
} as const;
