import { Route, Routes } from '@betoch/shared/router';
import { NotFoundRedirect } from '@betoch/shared/ui';
import { ContactPage } from '../features/contact/contact-page';

/** Everything below /contact/: three layouts of the contact page. */
export default function ContactRoutes() {
  return (
    <Routes>
      <Route path="contact-1" element={<ContactPage layout={1} />} />
      <Route path="contact-2" element={<ContactPage layout={2} />} />
      <Route path="contact-3" element={<ContactPage layout={3} />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
