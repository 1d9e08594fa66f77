/**
 * @jest-environment node
 *
 * The shell's server entry against a fake origin (the shell's files) whose remotes are all gone
 * (404): the render's deadline holds whatever the origin does, and what failed is asked again by
 * the next render.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { init } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, type RuntimeConfig } from '@betoch/shared';
import { renderPage, type RenderRequest } from './render-page';

const ASSETS = path.resolve(__dirname, '../../../shared/assets');

let translationsAnswer = false;
const translationRequests: string[] = [];
const requests: string[] = [];
let server: Server;
let request: Omit<RenderRequest, 'deadlineMs'>;

beforeAll(async () => {
  server = createServer((incoming, response) => {
    const url = incoming.url ?? '';
    requests.push(url);
    if (url.startsWith('/assets/i18n/')) {
      translationRequests.push(url);
      if (!translationsAnswer) return; // accepted, never answered
    }
    try {
      const file = path.join(ASSETS, url.replace(/^\/assets\//, '').replace(/\?.*$/, ''));
      if (!file.startsWith(ASSETS) || !url.startsWith('/assets/')) throw new Error('not ours');
      response.setHeader('Content-Type', 'application/json');
      response.end(readFileSync(file));
    } catch {
      response.statusCode = 404;
      response.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config: RuntimeConfig = {
    remotes: {
      listings: `${origin}/listings/mf-manifest.json`,
      property: `${origin}/property/mf-manifest.json`,
      content: `${origin}/content/mf-manifest.json`,
      account: `${origin}/account/mf-manifest.json`,
    },
    apiBaseUrl: 'http://localhost:3005',
    dataBaseUrl: '/assets/data/',
  };
  request = { url: '/theme/classic', config, origin, language: 'en' };
  // The shell's runtime, as the server bundle's webpack runtime starts it.
  init({ name: 'shell', remotes: [] });
});

beforeEach(() => {
  for (const level of ['warn', 'error', 'log'] as const) {
    jest.spyOn(console, level).mockImplementation(() => undefined);
  }
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

test('a render waiting on translations that never come answers "client" (late) at its deadline, and so does the one queued behind it', async () => {
  const started = Date.now();
  const first = renderPage({ ...request, deadlineMs: 400 });
  const second = renderPage({ ...request, deadlineMs: 200 });
  const secondAt = second.then(() => Date.now() - started);
  await expect(first).resolves.toEqual({ kind: 'client', late: true });
  const firstTook = Date.now() - started;
  await expect(second).resolves.toEqual({ kind: 'client', late: true });
  expect(firstTook).toBeGreaterThanOrEqual(390);
  expect(firstTook).toBeLessThan(900);
  // Not held behind the first render: answered at its own deadline.
  expect(await secondAt).toBeLessThan(400);
});

test('the next render asks for the translations again, and draws the page with the section left to the browser', async () => {
  translationsAnswer = true;
  const asked = translationRequests.length;
  // The first request is still held: it fails at its 1.5 s limit, then this render asks again.
  const result = await renderPage({ ...request, deadlineMs: 5000 });
  expect(translationRequests.length).toBeGreaterThan(asked);
  expect(result.kind).toBe('page');
  if (result.kind !== 'page') return;
  expect(result.html).toContain('<footer');
  // The content remote is gone (404): its entry is never run, and its part is the browser's.
  expect(result.errors.join('\n')).toMatch(/remoteEntry\.server\.js answered 404/);
});

test("a section withheld by the page server (its own render failed) leaves the shell's page with the section's message and a link to the page again, its origin never asked", async () => {
  translationsAnswer = true;
  const asked = requests.length;
  const result = await renderPage({
    ...request,
    url: '/theme/classic?lang=en',
    failedSection: 'content',
    deadlineMs: 5000,
  });
  expect(result.kind).toBe('page');
  if (result.kind !== 'page') return;
  expect(result.html).toContain('<header');
  expect(result.html).toContain('<footer');
  expect(result.html).toContain('This section could not be loaded.');
  expect(result.html).toMatch(
    /<a class="btn btn--primary" href="\/theme\/classic\?lang=en">Try again<\/a>/,
  );
  // No stylesheet or head is asked of a section that did not render.
  expect(result.section).toBeNull();
  expect(requests.slice(asked).filter((url) => url.startsWith('/content/'))).toEqual([]);
  expect(result.errors.join('\n')).toMatch(/remote "content" was refused/);
});

test("a render asks the listings service at its internal address, and names its photos at config.json's", async () => {
  translationsAnswer = true;
  await renderPage({
    ...request,
    config: { ...request.config, listingsApiUrl: 'https://search.betoch.et' },
    listingsInternalUrl: 'http://listings.internal:3006',
    url: '/theme/classic?lang=en',
    failedSection: 'content',
    deadlineMs: 5000,
  });
  expect(getRuntimeConfig()).toMatchObject({
    listingsApiUrl: 'http://listings.internal:3006',
    listingsPublicUrl: 'https://search.betoch.et',
  });
  // Without an internal address, the one address is both.
  await renderPage({
    ...request,
    config: { ...request.config, listingsApiUrl: 'https://search.betoch.et' },
    url: '/theme/classic?lang=en',
    failedSection: 'content',
    deadlineMs: 5000,
  });
  expect(getRuntimeConfig()).toMatchObject({
    listingsApiUrl: 'https://search.betoch.et',
    listingsPublicUrl: 'https://search.betoch.et',
  });
});

test("each render is drawn in its visitor's data mode, never in the one before", async () => {
  translationsAnswer = true;
  const render = async (dataMode?: 'low' | 'normal') => {
    const result = await renderPage({
      ...request,
      ...(dataMode ? { dataMode } : {}),
      url: '/theme/classic?lang=en',
      failedSection: 'content',
      deadlineMs: 5000,
    });
    if (result.kind !== 'page') throw new Error(`no page: ${result.kind}`);
    return /<button[^>]*class="header__data-switch"[^>]*>/.exec(result.html)?.[0] ?? '';
  };
  expect(await render('low')).toContain('aria-pressed="true"');
  expect(await render()).toContain('aria-pressed="false"');
  expect(await render('low')).toContain('aria-pressed="true"');
  expect(await render('normal')).toContain('aria-pressed="false"');
});
