import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as I18nModule from './i18n';
import { DEFAULT_NAMESPACE, registerNamespace, remoteNamespace, translationUrl } from './i18n';

describe('translationUrl', () => {
  test.each<[string, string, string | undefined, string]>([
    ['en', DEFAULT_NAMESPACE, undefined, '/assets/i18n/en.json'],
    ['am', DEFAULT_NAMESPACE, undefined, '/assets/i18n/am.json'],
    ['am', DEFAULT_NAMESPACE, '/', '/assets/i18n/am.json'],
    [
      'en',
      DEFAULT_NAMESPACE,
      'https://betoch.et/app/',
      'https://betoch.et/app/assets/i18n/en.json',
    ],
    ['am', DEFAULT_NAMESPACE, 'https://betoch.et/app', 'https://betoch.et/app/assets/i18n/am.json'],
  ])('the shell’s file for %s (namespace %s, base %p) is %p', (lng, ns, base, expected) => {
    expect(translationUrl(lng, ns, base)).toBe(expected);
  });

  test.each<[string, string, string, string]>([
    [
      'listings',
      'http://localhost:3001/',
      'en',
      'http://localhost:3001/assets/i18n/listings/en.json',
    ],
    [
      'property',
      'http://localhost:3002',
      'am',
      'http://localhost:3002/assets/i18n/property/am.json',
    ],
    [
      'content',
      'https://cdn.betoch.et/content/',
      'am',
      'https://cdn.betoch.et/content/assets/i18n/content/am.json',
    ],
  ])('a registered namespace (%s at %s) loads from its own origin', (ns, base, lng, expected) => {
    registerNamespace(ns, base);
    expect(translationUrl(lng, ns)).toBe(expected);
    // The shell's base does not move a remote's files.
    expect(translationUrl(lng, ns, 'https://betoch.et/')).toBe(expected);
  });

  test('registering a namespace leaves the shell’s file where it is', () => {
    registerNamespace('account', 'http://localhost:3004/');
    expect(translationUrl('am', DEFAULT_NAMESPACE)).toBe('/assets/i18n/am.json');
  });

  test('remoteNamespace registers the remote’s public path, or the page root without one', () => {
    remoteNamespace('agents', 'http://localhost:3005/');
    remoteNamespace('blog', undefined);

    expect(translationUrl('en', 'agents')).toBe('http://localhost:3005/assets/i18n/agents/en.json');
    expect(translationUrl('am', 'blog')).toBe('/assets/i18n/blog/am.json');
  });
});

describe('initI18n', () => {
  const assets = join(__dirname, '..', '..', 'assets', 'i18n');
  const originalFetch = (globalThis as { fetch?: unknown }).fetch;
  let requested: string[];

  beforeEach(() => {
    requested = [];
    const fakeFetch = jest.fn(async (url: string) => {
      requested.push(url);
      const match = /^\/assets\/i18n\/(en|am)\.json$/.exec(url);
      if (!match) return { ok: false, status: 404, statusText: 'Not Found', text: async () => '' };
      const body = readFileSync(join(assets, `${match[1]}.json`), 'utf8');
      return { ok: true, status: 200, statusText: 'OK', text: async () => body };
    });
    Object.assign(globalThis, { fetch: fakeFetch });
    document.documentElement.removeAttribute('lang');
  });

  afterEach(() => {
    Object.assign(globalThis, { fetch: originalFetch });
  });

  async function loadFresh(): Promise<typeof I18nModule> {
    let mod: typeof I18nModule | undefined;
    await jest.isolateModulesAsync(async () => {
      mod = await import('./i18n');
    });
    if (!mod) throw new Error('i18n did not load');
    return mod;
  }

  test('Amharic loads assets/i18n/am.json, translates with it and sets <html lang>', async () => {
    const am = JSON.parse(readFileSync(join(assets, 'am.json'), 'utf8')) as {
      ui?: { loading?: string };
    };
    const { initI18n } = await loadFresh();

    const i18n = await initI18n({ language: 'am' });

    expect(requested).toContain('/assets/i18n/am.json');
    expect(i18n.language).toBe('am');
    expect(document.documentElement.lang).toBe('am');
    expect(am.ui?.loading).toBeTruthy();
    expect(i18n.t('ui.loading')).toBe(am.ui?.loading);
  });

  test('English is the fallback for a key missing in Amharic', async () => {
    const en = JSON.parse(readFileSync(join(assets, 'en.json'), 'utf8')) as {
      ui?: { loading?: string };
    };
    const { initI18n } = await loadFresh();
    const i18n = await initI18n({ language: 'am' });

    i18n.addResource('en', DEFAULT_NAMESPACE, 'only.english', 'Only in English');

    expect(i18n.t('only.english')).toBe('Only in English');
    expect(requested).toContain('/assets/i18n/en.json');
    expect(i18n.getFixedT('en')('ui.loading')).toBe(en.ui?.loading);
  });
});
