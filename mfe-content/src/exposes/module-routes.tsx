import { Route, Routes } from '@betoch/shared/router';
import { NotFoundRedirect } from '@betoch/shared/ui';
import { Banner } from '../home/sections/banner';
import { Brands } from '../home/sections/brands';
import { FeaturedProperty } from '../home/sections/featured-property';
import { HappyClients } from '../home/sections/happy-clients';
import { LatestBlog } from '../home/sections/latest-blog';
import { PeopleSay } from '../home/sections/people-say';
import { PricingPlans } from '../home/sections/pricing-plans';
import { PropertyOfTheDay } from '../home/sections/property-of-the-day';
import { ProvidedServices } from '../home/sections/provided-services';
import { AboutShowcase } from '../modules/showcases/about-showcase';
import { ButtonShowcase } from '../modules/showcases/button-showcase';
import { ImageRatioShowcase } from '../modules/showcases/image-ratio-showcase';
import { LabelShowcase } from '../modules/showcases/label-showcase';
import { PropertyShowcase } from '../modules/showcases/property-showcase';
import { SectionShowcase } from '../modules/showcases/section-showcase';
import { TitleShowcase } from '../modules/showcases/title-showcase';

/** The UI-kit sections shown as whole home sections, by module slug. */
const SECTION_MODULES = {
  blog: [LatestBlog],
  brand: [Brands],
  testimonial: [PeopleSay, HappyClients],
  'full-banner': [Banner],
  service: [ProvidedServices, PricingPlans],
  feature: [FeaturedProperty, PropertyOfTheDay],
} as const;

/** Everything below /modules/: the UI kit showcase. */
export default function ModuleRoutes() {
  return (
    <Routes>
      <Route path="button" element={<ButtonShowcase />} />
      <Route path="label" element={<LabelShowcase />} />
      <Route path="title" element={<TitleShowcase />} />
      <Route path="image-ratio" element={<ImageRatioShowcase />} />
      <Route path="property" element={<PropertyShowcase />} />
      <Route path="about" element={<AboutShowcase />} />
      {Object.entries(SECTION_MODULES).map(([slug, sections]) => (
        <Route
          key={slug}
          path={slug}
          element={<SectionShowcase slug={slug} sections={sections} />}
        />
      ))}
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
