import { renderStandalone } from '@betoch/shared/ui';
import ListingRoutes from './exposes/listing-routes';

void renderStandalone(
  [{ path: '/listing/*', Component: ListingRoutes }],
  '/listing/grid-view/2-grid/left-sidebar',
);
