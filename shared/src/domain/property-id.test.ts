/** @jest-environment node */
import { dealOf, isForSale } from './property-id';

describe('property ids (docs/rules.md#property-ids)', () => {
  test.each([
    ['b12', true, 'sale'],
    ['12b', true, 'sale'],
    ['sab3', true, 'sale'],
    ['r12', false, 'rent'],
    ['12', false, 'rent'],
    ['', false, 'rent'],
    // The rule is a lower-case 'b' (docs/rules.md#property-ids); an upper-case B does not count.
    ['B12', false, 'rent'],
  ])('%p → for sale %p, %p', (id, forSale, deal) => {
    expect(isForSale(id)).toBe(forSale);
    expect(dealOf(id)).toBe(deal);
  });
});
