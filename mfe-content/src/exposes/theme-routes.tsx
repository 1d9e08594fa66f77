import { Route, Routes } from '@betoch/shared/router';
import { NotFoundRedirect } from '@betoch/shared/ui';
import { HomePage } from '../features/home/home-page';

/** Everything below `/theme/`: the twelve home variants. */
export default function ThemeRoutes() {
  return (
    <Routes>
      <Route path=":variant" element={<HomePage />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
