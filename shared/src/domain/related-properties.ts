import type { Property } from './property';
import { dealOf } from './property-id';

/** How many related listings a property page shows. */
export const RELATED_PROPERTIES_LIMIT = 3;

type RelatedCandidate = Pick<Property, 'id' | 'city' | 'subCity'>;

/**
 * The listings to suggest beside a property (the property page's, and the listings service's
 * `GET /api/listings/related`, which reads a few candidates per tier and lets this pick): others in the same city, those in the same
 * sub-city first, then those with the same deal (sale or rent); ties keep the list's order.
 */
export function relatedProperties<T extends RelatedCandidate>(
  all: readonly T[],
  property: RelatedCandidate,
  limit = RELATED_PROPERTIES_LIMIT,
): T[] {
  const deal = dealOf(property.id);
  const score = (p: T) =>
    (property.subCity !== undefined && p.subCity === property.subCity ? 2 : 0) +
    (dealOf(p.id) === deal ? 1 : 0);
  return all
    .filter((p) => p.id !== property.id && p.city === property.city)
    .map((p, index) => ({ p, index, score: score(p) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map(({ p }) => p);
}
