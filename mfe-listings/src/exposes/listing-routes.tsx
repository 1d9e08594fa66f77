import { Route, Routes } from '@betoch/shared/router';
import { NotFoundRedirect } from '@betoch/shared/ui';
import {
  GRID_MAP_LAYOUT,
  LIST_MAP_LAYOUT,
  gridLayout,
  listLayout,
  tabLayout,
} from '../features/listing-page/listing-layout';
import { ListingPage, ListingPageFromParams } from '../features/listing-page/listing-page';

/** Everything below `/listing/`: grid, list, map and tab layouts. */
export default function ListingRoutes() {
  return (
    <Routes>
      <Route path="grid-view/map/leaflet-map" element={<ListingPage layout={GRID_MAP_LAYOUT} />} />
      <Route
        path="grid-view/:columns/:sidebar"
        element={<ListingPageFromParams parse={(p) => gridLayout(p.columns, p.sidebar)} />}
      />
      <Route path="list-view/map/leaflet-map" element={<ListingPage layout={LIST_MAP_LAYOUT} />} />
      <Route
        path="list-view/listing/:sidebar"
        element={<ListingPageFromParams parse={(p) => listLayout(p.sidebar)} />}
      />
      <Route
        path="tab-layout/:variant"
        element={<ListingPageFromParams parse={(p) => tabLayout(p.variant)} />}
      />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
