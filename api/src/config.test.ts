/** @jest-environment node */
import {
  readAgencyInbox,
  readEnquiriesPerAddress,
  readListingsUrl,
  readSmtpUrl,
  DEFAULT_CORS_ORIGINS,
  DEMO_AGENCY_INBOX,
  displayUrl,
  DEFAULT_KEYS_FILE,
  readEnvConfig,
  readKeysFile,
  readTrustProxy,
  startWarnings,
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
      agencyInbox: 'selam@betoch.et',
      enquiriesPerAddress: undefined,
      listingsUrl: 'http://127.0.0.1:3006',
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

describe('readAgencyInbox', () => {
  it('is the demo account outside production, so that npm start has an inbox', () => {
    expect(DEMO_AGENCY_INBOX).toBe('selam@betoch.et');
    expect(readAgencyInbox({})).toBe('selam@betoch.et');
    expect(readAgencyInbox({ NODE_ENV: 'test', BETOCH_AGENCY_INBOX: ' ' })).toBe('selam@betoch.et');
  });

  it('is none in production unless set, and the start then says what that costs', () => {
    const production = { NODE_ENV: 'production' };
    expect(readAgencyInbox(production)).toBeUndefined();
    const [warning, ...more] = startWarnings(readEnvConfig(production));
    expect(more).toEqual([]);
    expect(warning).toMatch(/^BETOCH_AGENCY_INBOX is not set: contact messages .* refused \(503\)/);
    expect(startWarnings(readEnvConfig({}))).toEqual([]);
  });

  it('takes an account’s e-mail, in any case, and refuses anything else by name', () => {
    const env = { NODE_ENV: 'production', BETOCH_AGENCY_INBOX: ' Office@Betoch.et ' };
    expect(readAgencyInbox(env)).toBe('office@betoch.et');
    expect(readEnvConfig(env).agencyInbox).toBe('office@betoch.et');
    expect(() => readAgencyInbox({ BETOCH_AGENCY_INBOX: 'office' })).toThrow(
      /^BETOCH_AGENCY_INBOX must be the e-mail address of the account/,
    );
  });
});

describe('readEnquiriesPerAddress', () => {
  it('leaves the default when unset, and reads a whole number', () => {
    expect(readEnquiriesPerAddress(undefined)).toBeUndefined();
    expect(readEnquiriesPerAddress(' ')).toBeUndefined();
    expect(readEnquiriesPerAddress(' 50 ')).toBe(50);
  });

  it.each(['0', '-3', '2.5', 'many', '10001'])('refuses %p, naming the setting', (value) => {
    expect(() => readEnquiriesPerAddress(value)).toThrow(/BETOCH_ENQUIRIES_PER_ADDRESS/);
  });
});

describe('readListingsUrl', () => {
  it('is the local listings service outside production, none in production unless set', () => {
    expect(readListingsUrl({})).toBe('http://127.0.0.1:3006');
    expect(readListingsUrl({ NODE_ENV: 'production' })).toBeUndefined();
    expect(
      readListingsUrl({ NODE_ENV: 'production', BETOCH_LISTINGS_URL: 'https://listings.internal' }),
    ).toBe('https://listings.internal');
  });

  it.each(['listings:3006', 'ftp://listings', 'not a url'])(
    'refuses %p, naming the setting',
    (value) => {
      expect(() => readListingsUrl({ BETOCH_LISTINGS_URL: value })).toThrow(/BETOCH_LISTINGS_URL/);
    },
  );
});
