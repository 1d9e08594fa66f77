/** @jest-environment node */
import {
  readSmtpUrl,
  DEFAULT_CORS_ORIGINS,
  displayUrl,
  DEFAULT_KEYS_FILE,
  readEnvConfig,
  readKeysFile,
  readTrustProxy,
} from './config';

describe('readEnvConfig', () => {
  it('defaults to 127.0.0.1:3005, the local front-end origins and the keys beside the accounts', () => {
    expect(readEnvConfig({})).toEqual({
      port: 3005,
      host: '127.0.0.1',
      keysFile: DEFAULT_KEYS_FILE,
      corsOrigins: DEFAULT_CORS_ORIGINS,
      trustProxy: false,
      logLevel: 'error',
    });
    expect(DEFAULT_CORS_ORIGINS).toEqual([
      'http://localhost:3000',
      'http://localhost:3004',
      'http://127.0.0.1:3000',
      'http://127.0.0.1:3004',
    ]);
  });

  it('reads PORT, HOST, the keys file and comma-separated origins', () => {
    const config = readEnvConfig({
      PORT: '4000',
      HOST: '0.0.0.0',
      BETOCH_API_KEYS_FILE: ' /run/secrets/betoch-keys.json ',
      BETOCH_CORS_ORIGINS: 'https://betoch.et, https://www.betoch.et,',
      BETOCH_TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      keysFile: '/run/secrets/betoch-keys.json',
      corsOrigins: ['https://betoch.et', 'https://www.betoch.et'],
      trustProxy: { hops: 1 },
    });
  });

  it('refuses a PORT that is not a port number', () => {
    expect(() => readEnvConfig({ PORT: 'http' })).toThrow(/PORT/);
    expect(() => readEnvConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});

describe('readKeysFile', () => {
  it('refuses the secret of the old HS256 tokens by name, rather than ignore it', () => {
    for (const name of ['BETOCH_API_SECRET', 'BETOCH_API_SECRET_FILE']) {
      expect(() => readKeysFile({ [name]: 'something' })).toThrow(
        `${name} is no longer read: tokens are signed with the Ed25519 keys of BETOCH_API_KEYS_FILE`,
      );
    }
    expect(readKeysFile({ BETOCH_API_SECRET: ' ' })).toBe(DEFAULT_KEYS_FILE);
    expect(DEFAULT_KEYS_FILE).toMatch(/api[/\\]data[/\\]signing-keys\.json$/);
  });
});

describe('readTrustProxy', () => {
  it('is off when unset, empty or 0', () => {
    for (const value of [undefined, '', ' ', '0', 'false', 'off']) {
      expect(readTrustProxy(value)).toBe(false);
    }
  });

  it('takes a hop count', () => {
    expect(readTrustProxy('2')).toEqual({ hops: 2 });
  });

  it('takes proxy addresses and CIDR ranges', () => {
    expect(readTrustProxy(' 10.0.0.0/8, 192.168.1.1 ,fd00::/8')).toEqual({
      ranges: ['10.0.0.0/8', '192.168.1.1', 'fd00::/8'],
    });
  });

  it('refuses "trust everything" and anything that is not an address or range', () => {
    expect(() => readTrustProxy('true')).toThrow(/left-most X-Forwarded-For/);
    expect(() => readTrustProxy('yes')).toThrow(/BETOCH_TRUST_PROXY/);
    expect(() => readTrustProxy('10.0.0.0/40')).toThrow(/10\.0\.0\.0\/40/);
    expect(() => readTrustProxy('1000')).toThrow(/hops/);
  });
});

describe('displayUrl', () => {
  it('shows localhost for local and wildcard addresses', () => {
    expect(displayUrl('127.0.0.1', 3005)).toBe('http://localhost:3005');
    expect(displayUrl('0.0.0.0', 3005)).toBe('http://localhost:3005');
    expect(displayUrl('192.168.1.5', 3005)).toBe('http://192.168.1.5:3005');
    expect(displayUrl('fe80::1', 3005)).toBe('http://[fe80::1]:3005');
  });
});

describe('readSmtpUrl', () => {
  it('takes an smtp:// or smtps:// URL, and nothing when unset', () => {
    expect(readSmtpUrl(' smtp://127.0.0.1:3025 ')).toBe('smtp://127.0.0.1:3025');
    expect(readSmtpUrl('smtps://mailer:s3cret@mail.example.et')).toBe(
      'smtps://mailer:s3cret@mail.example.et',
    );
    expect(readSmtpUrl('')).toBeUndefined();
    expect(readSmtpUrl(undefined)).toBeUndefined();
  });

  it('refuses anything else without quoting it (it may hold a password)', () => {
    for (const value of ['http://mail.example.et', 'mail.example.et:25', 'smtp://:pw@']) {
      expect(() => readSmtpUrl(value)).toThrow(/BETOCH_SMTP_URL must be an smtp:\/\//);
      try {
        readSmtpUrl(value);
      } catch (error) {
        expect(String(error)).not.toContain(value);
      }
    }
  });
});
