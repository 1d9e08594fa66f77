import am from '../i18n/property/am.json';
import en from '../i18n/property/en.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function texts(tree: unknown): string[] {
  return typeof tree === 'string' ? [tree] : Object.values(tree as object).flatMap(texts);
}

describe('property translations', () => {
  it('has the same keys in English and Amharic', () => {
    expect(keysOf(am).sort()).toEqual(keysOf(en).sort());
  });

  it('has no empty text, and Amharic in Ethiopic script', () => {
    expect(texts(en).every((t) => t.trim() !== '')).toBe(true);
    expect(texts(am).filter((t) => !/[\u1200-\u137f]/.test(t))).toEqual([]);
  });
});
