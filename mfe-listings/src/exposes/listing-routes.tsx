import { Route, Routes } from 'react-router-dom';
import { NotFoundRedirect } from '@betoch/shared/ui';
import { ListingPage } from '../pages/listing-page';

/** Everything below `/listing/`: grid, list, map and tab layouts. */
export default function ListingRoutes() {
  return (
    <Routes>
      <Route path="grid-view/map/leaflet-map" element={<ListingPage view="grid" map />} />
      <Route path="grid-view/:columns/:sidebar" element={<ListingPage view="grid" />} />
      <Route path="list-view/map/leaflet-map" element={<ListingPage view="list" map />} />
      <Route path="list-view/listing/:sidebar" element={<ListingPage view="list" />} />
      <Route path="tab-layout/:variant" element={<ListingPage view="tabs" />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
