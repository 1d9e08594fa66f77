import { SECTION_PATHS, propertyUrl } from '@betoch/shared';
import { renderStandalone } from '@betoch/shared/ui';
import PropertyRoutes from './exposes/property-routes';

void renderStandalone(
  [{ path: SECTION_PATHS.property, Component: PropertyRoutes }],
  propertyUrl('b01'),
);
