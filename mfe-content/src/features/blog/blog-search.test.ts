import { adjacentPosts, countLabels, newestFirst, searchPosts } from './blog-search';

const post = (
  title: string,
  category: string,
  tags: string[],
  body = '',
): {
  title: string;
  summary: string;
  author: string;
  category: string;
  tags: string[];
  body: string[];
} => ({ title, summary: '', author: 'Meron Tesfaye', category, tags, body: [body] });

const posts = [
  post('Condominium lottery', 'Buying', ['Condominium', 'Addis Ababa']),
  post('Lease land', 'Legal', ['Lease land'], 'Urban land is leased from the state.'),
  post('Renting a flat', 'Renting', ['Deposit', 'Addis Ababa']),
];

describe('searchPosts', () => {
  it('keeps every post for an empty query', () => {
    expect(searchPosts(posts, {})).toEqual(posts);
    expect(searchPosts(posts, { text: '   ' })).toEqual(posts);
  });
  it('matches every word, anywhere, ignoring case', () => {
    expect(searchPosts(posts, { text: 'URBAN leased' }).map((p) => p.title)).toEqual([
      'Lease land',
    ]);
    expect(searchPosts(posts, { text: 'tesfaye' })).toHaveLength(3);
    expect(searchPosts(posts, { text: 'urban flat' })).toEqual([]);
  });
  it('filters by category and tag, combined with the text', () => {
    expect(searchPosts(posts, { category: 'renting' }).map((p) => p.title)).toEqual([
      'Renting a flat',
    ]);
    expect(searchPosts(posts, { tag: 'Addis Ababa' }).map((p) => p.title)).toEqual([
      'Condominium lottery',
      'Renting a flat',
    ]);
    expect(searchPosts(posts, { tag: 'Addis Ababa', text: 'deposit' })).toHaveLength(1);
  });
});

describe('countLabels', () => {
  it('counts labels, most used first then alphabetically', () => {
    expect(countLabels(['Legal', 'Buying', 'Legal', 'Renting'])).toEqual([
      { label: 'Legal', count: 2 },
      { label: 'Buying', count: 1 },
      { label: 'Renting', count: 1 },
    ]);
  });
});

describe('newestFirst', () => {
  it('orders by date, newest first, without changing the input', () => {
    const input = [
      { id: 'a', date: '2025-01-02' },
      { id: 'b', date: '2026-03-01' },
      { id: 'c', date: '2025-01-02' },
    ];
    expect(newestFirst(input).map((p) => p.id)).toEqual(['b', 'a', 'c']);
    expect(input[0]?.id).toBe('a');
  });
});

describe('adjacentPosts', () => {
  const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('gives the neighbours, or undefined at the ends and for an unknown id', () => {
    expect(adjacentPosts(list, 'b')).toEqual({ previous: { id: 'a' }, next: { id: 'c' } });
    expect(adjacentPosts(list, 'a')).toEqual({ previous: undefined, next: { id: 'b' } });
    expect(adjacentPosts(list, 'z')).toEqual({ previous: undefined, next: undefined });
  });
});
