import { Route, Routes } from 'react-router-dom';
import { NotFoundRedirect } from '@betoch/shared/ui';
import { TitledPage } from '../pages/titled-page';

/** Everything below /modules/: the UI kit showcase. */
export default function ModuleRoutes() {
  return (
    <Routes>
      <Route path="button" element={<TitledPage title="button" />} />
      <Route path="label" element={<TitledPage title="label" />} />
      <Route path="title" element={<TitledPage title="title" />} />
      <Route path="image-ratio" element={<TitledPage title="image-ratio" />} />
      <Route path="blog" element={<TitledPage title="blog" />} />
      <Route path="brand" element={<TitledPage title="brand" />} />
      <Route path="testimonial" element={<TitledPage title="testimonial" />} />
      <Route path="full-banner" element={<TitledPage title="full-banner" />} />
      <Route path="about" element={<TitledPage title="about" />} />
      <Route path="service" element={<TitledPage title="service" />} />
      <Route path="property" element={<TitledPage title="property" />} />
      <Route path="feature" element={<TitledPage title="feature" />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
