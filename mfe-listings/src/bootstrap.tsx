import { LISTINGS_PATH, SECTION_PATHS } from '@betoch/shared';
import { renderStandalone } from '@betoch/shared/ui';
import ListingRoutes from './exposes/listing-routes';

void renderStandalone([{ path: SECTION_PATHS.listing, Component: ListingRoutes }], LISTINGS_PATH);
