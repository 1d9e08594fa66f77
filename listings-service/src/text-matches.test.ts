/** @jest-environment node */
import { FREQUENT_SHARE, frequentWords, warmThreshold } from './text-matches';

describe('the words a worker warms first', () => {
  it('counts the texts a word finds inside their words, not those that hold it whole', () => {
    const bodies = [
      'a parking lot near the market',
      'parking for two cars',
      'a park by the supermarket',
      'quiet street',
      'tenant wanted',
    ];
    expect(FREQUENT_SHARE * bodies.length).toBeLessThanOrEqual(1);
    const words = frequentWords(bodies);
    // `park` is whole in one text and inside `parking` in two: it finds three, `parking` two.
    expect(words.indexOf('park')).toBeLessThan(words.indexOf('parking'));
    expect(words.indexOf('market')).toBeLessThan(words.indexOf('supermarket'));
    // `a` finds every text but one by its letter; each word of a text finds at least that text.
    expect(words[0]).toBe('a');
    expect(new Set(words)).toEqual(new Set(bodies.flatMap((body) => body.split(' '))));
  });

  it('leaves the words that find fewer than FREQUENT_SHARE of the texts', () => {
    const bodies = [...Array.from({ length: 40 }, () => 'villa with a garden'), 'a rare word'];
    const words = frequentWords(bodies);
    expect(words).toEqual(expect.arrayContaining(['villa', 'with', 'a', 'garden']));
    expect(words).not.toContain('rare');
    // `a` is inside `garden` too, and in the last text: every text.
    expect(words[0]).toBe('a');
  });

  it('warms, from a sample of a large index, a word a little under the share in the sample', () => {
    // 40 of 1,000 sampled texts: a word in 5.5% of 1,000,000 finds that few in a sample now and then.
    const bodies = [
      ...Array.from({ length: 40 }, () => 'lideta apartment'),
      ...Array.from({ length: 30 }, () => 'kirkos apartment'),
      ...Array.from({ length: 930 }, () => 'apartment'),
    ];
    expect(frequentWords(bodies, 1_000_000)).toEqual(['apartment', 'lideta']);
    // The sample is the whole index: its shares are the index's, with no margin.
    expect(frequentWords(bodies)).toEqual(['apartment']);
  });

  it('counts a margin of two standard errors of the sample, none for the whole index', () => {
    expect(warmThreshold(1_000, 1_000_000)).toBeCloseTo(36.2, 1);
    expect(warmThreshold(1_000, 1_000)).toBe(50);
    expect(warmThreshold(60, 60)).toBe(3);
    // Half the index sampled: a smaller error than of a sample of a large one.
    expect(warmThreshold(1_000, 2_000)).toBeGreaterThan(warmThreshold(1_000, 1_000_000));
    expect(warmThreshold(1_000, 2_000)).toBeLessThan(50);
  });

  it('finds words in any script', () => {
    const words = frequentWords(['ቪላ ቤትና', 'ቤት', 'መኪና']);
    // `ቤት` is inside `ቤትና`: it finds two texts, the others one each.
    expect(words[0]).toBe('ቤት');
    expect(new Set(words)).toEqual(new Set(['ቪላ', 'ቤትና', 'ቤት', 'መኪና']));
  });
});
