/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import i18next from 'i18next';
import { initI18n } from './i18n';

let server: Server;
let answering = false;

beforeAll(async () => {
  // A shell origin that accepts every request and, until told otherwise, never answers.
  server = createServer((_request, response) => {
    if (!answering) return;
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ greeting: 'Selam' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

test('on the server a translation file that never answers fails in time, and the next load asks again', async () => {
  const failed = jest.fn();
  i18next.on('failedLoading', failed);
  const { port } = server.address() as AddressInfo;
  const started = Date.now();
  await initI18n({ language: 'en', baseUrl: `http://127.0.0.1:${port}/` });
  const waited = Date.now() - started;

  // Not held for ever: the render goes on with what it has (the key, here).
  expect(waited).toBeGreaterThanOrEqual(1400);
  expect(waited).toBeLessThan(5000);
  expect(failed).toHaveBeenCalledWith('en', 'translation', expect.anything());
  expect(i18next.t('greeting')).toBe('greeting');

  answering = true;
  await i18next.reloadResources(['en'], ['translation']);
  expect(i18next.t('greeting')).toBe('Selam');
});
