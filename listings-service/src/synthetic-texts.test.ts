import { readTagNames, syntheticListings } from './seed';

describe('the synthetic listings’ texts', () => {
  const records = [...syntheticListings(500, 3, readTagNames())];

  it('describe each listing in 400–1,500 characters in English, and in Amharic too', () => {
    for (const { property, am } of records) {
      expect(property.description.length).toBeGreaterThanOrEqual(400);
      expect(property.description.length).toBeLessThanOrEqual(1_500);
      expect(String(am?.description)).toMatch(/[\u1200-\u137f]{3}/);
    }
  });

  it('use the vocabulary of real ads: hundreds of distinct words, the listing’s own place among them', () => {
    const words = new Set(
      records.flatMap(
        ({ property }) => property.description.toLowerCase().match(/[a-z]{3,}/g) ?? [],
      ),
    );
    expect(words.size).toBeGreaterThan(250);
    for (const { property } of records.slice(0, 50)) {
      expect(property.description).toContain(property.subCity ?? property.city);
    }
  });
});
