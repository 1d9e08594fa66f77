import am from '../i18n/account/am.json';
import en from '../i18n/account/en.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('account translations', () => {
  it('has the same keys in English and Amharic', () => {
    expect(keysOf(am).sort()).toEqual(keysOf(en).sort());
  });

  it('has no empty text, and Amharic in Ethiopic script', () => {
    const texts = (tree: unknown): string[] =>
      typeof tree === 'string' ? [tree] : Object.values(tree as object).flatMap(texts);
    expect(texts(en).every((t) => t.trim() !== '')).toBe(true);
    expect(texts(am).every((t) => /[\u1200-\u137f]/.test(t))).toBe(true);
  });
});
