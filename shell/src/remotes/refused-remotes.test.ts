import {
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { parseRuntimeConfig, type RuntimeConfig } from '@betoch/shared';
import { localRemoteUrls, REMOTES } from '../../../shared/build/apps';
import { registerSections } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

/** A config.json naming a plain-http listings remote off localhost, as the browser reads it. */
function configWithForeignListings(): RuntimeConfig {
  const parsed = parseRuntimeConfig({
    remotes: {
      ...localRemoteUrls(),
      listings: 'http://evil.example/mf-manifest.json',
      account: '',
    },
    refused: { account: 'http://localhost:3099 is not an allowed remote origin' },
    apiBaseUrl: 'http://localhost:3005',
  });
  if ('errors' in parsed) throw new Error(parsed.errors.join('; '));
  return parsed;
}

function refusedPlugin(): ModuleFederationRuntimePlugin {
  const plugins = jest.mocked(registerPlugins).mock.calls[0]?.[0] ?? [];
  const plugin = plugins.find((p) => p.name === 'betoch-refused-remotes');
  if (!plugin) throw new Error('no refused-remotes plugin registered');
  return plugin;
}

beforeAll(() => registerSections(configWithForeignListings()));

test('refused remotes (by the server or by the https rule) are never registered', () => {
  const registered = jest.mocked(registerRemotes).mock.calls.flatMap(([remotes]) => remotes);
  expect(registered.map((r) => r.name)).toEqual(
    REMOTES.map((app) => app.name).filter((name) => name !== 'listings' && name !== 'account'),
  );
  expect(JSON.stringify(registered)).not.toContain('evil.example');
});

test('loading a refused remote fails before any fetch, with the reason on the console', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const hook = refusedPlugin().beforeRequest;
  if (!hook) throw new Error('no beforeRequest hook');
  const args = { id: 'listings/routes', options: {}, origin: {} } as Parameters<typeof hook>[0];
  await expect(async () => hook(args)).rejects.toThrow(/listings.*refused.*evil\.example/);
  expect(consoleError).toHaveBeenCalledWith(
    expect.stringMatching(/remote "listings" was refused: http:\/\/evil\.example is not https:/),
  );
  await expect(async () => hook({ ...args, id: 'account/login' })).rejects.toThrow(
    /not an allowed remote origin/,
  );
  consoleError.mockRestore();
});

test('a trusted remote passes the hook untouched', async () => {
  const hook = refusedPlugin().beforeRequest;
  const args = { id: 'content/theme', options: {}, origin: {} } as Parameters<
    NonNullable<typeof hook>
  >[0];
  expect(await hook?.(args)).toBe(args);
});

test('a new config.json’s refusals apply, though the runtime keeps the plugin registered first', async () => {
  const hook = refusedPlugin().beforeRequest;
  if (!hook) throw new Error('no beforeRequest hook');
  const args = { id: 'listings/routes', options: {}, origin: {} } as Parameters<typeof hook>[0];
  const trusting: RuntimeConfig = { ...configWithForeignListings(), remotes: localRemoteUrls() };
  delete trusting.refused;
  registerSections(trusting, { force: true });
  expect(await hook(args)).toBe(args);

  registerSections(configWithForeignListings(), { force: true });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(async () => hook(args)).rejects.toThrow(/refused/);
});
