/** @jest-environment node */
import {
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
