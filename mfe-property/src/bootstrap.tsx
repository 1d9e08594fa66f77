import { renderStandalone } from '@betoch/shared/ui';
import PropertyRoutes from './exposes/property-routes';

void renderStandalone(
  [{ path: '/property/*', Component: PropertyRoutes }],
  '/property/image-box?id=b01',
);
