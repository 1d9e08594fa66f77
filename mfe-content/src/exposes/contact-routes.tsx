import { Route, Routes } from 'react-router-dom';
import { NotFoundRedirect } from '@betoch/shared/ui';
import { TitledPage } from '../pages/titled-page';

/** Everything below /contact/. */
export default function ContactRoutes() {
  return (
    <Routes>
      <Route path="contact-1" element={<TitledPage title="contact-1" />} />
      <Route path="contact-2" element={<TitledPage title="contact-2" />} />
      <Route path="contact-3" element={<TitledPage title="contact-3" />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
