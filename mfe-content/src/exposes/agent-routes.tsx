import { Route, Routes } from 'react-router-dom';
import { NotFoundRedirect } from '@betoch/shared/ui';
import { TitledPage } from '../pages/titled-page';

/** Everything below /agent/. */
export default function AgentRoutes() {
  return (
    <Routes>
      <Route path="agent-grid" element={<TitledPage title="agent-grid" />} />
      <Route path="agent-list" element={<TitledPage title="agent-list" />} />
      <Route path="agent-profile" element={<TitledPage title="agent-profile" />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
