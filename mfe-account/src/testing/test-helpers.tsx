import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from '@betoch/shared/router';
import { useSessionStore, useWishlistStore } from '@betoch/shared';
import amJson from '../../i18n/account/am.json';
import enJson from '../../i18n/account/en.json';
import { renderRoute } from '@betoch/shared/testing';

/** Shows where the router is, so a test can check where a page navigated to. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * Renders a page of this remote at `url`, mounted at `route`; any other address shows only where
 * the router went (`LocationProbe`), as after a redirect to another section. Its texts are there
 * in English and Amharic (the language store chooses).
 */
export function renderAccountPage(page: ReactElement, url: string, route = url.split('?')[0]) {
  return renderRoute(
    <Routes>
      <Route
        path={route}
        element={
          <>
            {page}
            <LocationProbe />
          </>
        }
      />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { url, path: '/*', namespaces: { account: enJson }, amNamespaces: { account: amJson } },
  );
}

/** What the reference API answers for Selam (api/data/users.json). */
export const SELAM = {
  token: 'aaa.bbb.ccc',
  username: 'selam@betoch.et',
  name: 'Selam Tesfaye',
  avatar: '/assets/images/avatars/selam.svg',
  userId: 1,
  userCode: 'U-1001',
};

/** Logs out, empties the wishlist and both storages: every test starts anonymous. */
export function resetAccountState() {
  useSessionStore.getState().logout();
  useWishlistStore.setState({ items: [] });
  sessionStorage.clear();
  localStorage.clear();
}

/** Every `betoch.*` key of sessionStorage, with its value. */
export function storedSession(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (let i = 0; i < sessionStorage.length; i += 1) {
    const key = sessionStorage.key(i);
    if (key?.startsWith('betoch.')) entries[key] = sessionStorage.getItem(key) ?? '';
  }
  return entries;
}
