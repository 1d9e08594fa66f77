/** @jest-environment node */
import {
  SORT_KEYS,
  collectTags,
  filterProperties,
  isSortKey,
  rangeOf,
  sortProperties,
  stableOrder,
  type FilterableProperty,
  type PropertyFilter,
} from './filter';

const item = (
  id: string,
  price: number,
  sqft: number,
  date: string,
  params: string[] = [],
): FilterableProperty => ({ id, price, sqft, date, params });

// Data order matters: ties must keep it.
const LISTINGS: FilterableProperty[] = [
  item('b1', 120_000, 90, '2025-03-10', ['Apartment', 'Bole', '2 beds']),
  item('r1', 800, 70, '2024-11-02', ['Apartment', 'Yeka']),
  item('b2', 450_000, 320, '2025-01-20', ['Villa', 'Bole', '5 beds']),
  item('r2', 800, 120, '2025-03-10', ['House', 'Adama']),
  item('b3', 120_000, 150, '2023-06-30', []),
  item('r3', 2_500, 200, '2026-01-05', ['Villa', 'Hawassa']),
];

const ids = (list: readonly FilterableProperty[]) => list.map((p) => p.id);

describe('filterProperties: tags (same group OR, different groups AND; docs/rules.md)', () => {
  test.each<[string, string[] | undefined, string[]]>([
    ['no tags chosen → all', [], ['b1', 'r1', 'b2', 'r2', 'b3', 'r3']],
    ['tags undefined → all', undefined, ['b1', 'r1', 'b2', 'r2', 'b3', 'r3']],
    ['one tag → only its carriers (untagged do not match)', ['Villa'], ['b2', 'r3']],
    ['two tags of one group (city/sub-city differ) → AND', ['Bole', 'Adama'], []],
    ['two sub-cities → either', ['Bole', 'Yeka'], ['b1', 'r1', 'b2']],
    ['two types → either', ['Villa', 'House'], ['b2', 'r2', 'r3']],
    ['type and sub-city → both', ['Villa', 'Bole'], ['b2']],
    ['types OR, then AND with a sub-city', ['Villa', 'Apartment', 'Bole'], ['b1', 'b2']],
    ['unknown tag → only its carriers', ['Castle'], []],
    ['tags are matched exactly (case)', ['villa'], []],
  ])('%s', (_label, tags, expected) => {
    expect(ids(filterProperties(LISTINGS, { tags }))).toEqual(expected);
  });

  test('For sale + Villa + Bole is the intersection, not the union', () => {
    const listings = [
      item('b1', 1, 1, '2025-01-01', ['Villa', 'For sale', 'Addis Ababa', 'Bole', '5 beds']),
      item('b2', 1, 1, '2025-01-01', ['Apartment', 'For sale', 'Addis Ababa', 'Bole']),
      item('b3', 1, 1, '2025-01-01', ['Villa', 'For sale', 'Adama']),
      item('r1', 1, 1, '2025-01-01', ['Villa', 'For rent', 'Addis Ababa', 'Bole']),
      item('b4', 1, 1, '2025-01-01', ['Villa', 'For sale', 'Addis Ababa', 'Yeka']),
    ];
    expect(ids(filterProperties(listings, { tags: ['For sale', 'Villa', 'Bole'] }))).toEqual([
      'b1',
    ]);
    expect(
      ids(filterProperties(listings, { tags: ['For sale', 'Villa', 'Bole', 'Yeka'] })),
    ).toEqual(['b1', 'b4']);
    expect(ids(filterProperties(listings, { tags: ['For rent', 'For sale', '5 beds'] }))).toEqual([
      'b1',
    ]);
  });

  test('a property whose params are missing has no tag of any group: it does not match', () => {
    const untagged = { id: 'r9', price: 1, sqft: 1, date: '2025-01-01' } as FilterableProperty;
    expect(ids(filterProperties([untagged], { tags: ['Villa'] }))).toEqual([]);
    expect(ids(filterProperties([untagged], { tags: [] }))).toEqual(['r9']);
  });

  test('a given grouper decides the groups', () => {
    const oneGroup = () => 'other' as const;
    expect(
      ids(filterProperties(LISTINGS, { tags: ['Bole', 'Adama'], tagGroup: oneGroup })),
    ).toEqual(['b1', 'b2', 'r2']);
  });
});

