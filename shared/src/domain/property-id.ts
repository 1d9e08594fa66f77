import type { Deal } from './property';

/**
 * True when a listing id belongs to the for-sale set: it contains a lowercase 'b'
 * (docs/rules.md#property-ids).
 */
export function isForSale(id: string): boolean {
  return id.includes('b');
}

/** The deal of a listing id: 'sale' when it contains 'b', otherwise 'rent'. */
export function dealOf(id: string): Deal {
  return isForSale(id) ? 'sale' : 'rent';
}
