/**
 * @jest-environment node
 *
 * The real federation runtime, as the shell's server runs it, against a fake remote origin that
 * hangs, then answers 500, then serves a container: each failed load is given up in time and
 * forgotten, so the next render's load fetches the entry again.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { init } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@betoch/shared';
import { localRemoteUrls } from '../../../shared/build/apps';
import { serverEntryUrl } from '../server/server-entry-url';
import { loadSection, registerSections } from './federation';
import { entryFailedSince, evaluateEntry, serverEntryPlugin } from './server-entry';

const TIMEOUT_MS = 300;

/** A Node entry as a remote's server build publishes it: a CommonJS module exporting its container. */
const CONTAINER = `module.exports = { listings: {
  init() {},
  get(expose) { return Promise.resolve(() => ({ default: function ListingRoutes() { return null; }, expose })); },
} };`;

type Answer = 'hang' | 'error' | 'container';
let answer: Answer = 'hang';
const requests: string[] = [];
let server: Server;
let config: RuntimeConfig;

function loading(): Record<string, unknown> {
  const table = (globalThis as unknown as Record<string, unknown>).__GLOBAL_LOADING_REMOTE_ENTRY__;
  return (table ?? {}) as Record<string, unknown>;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (answer === 'hang') return; // accepts the connection, never answers
    if (answer === 'error') {
      response.statusCode = 500;
      // An error page that would be valid JavaScript: it must never run.
      response.end('globalThis.betochErrorPageRan = true;');
      return;
    }
    response.setHeader('Content-Type', 'application/javascript');
    response.end(CONTAINER);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  config = {
    remotes: { ...localRemoteUrls(), listings: `http://127.0.0.1:${port}/mf-manifest.json` },
    apiBaseUrl: 'http://localhost:3005',
    dataBaseUrl: '/assets/data/',
  };
  init({ name: 'shell', remotes: [] });
  registerSections(config, {
    entryOf: serverEntryUrl,
    server: { fileTimeoutMs: TIMEOUT_MS, plugins: [serverEntryPlugin(TIMEOUT_MS)] },
  });
});

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

test('a hung entry is given up after its time limit, a 500 is never run, and each next load retries', async () => {
  const started = Date.now();
  expect(entryFailedSince('listings', started)).toBe(false);
  await expect(loadSection('listings', 'routes')).rejects.toThrow(/abort|timeout/i);
  expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
  // Known to the render that waited it out (its page's head does not wait for it again).
  expect(entryFailedSince('listings', started)).toBe(true);
  expect(entryFailedSince('listings', Date.now() + 1)).toBe(false);
  await new Promise((resolve) => setImmediate(resolve));
  // Nothing pending is left for the next render to wait on.
  expect(Object.keys(loading()).filter((key) => key.startsWith('listings:'))).toEqual([]);

  answer = 'error';
  await expect(loadSection('listings', 'routes')).rejects.toThrow('answered 500');
  expect((globalThis as Record<string, unknown>).betochErrorPageRan).toBeUndefined();
  expect((globalThis as Record<string, unknown>).listings).toBeUndefined();

  answer = 'container';
  const section = await loadSection('listings', 'routes');
  expect(section.default.name).toBe('ListingRoutes');
  expect(entryFailedSince('listings', started)).toBe(false);
  expect(requests).toEqual([
    '/remoteEntry.server.js',
    '/remoteEntry.server.js',
    '/remoteEntry.server.js',
  ]);
});

test('code that is not a container is refused and not registered', () => {
  expect(() => evaluateEntry('module.exports = { other: 1 };', 'http://r.test/e.js', 'x')).toThrow(
    'http://r.test/e.js is not a federation container',
  );
  expect(() => evaluateEntry('<html>', 'http://r.test/e.js', 'x')).toThrow('Unexpected token');
});
