import type * as Leaflet from 'leaflet';

type LeafletModule = typeof Leaflet;

let loading: Promise<LeafletModule> | undefined;

/**
 * Loads Leaflet and its stylesheet on first use only (the map is below the fold; most visitors
 * of a property page never need the library), once per page view.
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
