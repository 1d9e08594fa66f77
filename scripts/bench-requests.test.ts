import { readTagNames, syntheticListings } from '../listings-service/src/seed';
import { searchableText } from '../listings-service/src/listing-store';
import { MIX, requestMix, textQueries } from './bench-requests';

describe('the bench’s requests', () => {
  const records = [...syntheticListings(3_000, 4, readTagNames())];
  const bodies = records.map((record) => searchableText(record, readTagNames()));

  it('draws over 1,000 distinct text queries from the data, words and phrases, in both scripts', () => {
    const texts = textQueries(bodies, 1_200);
    expect(new Set(texts).size).toBe(1_200);
    expect(texts.filter((text) => text.includes(' ')).length).toBeGreaterThan(400);
    expect(texts.filter((text) => /[\u1200-\u137f]/.test(text)).length).toBeGreaterThan(50);
    // Words, not a word with the sentence's full stop or comma (`አለው።`).
    expect(texts.filter((text) => /[\u1360-\u1368]/.test(text))).toEqual([]);
    // Each finds listings: every word of it is in one listing's text.
    for (const text of texts.slice(0, 100)) {
      const words = text.split(' ');
      expect(bodies.some((body) => words.every((word) => body.includes(word)))).toBe(true);
    }
  });

  it('mixes the kinds of requests in their shares', () => {
    const next = requestMix(['villa'], ['b1', 'r2'], 3_000);
    const paths = Array.from({ length: 10_000 }, next);
    const share = (test: (path: string) => boolean) => paths.filter(test).length / paths.length;
    expect(share((p) => p.includes('?q='))).toBeCloseTo(MIX.text, 1);
    expect(share((p) => p.startsWith('/api/listings/map'))).toBeCloseTo(MIX.map, 1);
    expect(share((p) => p.startsWith('/api/listings/by-id'))).toBeCloseTo(MIX.byId, 1);
    expect(share((p) => p.startsWith('/api/listings/related'))).toBeCloseTo(MIX.related, 1);
  });
});
