/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import i18next from 'i18next';
import { initI18n, registerNamespace } from './i18n';

let server: Server;
let origin: string;
const asked: string[] = [];

beforeAll(async () => {
  // Two releases of the listings remote, each in its folder, differing in one heading.
  server = createServer((request, response) => {
    const url = request.url ?? '';
    asked.push(url);
    const release = /^\/releases\/([^/]+)\/assets\/i18n\/listings\/(en|am)\.json$/.exec(url);
    response.setHeader('Content-Type', 'application/json');
    if (url.startsWith('/assets/i18n/')) response.end(JSON.stringify({ greeting: 'Selam' }));
    else if (release) response.end(JSON.stringify({ heading: `Homes of ${release[1]}` }));
    else response.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await initI18n({ language: 'en', baseUrl: `${origin}/` });
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const release = (version: string) => `${origin}/releases/${version}/`;
const heading = () => i18next.t('heading', { ns: 'listings' });

test("a remote's namespace registered from another release's folder has that release's texts", async () => {
  registerNamespace('listings', release('0.2.0'));
  await i18next.loadNamespaces('listings');
  expect(heading()).toBe('Homes of 0.2.0');

  // The promoted release's code registers its folder: until its texts are in, the namespace is
  // not loaded (a component waits for it), and then they are the new release's.
  registerNamespace('listings', release('0.3.0'));
  expect(i18next.hasLoadedNamespace('listings')).toBe(false);
  await i18next.loadNamespaces('listings');
  expect(heading()).toBe('Homes of 0.3.0');

  registerNamespace('listings', release('0.2.0'));
  await i18next.loadNamespaces('listings');
  expect(heading()).toBe('Homes of 0.2.0');
});

test('the same folder registered again (the same release loaded afresh) reads nothing again', async () => {
  registerNamespace('listings', release('0.2.0'));
  await i18next.loadNamespaces('listings');
  asked.length = 0;

  registerNamespace('listings', release('0.2.0'));
  await i18next.loadNamespaces('listings');

  expect(asked).toEqual([]);
  expect(heading()).toBe('Homes of 0.2.0');
});
