/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { initI18n, registerNamespace, useNamespace } from './i18n';

let server: Server;

beforeAll(async () => {
  // The shell's texts answer; the remote's namespace never does.
  server = createServer((request, response) => {
    if (request.url?.includes('/listings/')) return;
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ site: 'Betoch' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  registerNamespace('listings', base);
  await initI18n({ language: 'en', baseUrl: base });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function Section() {
  const { t } = useNamespace('listings');
  return <h1>{t('title')}</h1>;
}

async function html(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

test('on the server a section whose texts did not load is left to the browser, not sent with keys', async () => {
  const errors: string[] = [];
  const { prelude } = await prerenderToNodeStream(
    <Suspense fallback={<p>loading</p>}>
      <Section />
    </Suspense>,
    { onError: (error) => void errors.push(String(error)) },
  );
  const markup = await html(prelude);
  expect(markup).toContain('<p>loading</p>');
  expect(markup).not.toContain('title');
  expect(errors.join()).toContain('the "listings" translations (en) did not load');
});
