/** @jest-environment node */
import { cacheControl, CACHE_RULES, isImmutablePath, nginxCacheMap } from './cache-rules';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('cacheControl', () => {
  it.each([
    ['/config.json', 'no-store'],
    ['/mf-manifest.json', 'no-store'],
    ['/releases/1.2.0/remoteEntry.js', 'no-store'],
    ['/remoteEntry.server.js', 'no-store'],
    ['/index.html', 'no-store'],
    ['/sw.js', 'no-cache'],
    ['/releases/1.2.0/sw.js', 'public, max-age=300'],
    ['/main.1a2b3c4d.js', IMMUTABLE],
    ['/static/logo.1a2b3c4d.svg', IMMUTABLE],
    ['/static/ethiopic-wordmark-700.0badc0de.woff2', IMMUTABLE],
    ['/assets/data/property-details.json', 'public, max-age=300'],
    ['/assets/i18n/am.json', 'public, max-age=300'],
    ['/main.js', 'public, max-age=300'],
  ])('%s → %s', (pathname, expected) => {
    expect(cacheControl(pathname)).toBe(expected);
  });
});

describe('isImmutablePath', () => {
  it.each([
    ['/main.1a2b3c4d.js', true],
    ['/_sections/' + 'a'.repeat(64) + '.css', true],
    ['/mf-manifest.json', false],
    ['/assets/i18n/om.json', false],
    ['/sw.js', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isImmutablePath(pathname)).toBe(expected);
  });
});

describe('nginxCacheMap', () => {
  it('writes every rule, in order, after the default', () => {
    const lines = nginxCacheMap();
    expect(lines).toContain('    default "public, max-age=300";');
    const rules = lines.filter((line) => line.trim().startsWith('"~'));
    expect(rules).toEqual(CACHE_RULES.map((r) => `    "~${r.pattern}" "${r.value}";`));
  });

  it('quotes each pattern and has no quote inside one (nginx would end it there)', () => {
    for (const rule of CACHE_RULES) expect(rule.pattern).not.toMatch(/["\s]/);
  });
});
