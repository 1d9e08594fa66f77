import { collectRuns, comparePage, median, type PairRun } from './lighthouse-pairs-compare';

const run = (lcpMs: number, tbtMs: number, jsBytes = 150_000, performance = 99): PairRun => ({
  lcpMs,
  tbtMs,
  jsBytes,
  performance,
  cls: 0,
});

describe('interleaved pairs', () => {
  it('takes the middle run, or the mean of the two middle ones', () => {
    expect(median([1700, 1600, 1900])).toBe(1700);
    expect(median([1600, 1700, 1800, 1900])).toBe(1750);
  });

  it('holds when LCP is at most 50 ms later, TBT at most 50 ms and JavaScript at most 2 KB more', () => {
    const base = [run(1650, 120), run(1600, 100), run(1700, 90)];
    const after = [run(1690, 40), run(1640, 30), run(1750, 60, 152_048)];
    const result = comparePage('/theme/classic', base, after);
    expect(result.after.lcpMs - result.base.lcpMs).toBe(40);
    expect(result.misses).toEqual([]);
  });

  it('names each limit a page misses', () => {
    const base = [run(1600, 100), run(1600, 100), run(1600, 100)];
    const after = [
      run(1700, 60, 153_000, 97),
      run(1700, 60, 153_000, 97),
      run(1700, 60, 153_000, 97),
    ];
    expect(comparePage('/property', base, after).misses).toEqual([
      'LCP 100 ms later (at most 50)',
      'TBT 60 ms (at most 50)',
      'JavaScript 2.9 KB more (at most 2 KB)',
      'performance 97 (at least 98)',
    ]);
  });

  it('refuses sides of different lengths', () => {
    expect(() => comparePage('/x', [run(1, 1)], [])).toThrow('pairs need the same number');
  });

  it('gathers each page’s runs across the rounds, in order', () => {
    const rounds = [
      {
        pages: [
          { url: 'a', runs: [run(1, 1)] },
          { url: 'b', runs: [run(2, 2)] },
        ],
      },
      {
        pages: [
          { url: 'a', runs: [run(3, 3)] },
          { url: 'b', runs: [run(4, 4)] },
        ],
      },
    ];
    const byPage = collectRuns(rounds);
    expect(byPage.get('a')?.map((r) => r.lcpMs)).toEqual([1, 3]);
    expect(byPage.get('b')?.map((r) => r.lcpMs)).toEqual([2, 4]);
  });
});
