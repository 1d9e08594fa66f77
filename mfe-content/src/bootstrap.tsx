import { HOME_PATH, SECTION_PATHS } from '@betoch/shared';
import { renderStandalone } from '@betoch/shared/ui';
import AgentRoutes from './exposes/agent-routes';
import ContactRoutes from './exposes/contact-routes';
import ContractRoutes from './exposes/contract-routes';
import ModuleRoutes from './exposes/module-routes';
import PageRoutes from './exposes/page-routes';
import ThemeRoutes from './exposes/theme-routes';

void renderStandalone(
  [
    { path: SECTION_PATHS.theme, Component: ThemeRoutes },
    { path: SECTION_PATHS.page, Component: PageRoutes },
    { path: SECTION_PATHS.modules, Component: ModuleRoutes },
    { path: SECTION_PATHS.agent, Component: AgentRoutes },
    { path: SECTION_PATHS.contact, Component: ContactRoutes },
    { path: SECTION_PATHS.contract, Component: ContractRoutes },
  ],
  HOME_PATH,
);
