import { useMemo } from 'react';
import { useProperties, type StoredProperty } from '@betoch/shared';

/**
 * The wishlist entries with the data set's current fields laid over what was saved, so entries
 * saved by the old site (or before a price change) show today's title, price and picture. Until
 * the data set loads, or if it cannot, the entries show as saved.
 */
export function useCurrentEntries(items: readonly StoredProperty[]): StoredProperty[] {
  const { data } = useProperties();
  return useMemo(() => {
    if (!data) return [...items];
    const byId = new Map(data.map((property) => [property.id, property]));
    return items.map((item) => ({ ...item, ...byId.get(item.id) }));
  }, [data, items]);
}
