import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundRedirect } from '@betoch/shared/ui';
import { TitledPage } from '../pages/titled-page';

/** Everything below /contract/ (the index is the lease). */
export default function ContractRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="lease" replace />} />
      <Route path="lease" element={<TitledPage title="lease" />} />
      <Route path="sale" element={<TitledPage title="sale" />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
