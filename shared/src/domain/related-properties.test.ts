import { relatedProperties } from './related-properties';

const p = (id: string, city: string, subCity?: string) => ({ id, city, subCity });

describe('relatedProperties', () => {
  const all = [
    p('b01', 'Addis Ababa', 'Bole'),
    p('r01', 'Addis Ababa', 'Yeka'),
    p('b02', 'Addis Ababa', 'Yeka'),
    p('r02', 'Addis Ababa', 'Bole'),
    p('b03', 'Adama'),
    p('b04', 'Addis Ababa', 'Kirkos'),
    p('b05', 'Addis Ababa', 'Bole'),
  ];

  it('keeps only other properties of the same city', () => {
    const ids = relatedProperties(all, p('b03', 'Adama')).map((x) => x.id);
    expect(ids).toEqual([]);
  });

  it('puts the same sub-city first, then the same deal, keeping the list order on ties', () => {
    const ids = relatedProperties(all, p('b01', 'Addis Ababa', 'Bole')).map((x) => x.id);
    expect(ids).toEqual(['b05', 'r02', 'b02']);
  });

  it('returns at most the limit, never a negative count', () => {
    expect(relatedProperties(all, p('b01', 'Addis Ababa', 'Bole'), 1)).toHaveLength(1);
    expect(relatedProperties(all, p('b01', 'Addis Ababa', 'Bole'), -2)).toEqual([]);
    expect(relatedProperties(all, p('x9', 'Addis Ababa'), 10)).toHaveLength(6);
  });
});
