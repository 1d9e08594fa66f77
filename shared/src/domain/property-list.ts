import type { Property } from './property';

/**
 * A wishlist or compare entry as stored: it must have an id; the other fields are those the old
 * site or this one saved, and may be missing from entries written by older versions.
 */
export type StoredProperty = Pick<Property, 'id'> & Partial<Omit<Property, 'id'>>;

/**
 * Reads a stored wishlist/compare value: anything but an array gives an empty list; entries
 * without an id are dropped, duplicates (by id) after the first too; the rest are kept as stored.
 */
export function sanitizePropertyList(value: unknown): StoredProperty[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const items: StoredProperty[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
    const id = (entry as { id?: unknown }).id;
    const key = typeof id === 'number' && Number.isFinite(id) ? String(id) : id;
    if (typeof key !== 'string' || key.trim() === '' || seen.has(key)) continue;
    seen.add(key);
    items.push({ ...(entry as Partial<Property>), id: key });
  }
  return items;
}
