/** @jest-environment node */
import { searchKey } from '../../shared/src/domain/search-key';
import { FREQUENT_SHARE, frequentWords, warmThreshold } from './text-matches';

/** Listings' texts as `listing_text` holds them: lower-cased, each with its search key. */
function sampled(bodies: readonly string[]) {
  return bodies.map((body) => ({ body, key: searchKey(body) }));
}

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
    const words = frequentWords(sampled(bodies), bodies.length);
    // `park` is whole in one text and inside `parking` in two: it finds three, `parking` two.
    expect(words.indexOf('park')).toBeLessThan(words.indexOf('parking'));
    expect(words.indexOf('market')).toBeLessThan(words.indexOf('supermarket'));
    // `a` finds every text but one by its letter; each word of a text finds at least that text.
    expect(words[0]).toBe('a');
    expect(new Set(words)).toEqual(new Set(bodies.flatMap((body) => body.split(' '))));
  });

  it('leaves the words that find fewer than FREQUENT_SHARE of the texts', () => {
    const bodies = [...Array.from({ length: 40 }, () => 'villa with a garden'), 'a rare word'];
    const words = frequentWords(sampled(bodies), bodies.length);
    expect(words).toEqual(expect.arrayContaining(['villa', 'with', 'a', 'garden']));
    expect(words).not.toContain('rare');
    // `a` is inside `garden` too, and in the last text: every text.
    expect(words[0]).toBe('a');
  });

  it('counts the texts a word finds by their search keys too, as the engines find it', () => {
    // `ለሆስፒታል` ("to the hospital") is `lehospital` in its key, where `hospital` is looked for.
    expect(searchKey('ለሆስፒታል')).toContain('hospital');
    const bodies = [
      'near the hospital',
      'ለሆስፒታል ቅርብ ነው።',
      'ለሆስፒታል ቅርብ ነው።',
      ...Array.from({ length: 37 }, () => 'a quiet house'),
    ];
    expect(FREQUENT_SHARE * bodies.length).toBe(2);
    // Written in one text, found in three.
    expect(frequentWords(sampled(bodies), bodies.length)).toContain('hospital');
    // `bedroom` is looked for as written and by its key, `bedrom`: a text of either is found once.
    const rooms = ['bedroom', 'bedrom', 'bedroom bedrom', ...Array.from({ length: 57 }, () => 'x')];
    const words = frequentWords(sampled(rooms), rooms.length);
    expect(words.indexOf('bedroom')).toBeGreaterThanOrEqual(0);
    expect(FREQUENT_SHARE * rooms.length).toBe(3);
  });

  it('warms, from a sample of a large index, a word a little under the share in the sample', () => {
    // 40 of 1,000 sampled texts: a word in 5.5% of 1,000,000 finds that few in a sample now and then.
    const bodies = [
      ...Array.from({ length: 40 }, () => 'lideta apartment'),
      ...Array.from({ length: 30 }, () => 'kirkos apartment'),
      ...Array.from({ length: 930 }, () => 'apartment'),
    ];
    expect(frequentWords(sampled(bodies), 1_000_000)).toEqual(['apartment', 'lideta']);
    // The sample is the whole index: its shares are the index's, with no margin.
    expect(frequentWords(sampled(bodies), bodies.length)).toEqual(['apartment']);
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
    const words = frequentWords(sampled(['ቪላ ቤትና', 'ቤት', 'መኪና']), 3);
    // `ቤት` is inside `ቤትና`: it finds two texts, the others one each.
    expect(words[0]).toBe('ቤት');
    expect(new Set(words)).toEqual(new Set(['ቪላ', 'ቤትና', 'ቤት', 'መኪና']));
  });
});