describe('filterProperties: ranges (docs/rules.md#ranges, inclusive)', () => {
  test.each<[string, PropertyFilter, string[]]>([
    ['neither range set → all', {}, ['b1', 'r1', 'b2', 'r2', 'b3', 'r3']],
    [
      'empty ranges count as not set',
      { price: {}, area: { min: undefined } },
      ['b1', 'r1', 'b2', 'r2', 'b3', 'r3'],
    ],
    [
      'null ranges count as not set',
      { price: null, area: null },
      ['b1', 'r1', 'b2', 'r2', 'b3', 'r3'],
    ],
    [
      'NaN bounds count as not set',
      { price: { min: Number.NaN, max: Number.NaN } },
      ['b1', 'r1', 'b2', 'r2', 'b3', 'r3'],
    ],
    ['price alone applies alone', { price: { min: 800, max: 2_500 } }, ['r1', 'r2', 'r3']],
    ['price bounds are inclusive', { price: { min: 120_000, max: 120_000 } }, ['b1', 'b3']],
    ['area alone applies alone', { area: { min: 100, max: 200 } }, ['r2', 'b3', 'r3']],
    ['area bounds are inclusive', { area: { min: 70, max: 90 } }, ['b1', 'r1']],
    [
      'both set → both must hold',
      { price: { min: 800, max: 200_000 }, area: { min: 100, max: 400 } },
      ['r2', 'b3', 'r3'],
    ],
    ['both set, disjoint → none', { price: { min: 0, max: 1_000 }, area: { min: 300 } }, []],
    ['open max', { price: { min: 200_000 } }, ['b2']],
    ['open min', { area: { max: 70 } }, ['r1']],
    ['reversed bounds mean the same span', { price: { min: 2_500, max: 800 } }, ['r1', 'r2', 'r3']],
  ])('%s', (_label, filter, expected) => {
    expect(ids(filterProperties(LISTINGS, filter))).toEqual(expected);
  });

  test('tags and ranges combine', () => {
    const filter: PropertyFilter = { tags: ['Bole'], price: { max: 200_000 } };
    expect(ids(filterProperties(LISTINGS, filter))).toEqual(['b1']);
  });
});

describe('filterProperties: listings without a valid price or area', () => {
  const odd = [
    item('b1', 100, 50, '2025-01-01'),
    { ...item('b2', 0, 50, '2025-01-02'), price: Number.NaN },
    { id: 'b3', sqft: 50, date: '2025-01-03', params: [] } as unknown as FilterableProperty,
    { ...item('b4', 0, 50, '2025-01-04'), price: '300' as unknown as number },
    { ...item('b5', 200, 0, '2025-01-05'), sqft: Number.POSITIVE_INFINITY },
  ];

  test.each<[string, PropertyFilter, string[]]>([
    ['kept when no range is set', {}, ['b1', 'b2', 'b3', 'b4', 'b5']],
    ['kept under an area range alone', { area: { min: 0, max: 60 } }, ['b1', 'b2', 'b3', 'b4']],
    ['excluded under a price range', { price: { min: 0 } }, ['b1', 'b5']],
    ['excluded under an open price range', { price: { max: 1e12 } }, ['b1', 'b5']],
    [
      'an invalid area is excluded under an area range',
      { area: { min: 0 } },
      ['b1', 'b2', 'b3', 'b4'],
    ],
  ])('%s', (_label, filter, expected) => {
    expect(ids(filterProperties(odd, filter))).toEqual(expected);
  });

  test.each<[string, 'high-price' | 'low-price', string[]]>([
    ['high-price puts them last, in data order', 'high-price', ['b5', 'b1', 'b2', 'b3', 'b4']],
    ['low-price puts them last, in data order', 'low-price', ['b1', 'b5', 'b2', 'b3', 'b4']],
  ])('%s', (_label, sort, expected) => {
    expect(ids(filterProperties(odd, { sort }))).toEqual(expected);
  });
});

describe('filterProperties: sort (applied in every case, stable)', () => {
  test.each<[string, PropertyFilter, string[]]>([
    ['no sort → data order', {}, ['b1', 'r1', 'b2', 'r2', 'b3', 'r3']],
    [
      'oldest: date ascending, ties in data order',
      { sort: 'oldest' },
      ['b3', 'r1', 'b2', 'b1', 'r2', 'r3'],
    ],
    [
      'newest: date descending, ties in data order',
      { sort: 'newest' },
      ['r3', 'b1', 'r2', 'b2', 'r1', 'b3'],
    ],
    [
      'high-price: price descending, ties in data order',
      { sort: 'high-price' },
      ['b2', 'b1', 'b3', 'r3', 'r1', 'r2'],
    ],
    [
      'low-price: price ascending, ties in data order',
      { sort: 'low-price' },
      ['r1', 'r2', 'r3', 'b1', 'b3', 'b2'],
    ],
    ['sorted with tags set', { tags: ['Villa'], sort: 'low-price' }, ['r3', 'b2']],
    [
      'sorted with a price range set',
      { price: { max: 2_500 }, sort: 'newest' },
      ['r3', 'r2', 'r1'],
    ],
    ['sorted with an area range set', { area: { min: 150 }, sort: 'oldest' }, ['b3', 'b2', 'r3']],
    [
      'sorted with both ranges set',
      { price: { min: 800 }, area: { max: 150 }, sort: 'high-price' },
      ['b1', 'b3', 'r1', 'r2'],
    ],
    ['null sort → data order', { sort: null }, ['b1', 'r1', 'b2', 'r2', 'b3', 'r3']],
    [
      'unknown sort → data order',
      { sort: 'cheapest' as never },
      ['b1', 'r1', 'b2', 'r2', 'b3', 'r3'],
    ],
  ])('%s', (_label, filter, expected) => {
    expect(ids(filterProperties(LISTINGS, filter))).toEqual(expected);
  });

  test('invalid dates go last under both date sorts, in data order', () => {
    const list = [
      item('b1', 1, 1, 'not a date'),
      item('b2', 1, 1, '2025-02-01'),
      item('b3', 1, 1, '2025-02-30'),
      item('b4', 1, 1, '2024-02-29'),
    ];
    expect(ids(filterProperties(list, { sort: 'oldest' }))).toEqual(['b4', 'b2', 'b1', 'b3']);
    expect(ids(filterProperties(list, { sort: 'newest' }))).toEqual(['b2', 'b4', 'b1', 'b3']);
  });

  test('returns a new array and leaves the input alone', () => {
    const input = [...LISTINGS];
    const result = filterProperties(input, {});
    expect(result).not.toBe(input);
    filterProperties(input, { sort: 'newest' });
    expect(input).toEqual(LISTINGS);
  });

  test('stability holds on a large set of ties', () => {
    const many = Array.from({ length: 2_000 }, (_, i) => item(`r${i}`, i % 3, 1, '2025-01-01'));
    const sorted = sortProperties(many, 'low-price');
    const expected = [0, 1, 2].flatMap((price) => many.filter((p) => p.price === price));
    expect(ids(sorted)).toEqual(ids(expected));
  });
});

