import { Route, Routes, useParams } from '@betoch/shared/router';
import { NotFoundRedirect } from '@betoch/shared/ui';
import {
  GRID_MAP_LAYOUT,
  LIST_MAP_LAYOUT,
  gridLayout,
  listLayout,
  tabLayout,
  type ListingLayout,
} from '../features/listing-layout';
import { ListingPage } from '../pages/listing-page';

/** Reads the layout from the route's segments; an unknown segment goes to the 404 page. */
function FromParams({
  parse,
}: {
  parse: (params: Record<string, string | undefined>) => ListingLayout | null;
}) {
  const layout = parse(useParams());
  return layout ? <ListingPage layout={layout} /> : <NotFoundRedirect />;
}

/** Everything below `/listing/`: grid, list, map and tab layouts. */
export default function ListingRoutes() {
  return (
    <Routes>
      <Route path="grid-view/map/leaflet-map" element={<ListingPage layout={GRID_MAP_LAYOUT} />} />
      <Route
        path="grid-view/:columns/:sidebar"
        element={<FromParams parse={(p) => gridLayout(p.columns, p.sidebar)} />}
      />
      <Route path="list-view/map/leaflet-map" element={<ListingPage layout={LIST_MAP_LAYOUT} />} />
      <Route
        path="list-view/listing/:sidebar"
        element={<FromParams parse={(p) => listLayout(p.sidebar)} />}
      />
      <Route
        path="tab-layout/:variant"
        element={<FromParams parse={(p) => tabLayout(p.variant)} />}
      />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
