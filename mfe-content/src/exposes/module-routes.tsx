import { Route, Routes } from '@betoch/shared/router';
import { NotFoundRedirect } from '@betoch/shared/ui';
import { SECTION_MODULES } from '../features/modules/section-modules';
import { AboutShowcase } from '../features/modules/showcases/about-showcase';
import { ButtonShowcase } from '../features/modules/showcases/button-showcase';
import { ImageRatioShowcase } from '../features/modules/showcases/image-ratio-showcase';
import { LabelShowcase } from '../features/modules/showcases/label-showcase';
import { PropertyShowcase } from '../features/modules/showcases/property-showcase';
import { SectionShowcase } from '../features/modules/showcases/section-showcase';
import { TitleShowcase } from '../features/modules/showcases/title-showcase';

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
