/** @jest-environment node */
import { WARM_WORDS_MS } from './text-matches';
import {
  DEFAULT_API_JWKS_URL,
  MAX_WAIT_DEFAULT_MS,
  readServiceConfig,
  SEED_DEMO_SETTING,
  unseededRefusal,
} from './config';

describe('whether an empty database gets the demo listings', () => {
  it('does outside production, and not in it, unless LISTINGS_SEED_DEMO says otherwise', () => {
    expect(readServiceConfig({}).seedDemo).toBe(true);
    expect(readServiceConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(readServiceConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(readServiceConfig({ NODE_ENV: 'production', [SEED_DEMO_SETTING]: '1' }).seedDemo).toBe(
      true,
    );
    expect(readServiceConfig({ [SEED_DEMO_SETTING]: 'false' }).seedDemo).toBe(false);
    expect(readServiceConfig({ NODE_ENV: 'production', [SEED_DEMO_SETTING]: ' ' }).seedDemo).toBe(
      false,
    );
  });

  it('refuses a value it cannot read, naming the setting', () => {
    expect(() => readServiceConfig({ [SEED_DEMO_SETTING]: 'yes please' })).toThrow(
      'LISTINGS_SEED_DEMO must be 1 or 0 (got "yes please")',
    );
  });

  it('names the setting to check, and never a Postgres URL', () => {
    const missing = unseededRefusal(
      { engine: 'embedded', file: '/srv/listings.sqlite' },
      'missing',
    );
    expect(missing).toMatch(
      /^the listings database \/srv\/listings\.sqlite \(LISTINGS_DB\) does not exist/,
    );
    expect(missing).toContain('LISTINGS_SEED_DEMO=1');
    const empty = unseededRefusal({ engine: 'postgres' }, 'empty');
    expect(empty).toMatch(/^the Postgres database of DATABASE_URL holds no listing/);
    expect(empty).toContain('npm run listings:import');
  });
});

describe('the longest wait for a worker', () => {
  it('is MAX_WAIT_DEFAULT_MS unless LISTINGS_MAX_WAIT_MS says otherwise; 0 refuses any wait', () => {
    expect(readServiceConfig({}).maxWaitMs).toBe(MAX_WAIT_DEFAULT_MS);
    expect(readServiceConfig({ LISTINGS_MAX_WAIT_MS: '120' }).maxWaitMs).toBe(120);
    expect(readServiceConfig({ LISTINGS_MAX_WAIT_MS: '0' }).maxWaitMs).toBe(0);
    expect(() => readServiceConfig({ LISTINGS_MAX_WAIT_MS: '-5' })).toThrow(
      'LISTINGS_MAX_WAIT_MS must be a whole number of at least 0 (got "-5")',
    );
  });
});

describe('where the API publishes its keys', () => {
  it('is the API on this machine unless BETOCH_API_JWKS_URL says otherwise', () => {
    expect(DEFAULT_API_JWKS_URL).toBe('http://127.0.0.1:3005/api/auth/jwks.json');
    expect(readServiceConfig({}).apiJwksUrl).toBe(DEFAULT_API_JWKS_URL);
    expect(readServiceConfig({ BETOCH_API_JWKS_URL: ' ' }).apiJwksUrl).toBe(DEFAULT_API_JWKS_URL);
    expect(
      readServiceConfig({ BETOCH_API_JWKS_URL: 'https://api.betoch.et/api/auth/jwks.json' })
        .apiJwksUrl,
    ).toBe('https://api.betoch.et/api/auth/jwks.json');
  });

  it('refuses a value that is not an http(s) URL, naming the setting', () => {
    for (const value of ['api/auth/jwks.json', 'file:///etc/keys.json']) {
      expect(() => readServiceConfig({ BETOCH_API_JWKS_URL: value })).toThrow(
        `BETOCH_API_JWKS_URL must be an http:// or https:// URL (got ${JSON.stringify(value)})`,
      );
    }
  });
});

describe('the time a worker’s start spends on its frequent words', () => {
  it('is WARM_WORDS_MS unless LISTINGS_WARM_WORDS_MS says otherwise; 0 asks none', () => {
    expect(readServiceConfig({}).warmWordsMs).toBe(WARM_WORDS_MS);
    expect(readServiceConfig({ LISTINGS_WARM_WORDS_MS: '90000' }).warmWordsMs).toBe(90_000);
    expect(readServiceConfig({ LISTINGS_WARM_WORDS_MS: '0' }).warmWordsMs).toBe(0);
    expect(() => readServiceConfig({ LISTINGS_WARM_WORDS_MS: 'soon' })).toThrow(
      'LISTINGS_WARM_WORDS_MS must be a whole number of at least 0 (got "soon")',
    );
  });
});
