import type * as Leaflet from 'leaflet';

export type LeafletModule = typeof Leaflet;

let loading: Promise<LeafletModule> | undefined;

/**
 * Leaflet and its stylesheet, fetched on first use and once per page view: never at import time
 * (the page also renders on the server, where Leaflet cannot load) and never on pages without a
 * map. The stylesheet is a file, not injected styles: the CSP refuses inline styles. A failed
 * load is forgotten, so the next map tries again.
 */
export function loadLeaflet(): Promise<LeafletModule> {
  loading ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(
    ([module]) => {
      // Leaflet is a UMD bundle: webpack may hand it over as the default export.
      const withDefault = module as LeafletModule & { default?: LeafletModule };
      return withDefault.default ?? module;
    },
  );
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