describe('sort keys', () => {
  test('SORT_KEYS are the four of the spec', () => {
    expect(SORT_KEYS).toEqual(['oldest', 'newest', 'high-price', 'low-price']);
  });

  test.each([
    ['newest', true],
    ['low-price', true],
    ['Newest', false],
    ['', false],
    [undefined, false],
    [3, false],
  ])('isSortKey(%p) → %p', (value, expected) => {
    expect(isSortKey(value)).toBe(expected);
  });
});

describe('collectTags', () => {
  test('distinct tags with counts, sorted by name (numbers numerically)', () => {
    const list = [
      item('b1', 1, 1, '', ['Villa', '10 beds', 'Bole']),
      item('b2', 1, 1, '', ['villa', '2 beds', 'Bole', 'Bole']),
      item('b3', 1, 1, '', []),
      { id: 'b4', price: 1, sqft: 1, date: '' } as FilterableProperty,
      item('b5', 1, 1, '', ['Apartment', '']),
    ];
    expect(collectTags(list)).toEqual([
      { tag: '2 beds', count: 1 },
      { tag: '10 beds', count: 1 },
      { tag: 'Apartment', count: 1 },
      { tag: 'Bole', count: 2 },
      { tag: 'Villa', count: 1 },
      { tag: 'villa', count: 1 },
    ]);
  });

  test('no listings → no tags', () => {
    expect(collectTags([])).toEqual([]);
  });
});

describe('rangeOf', () => {
  test.each<[string, 'price' | 'sqft', { min: number; max: number } | null]>([
    ['price', 'price', { min: 800, max: 450_000 }],
    ['area', 'sqft', { min: 70, max: 320 }],
  ])('%s of the listings', (_label, field, expected) => {
    expect(rangeOf(LISTINGS, field)).toEqual(expected);
  });

  test('skips invalid values; null when there is none', () => {
    const list = [
      { price: Number.NaN, sqft: 10 },
      { price: 5, sqft: Number.POSITIVE_INFINITY },
    ];
    expect(rangeOf(list, 'price')).toEqual({ min: 5, max: 5 });
    expect(rangeOf(list, 'sqft')).toEqual({ min: 10, max: 10 });
    expect(rangeOf([], 'price')).toBeNull();
    expect(rangeOf([{ price: Number.NaN, sqft: Number.NaN }], 'sqft')).toBeNull();
  });
});

describe('stableOrder', () => {
  const reference = (keys: Float64Array) =>
    Array.from(keys.keys()).sort((a, b) => (keys[a] as number) - (keys[b] as number) || a - b);

  test.each([
    ['empty', []],
    ['one key', [5]],
    ['already sorted', [1, 2, 3, 4]],
    ['reversed', [4, 3, 2, 1]],
    ['all equal', [7, 7, 7, 7, 7]],
    ['with infinities', [Infinity, 3, -Infinity, 3, Infinity, 0]],
    ['negative zero ties with zero', [0, -0, 0, -1]],
  ])('%s', (_label, values) => {
    const keys = Float64Array.from(values);
    expect(Array.from(stableOrder(keys))).toEqual(reference(keys));
  });

  test.each([15, 16, 17, 33, 1_000, 4_099])(
    'matches a stable reference sort on %i random keys with many ties',
    (n) => {
      let seed = n;
      const keys = Float64Array.from({ length: n }, () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        return seed % 50;
      });
      expect(Array.from(stableOrder(keys))).toEqual(reference(keys));
    },
  );

  test('does not change its input', () => {
    const keys = Float64Array.from([3, 1, 2]);
    stableOrder(keys);
    expect(Array.from(keys)).toEqual([3, 1, 2]);
  });
});
