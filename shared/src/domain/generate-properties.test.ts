/** @jest-environment node */
import { parseIsoDate } from './dates';
import { createRandom, generateProperties } from './generate-properties';
import { isForSale } from './property-id';

describe('createRandom', () => {
  test('is deterministic and in [0, 1)', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(values);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(createRandom(43)()).not.toBe(values[0]);
  });
});

describe('generateProperties', () => {
  const properties = generateProperties(2_000, 7);

  test.each([0, 1, 10, 2_000])('generates exactly %i listings', (count) => {
    expect(generateProperties(count)).toHaveLength(count);
  });

  test('is deterministic for a seed and differs between seeds', () => {
    expect(generateProperties(2_000, 7)).toEqual(properties);
    expect(generateProperties(50, 8)).not.toEqual(properties.slice(0, 50));
  });

  test('ids are unique; "b…" for sale, "r…" for rent, about half each', () => {
    const ids = properties.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const sale = properties.filter((p) => isForSale(p.id));
    expect(sale.every((p) => /^b\d+$/.test(p.id))).toBe(true);
    expect(properties.filter((p) => !isForSale(p.id)).every((p) => /^r\d+$/.test(p.id))).toBe(true);
    expect(sale.length / properties.length).toBeGreaterThan(0.4);
    expect(sale.length / properties.length).toBeLessThan(0.6);
  });

  test('fields are valid: positive price and area, ISO dates, tags, Ethiopian coordinates', () => {
    for (const p of properties) {
      expect(p.price).toBeGreaterThan(0);
      expect(p.sqft).toBeGreaterThan(0);
      expect(parseIsoDate(p.date)).not.toBeNaN();
      expect(p.location.lat).toBeGreaterThan(3);
      expect(p.location.lat).toBeLessThan(15);
      expect(p.location.lng).toBeGreaterThan(33);
      expect(p.location.lng).toBeLessThan(48);
    }
    expect(properties.some((p) => p.params.includes('Bole'))).toBe(true);
    // A listing is found by its city's tag, as in the site's data: Addis Ababa's by it too.
    for (const p of properties.filter((p) => p.params.length > 0)) {
      expect(p.params).toContain(p.city);
      if (p.subCity) expect(p.params).toContain(p.subCity);
    }
    expect(properties.some((p) => p.city === 'Hawassa')).toBe(true);
  });
});
