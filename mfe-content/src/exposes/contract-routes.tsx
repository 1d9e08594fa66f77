import { Navigate, Route, Routes } from '@betoch/shared/router';
import { NotFoundRedirect } from '@betoch/shared/ui';
import { ContractPage } from '../features/contract/contract-page';

/** Everything below /contract/ (the index is the lease). */
export default function ContractRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="lease" replace />} />
      <Route path="lease" element={<ContractPage kind="lease" />} />
      <Route path="sale" element={<ContractPage kind="sale" />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
