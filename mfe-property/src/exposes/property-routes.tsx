import { Route, Routes } from '@betoch/shared/router';
import { NotFoundRedirect } from '@betoch/shared/ui';
import { PropertyPage } from '../features/property-detail/property-page';
import { ComparePage } from '../features/compare/compare-page';

/** Everything below `/property/`: the detail variants and the compare table. */
export default function PropertyRoutes() {
  return (
    <Routes>
      <Route path="compare" element={<ComparePage />} />
      <Route path=":variant" element={<PropertyPage />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
