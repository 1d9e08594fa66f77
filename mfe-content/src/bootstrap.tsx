import { renderStandalone } from '@betoch/shared/ui';
import AgentRoutes from './exposes/agent-routes';
import ContactRoutes from './exposes/contact-routes';
import ContractRoutes from './exposes/contract-routes';
import ModuleRoutes from './exposes/module-routes';
import PageRoutes from './exposes/page-routes';
import ThemeRoutes from './exposes/theme-routes';

void renderStandalone(
  [
    { path: '/theme/*', Component: ThemeRoutes },
    { path: '/page/*', Component: PageRoutes },
    { path: '/modules/*', Component: ModuleRoutes },
    { path: '/agent/*', Component: AgentRoutes },
    { path: '/contact/*', Component: ContactRoutes },
    { path: '/contract/*', Component: ContractRoutes },
  ],
  '/theme/classic',
);
