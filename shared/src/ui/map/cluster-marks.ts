import type { MapClusterMark } from './map-pins';

/** A map answer's cluster: several listings at their mean position (the listings service's). */
interface Cluster {
  lat: number;
  lng: number;
  count: number;
}

/**
 * The marks MapView draws for a map answer's clusters, each named in the page's language by
 * `label` (e.g. `count => t('map.cluster', { count })`: "12 listings").
 */
export function clusterMarks(
  clusters: readonly Cluster[] | undefined,
  label: (count: number) => string,
): MapClusterMark[] {
  return (clusters ?? []).map(({ lat, lng, count }) => ({
    point: { lat, lng },
    count,
    label: label(count),
  }));
}
