import {
  pageConfig,
  parseInternalListingsUrl,
  parseRuntimeConfig,
  refuseUntrustedRemotes,
  REMOTE_NAMES,
  remoteUrlProblem,
  serverListingsUrl,
  type RuntimeConfig,
} from './runtime-config';
import { localRemoteUrls } from '../../build/apps';

/** Every remote of apps.ts on this machine, four of them written the other ways a URL may be. */
const local = {
  remotes: {
    ...localRemoteUrls(),
    listings: 'http://localhost:3001/mf-manifest.json',
    property: 'http://127.0.0.1:3002/mf-manifest.json',
    content: 'https://content.betoch.et/mf-manifest.json',
    account: 'http://[::1]:3004/mf-manifest.json',
  },
  apiBaseUrl: 'http://localhost:3005',
  dataBaseUrl: '/assets/data/',
};

function parsed(value: unknown): RuntimeConfig {
  const result = parseRuntimeConfig(value);
  if ('errors' in result) throw new Error(result.errors.join('; '));
  return result;
}

test('a config of localhost and https: remotes is accepted as it is, with nothing refused', () => {
  expect(parsed(local)).toEqual(local);
});

test('an http: remote outside localhost is refused by the client itself, and its URL blanked', () => {
  const config = parsed({
    ...local,
    remotes: { ...local.remotes, listings: 'http://evil.example/mf-manifest.json' },
  });
  expect(config.remotes.listings).toBe('');
  expect(config.refused?.listings).toMatch(/http:\/\/evil\.example is not https:/);
  expect(config.refused?.content).toBeUndefined();
});

test('a reason given by the server is kept, and the remote stays refused whatever its URL', () => {
  const config = parsed({
    ...local,
    remotes: { ...local.remotes, property: '' },
    refused: { property: 'http://localhost:3099 is not an allowed remote origin' },
  });
  expect(config.refused).toEqual({
    property: 'http://localhost:3099 is not an allowed remote origin',
  });
  expect(config.remotes.property).toBe('');
});

test('a refused field of the wrong type makes the file invalid', () => {
  expect(parseRuntimeConfig({ ...local, refused: 'all' })).toEqual({
    errors: ['refused is not an object'],
  });
  expect(parseRuntimeConfig({ ...local, refused: { listings: 1 } })).toEqual({
    errors: ['refused.listings is not a reason'],
  });
});

test.each([
  ['not a URL', /is not an absolute URL/],
  ['/relative/mf-manifest.json', /is not an absolute URL/],
  ['http://192.168.1.5:3001/mf-manifest.json', /is not https:/],
  ['ftp://localhost/mf-manifest.json', /is not https:/],
  ['javascript:alert(1)', /is not https:/],
])('remoteUrlProblem refuses %s', (url, reason) => {
  expect(remoteUrlProblem(url)).toMatch(reason);
});

test('with an allow-list, only its origins are accepted, https: or not', () => {
  const allowed = ['https://cdn.betoch.et', 'http://localhost:3001'];
  expect(remoteUrlProblem('https://cdn.betoch.et/listings/mf-manifest.json', allowed)).toBeNull();
  expect(remoteUrlProblem('http://localhost:3001/mf-manifest.json', allowed)).toBeNull();
  expect(remoteUrlProblem('https://evil.example/mf-manifest.json', allowed)).toBe(
    'https://evil.example is not an allowed remote origin',
  );
  expect(remoteUrlProblem('http://localhost:3011/mf-manifest.json', allowed)).toBe(
    'http://localhost:3011 is not an allowed remote origin',
  );
});

test('refuseUntrustedRemotes applies the allow-list to every remote', () => {
  const config = refuseUntrustedRemotes(parsed(local), ['http://localhost:3001']);
  const others = REMOTE_NAMES.filter((name) => name !== 'listings');
  expect(Object.keys(config.refused ?? {}).sort()).toEqual([...others].sort());
  expect(config.remotes).toEqual({
    ...Object.fromEntries(others.map((name) => [name, ''])),
    listings: 'http://localhost:3001/mf-manifest.json',
  });
});

describe('listingsApiUrl (the listings service, docs/listings-service.md)', () => {
  test('is kept, without a trailing slash, and given to the page apps', () => {
    const config = parsed({ ...local, listingsApiUrl: 'http://localhost:3006/' });
    expect(config.listingsApiUrl).toBe('http://localhost:3006');
    expect(pageConfig(config).listingsApiUrl).toBe('http://localhost:3006');
    expect(parsed({ ...local, listingsApiUrl: 'https://search.betoch.et' }).listingsApiUrl).toBe(
      'https://search.betoch.et',
    );
  });

  test('absent or empty, names no service', () => {
    expect(parsed(local).listingsApiUrl).toBeUndefined();
    expect(parsed({ ...local, listingsApiUrl: ' ' })).toEqual(local);
    expect('listingsApiUrl' in pageConfig(parsed(local))).toBe(false);
  });

  test('http: outside localhost is not used, with the reason; the rest of the file is', () => {
    const config = parsed({ ...local, listingsApiUrl: 'http://search.example' });
    expect(config.listingsApiUrl).toBeUndefined();
    expect(config.listingsApiRefused).toBe(
      'listingsApiUrl: http://search.example is not https: (plain http: is allowed on localhost only); the static listings are used',
    );
    expect(config.remotes).toEqual(local.remotes);
    expect(parsed({ ...local, listingsApiUrl: 'search' }).listingsApiRefused).toMatch(
      /"search" is not an absolute URL/,
    );
  });

  test('of the wrong type makes the file invalid', () => {
    expect(parseRuntimeConfig({ ...local, listingsApiUrl: 3006 })).toEqual({
      errors: ['listingsApiUrl is not a URL'],
    });
  });
});

describe('LISTINGS_SERVICE_INTERNAL_URL (the service as the servers reach it)', () => {
  test("is used by the servers in place of config.json's address, and only when config.json names a service", () => {
    const named = { listingsApiUrl: 'https://search.betoch.et' };
    expect(serverListingsUrl(named, undefined)).toBe('https://search.betoch.et');
    expect(serverListingsUrl(named, 'http://10.0.0.5:3006')).toBe('http://10.0.0.5:3006');
    expect(serverListingsUrl({}, 'http://10.0.0.5:3006')).toBeUndefined();
  });

  test('is read as an absolute http: or https: URL without its trailing slashes; blank is unset', () => {
    expect(parseInternalListingsUrl(' http://listings:3006/ ')).toBe('http://listings:3006');
    expect(parseInternalListingsUrl('https://10.0.0.5')).toBe('https://10.0.0.5');
    expect(parseInternalListingsUrl(undefined)).toBeUndefined();
    expect(parseInternalListingsUrl('  ')).toBeUndefined();
  });

  test('anything else stops the server with the setting named', () => {
    expect(() => parseInternalListingsUrl('listings:3006')).toThrow(
      'LISTINGS_SERVICE_INTERNAL_URL "listings:3006" is not an http: or https: URL',
    );
    expect(() => parseInternalListingsUrl('/api')).toThrow(
      'LISTINGS_SERVICE_INTERNAL_URL "/api" is not an absolute URL',
    );
  });
});
