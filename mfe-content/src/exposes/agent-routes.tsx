import { Route, Routes } from '@betoch/shared/router';
import { NotFoundRedirect } from '@betoch/shared/ui';
import { AgentProfilePage } from '../features/agents/agent-profile-page';
import { AgentsPage } from '../features/agents/agents-page';

/** Everything below /agent/. */
export default function AgentRoutes() {
  return (
    <Routes>
      <Route path="agent-grid" element={<AgentsPage layout="grid" />} />
      <Route path="agent-list" element={<AgentsPage layout="list" />} />
      <Route path="agent-profile" element={<AgentProfilePage />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
