/** @jest-environment node */
import { FREQUENT_SHARE, frequentWords } from './text-matches';

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

  it('finds words in any script', () => {
    const words = frequentWords(['ቪላ ቤትና', 'ቤት', 'መኪና']);
    // `ቤት` is inside `ቤትና`: it finds two texts, the others one each.
    expect(words[0]).toBe('ቤት');
    expect(new Set(words)).toEqual(new Set(['ቪላ', 'ቤትና', 'ቤት', 'መኪና']));
  });
});
