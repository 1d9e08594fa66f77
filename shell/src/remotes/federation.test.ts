import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RuntimeConfig, SectionModule } from '@betoch/shared';
import { localRemoteUrls, REMOTES } from '../../../shared/build/apps';
import {
  chunkRegistryName,
  loadSection,
  registerSections,
  removeRemoteScripts,
} from './federation';
import { REMOTE_FILE_TIMEOUT_MS, SECTION_LOAD_TIMEOUT_MS } from './load-timeout';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const config: RuntimeConfig = {
  remotes: localRemoteUrls(),
  apiBaseUrl: 'http://localhost:3005',
  dataBaseUrl: '/assets/data/',
};

function registeredPlugin(name = 'betoch-remote-files'): ModuleFederationRuntimePlugin {
  const plugins = jest.mocked(registerPlugins).mock.calls[0]?.[0] ?? [];
  const plugin = plugins.find((p) => p.name === name);
  if (!plugin) throw new Error(`no runtime plugin ${name} registered`);
  return plugin;
}

beforeAll(() => registerSections(config));
beforeEach(() => {
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.useRealTimers());

test('the manifest fetch carries an abort signal, so a server that never answers is given up', async () => {
  const fetchMock = jest.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve({ ok: true, status: 200 } as Response),
  );
  const timeout = jest.spyOn(AbortSignal, 'timeout');
  const original = globalThis.fetch;
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  try {
    const hook = registeredPlugin().fetch;
    await hook?.('http://localhost:3001/mf-manifest.json', {});
  } finally {
    globalThis.fetch = original;
  }
  expect(timeout).toHaveBeenCalledWith(REMOTE_FILE_TIMEOUT_MS);
  expect(fetchMock.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
});

test('a file answering with an error status is a failure, never code to run', async () => {
  const original = globalThis.fetch;
  globalThis.fetch = (() =>
    Promise.resolve({ ok: false, status: 404 } as Response)) as unknown as typeof fetch;
  try {
    const hook = registeredPlugin().fetch;
    await expect(hook?.('http://localhost:3001/remoteEntry.server.js', {})).rejects.toThrow(
      'remoteEntry.server.js answered 404',
    );
  } finally {
    globalThis.fetch = original;
  }
});

test('the remote entry script is given up after the file timeout, not the runtime default 20 s', () => {
  const created = registeredPlugin().createScript?.({
    url: 'http://localhost:3001/remoteEntry.js',
    attrs: {},
  });
  expect(created).toEqual({ timeout: REMOTE_FILE_TIMEOUT_MS });
});

test('a section whose load never settles fails after the section timeout, and the retry starts afresh', async () => {
  jest.useFakeTimers();
  jest.mocked(loadRemote).mockReturnValueOnce(new Promise(() => undefined));
  const first = loadSection('listings', 'routes');
  const outcome = expect(first).rejects.toThrow(
    `listings/routes did not answer within ${SECTION_LOAD_TIMEOUT_MS / 1000} s`,
  );
  jest.advanceTimersByTime(SECTION_LOAD_TIMEOUT_MS);
  await outcome;

  const section: SectionModule = { default: () => null };
  jest.mocked(loadRemote).mockResolvedValueOnce(section);
  await expect(loadSection('listings', 'routes')).resolves.toBe(section);
  // The hung remote is registered again, so nothing half-loaded is reused.
  expect(registerRemotes).toHaveBeenCalledWith(
    [{ name: 'listings', entry: config.remotes.listings }],
    { force: true },
  );
});

describe('removeRemoteScripts', () => {
  it('removes the scripts a remote left under its manifest’s folder, and only those', () => {
    document.body.innerHTML = '';
    const add = (src: string) => {
      const script = document.createElement('script');
      script.src = src;
      document.body.appendChild(script);
    };
    add('http://localhost:3001/remoteEntry.js');
    add('http://localhost:3001/__federation_expose_routes.1a2b3c4d.js');
    add('http://localhost:3001/releases/1.2.0/remoteEntry.js');
    add('http://localhost:3002/remoteEntry.js');
    add('http://localhost:3000/main.1a2b3c4d.js');
    removeRemoteScripts('http://localhost:3001/mf-manifest.json');
    expect(Array.from(document.scripts).map((s) => s.src)).toEqual([
      'http://localhost:3002/remoteEntry.js',
      'http://localhost:3000/main.1a2b3c4d.js',
    ]);
  });

  it('keeps the shell’s scripts when the remote is a release folder', () => {
    document.body.innerHTML =
      '<script src="http://localhost:3001/releases/1.2.0/remoteEntry.js"></script>' +
      '<script src="http://localhost:3001/remoteEntry.js"></script>';
    removeRemoteScripts('http://localhost:3001/releases/1.2.0/mf-manifest.json');
    expect(Array.from(document.scripts).map((s) => s.src)).toEqual([
      'http://localhost:3001/remoteEntry.js',
    ]);
  });
});

describe('chunkRegistryName', () => {
  it('is the chunk registry webpack names after each remote’s browser build', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { createWebpackConfig } = require('../../../shared/build/webpack-config') as {
      createWebpackConfig: (
        app: (typeof REMOTES)[number],
        options: { mode: 'production' },
      ) => { output?: { uniqueName?: string } };
    };
    for (const app of REMOTES) {
      const { uniqueName } = createWebpackConfig(app, { mode: 'production' }).output ?? {};
      expect(chunkRegistryName(app.name)).toBe(`webpackChunk${uniqueName}`);
    }
  });
});
