/** @jest-environment node */
import type { RuntimeConfig } from '@betoch/shared/config/runtime-config';
import type { FetchAnswer } from '@betoch/shared/server/render-protocol';
import { createNetworkBroker, fetchRefusal, workerReach } from './network-broker';

const CONFIG: RuntimeConfig = {
  remotes: {
    listings: 'http://localhost:3001/mf-manifest.json',
    property: 'http://localhost:3002/mf-manifest.json',
    content: 'https://content.betoch.et/releases/1.2.0/mf-manifest.json',
    account: '',
  },
  refused: { account: 'http://localhost:3099 is not an allowed remote origin' },
  apiBaseUrl: 'http://localhost:3005',
  dataBaseUrl: '/assets/data/',
  listingsApiUrl: 'https://search.betoch.et',
};

test('a worker may reach the shell’s data and texts, the trusted remotes and the listings service as the server does; never the API', () => {
  const allowed = workerReach(CONFIG, 'http://localhost:3000', 'http://10.0.0.5:3006');
  expect(allowed).toEqual([
    'http://localhost:3000/assets/',
    'http://localhost:3000/assets/data/',
    'http://localhost:3001/',
    'http://localhost:3002/',
    'https://content.betoch.et/',
    'http://10.0.0.5:3006/',
  ]);
  expect(workerReach(CONFIG, 'http://localhost:3000')).toContain('https://search.betoch.et/');
  const refusal = (url: string) => fetchRefusal(url, 'GET', allowed);
  expect(refusal('http://localhost:3000/assets/i18n/en.json')).toBeNull();
  expect(refusal('http://localhost:3001/releases/1.0.0/ssr/chunk.js')).toBeNull();
  expect(refusal('http://localhost:3005/api/health')).toBe(
    'http://localhost:3005 is not reachable from a render worker',
  );
  // Not the shell's pages (each would be rendered again) or its config.json, however spelt.
  expect(refusal('http://localhost:3000/theme/classic')).toBe(
    '/theme/classic of http://localhost:3000 is not reachable from a render worker',
  );
  expect(refusal('http://localhost:3000/assets/%2e%2e/config.json')).toBe(
    '/config.json of http://localhost:3000 is not reachable from a render worker',
  );
});

test('a prefix allows its own origin, not one whose port begins the same', () => {
  expect(fetchRefusal('http://127.0.0.1:40001/', 'GET', ['http://127.0.0.1:4000/'])).toBe(
    'http://127.0.0.1:40001 is not reachable from a render worker',
  );
});

test.each([
  [
    'http://localhost:3005/api/health',
    'GET',
    'http://localhost:3005 is not reachable from a render worker',
  ],
  ['http://localhost:3000/api', 'POST', 'POST is not allowed'],
  ['file:///etc/passwd', 'GET', 'file: is not allowed'],
  ['http://user:pw@localhost:3000/', 'GET', 'an address with credentials is not allowed'],
  ['/assets/data/x.json', 'GET', '"/assets/data/x.json" is not an absolute URL'],
])('%s (%s) is refused: %s', (url, method, reason) => {
  expect(fetchRefusal(url, method, ['http://localhost:3000/'])).toBe(reason);
});

test('nothing is reachable between pages, and an allowed GET or HEAD is', () => {
  expect(fetchRefusal('http://localhost:3000/x', 'GET', null)).toBe(
    'nothing may be fetched between pages',
  );
  expect(fetchRefusal('http://localhost:3000/x', 'HEAD', ['http://localhost:3000/'])).toBeNull();
});

/** A broker over a fake network; its answers, and what the network was asked. */
function brokerOver(
  network: (url: string, init: RequestInit) => Promise<Response>,
  maxBytes = 1024,
) {
  const asked: { url: string; init: RequestInit }[] = [];
  const answers: FetchAnswer[] = [];
  const broker = createNetworkBroker({
    fetchImpl: ((url: string, init: RequestInit) => {
      asked.push({ url, init });
      return network(url, init);
    }) as typeof fetch,
    maxBytes,
    maxInFlight: 2,
  });
  const call = (id: number, url: string, headers: Record<string, string> = {}) =>
    broker.call(
      { type: 'fetch', id, url, method: 'GET', headers },
      ['http://localhost:3000/'],
      (a) => answers.push(a),
    );
  return { broker, asked, answers, call };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

test('an allowed fetch is made with no header of the worker but Accept and Accept-Language, redirects not followed, and answered whole', async () => {
  const { asked, answers, call } = brokerOver(() =>
    Promise.resolve(
      new Response('{"ok":true}', {
        status: 200,
        headers: { 'content-type': 'application/json', 'set-cookie': 'a=b' },
      }),
    ),
  );
  call(1, 'http://localhost:3000/assets/data/properties.json', {
    accept: 'application/json',
    'x-forwarded-for': '203.0.113.9',
    authorization: 'Bearer stolen',
  });
  await settled();
  expect(asked[0]?.init.headers).toEqual({ accept: 'application/json' });
  expect(asked[0]?.init.redirect).toBe('manual');
  expect(answers).toEqual([
    {
      type: 'fetched',
      id: 1,
      status: 200,
      headers: [['content-type', 'application/json']],
      body: Buffer.from('{"ok":true}').toString('base64'),
    },
  ]);
});

test('a fetch made for a page request carries the page request’s id, never one the worker chose', async () => {
  const { asked, broker } = brokerOver(() => Promise.resolve(new Response('{}')));
  const fetchOf = (id: number, headers: Record<string, string>, requestId?: string) =>
    broker.call(
      {
        type: 'fetch',
        id,
        url: 'http://localhost:3000/assets/data/x.json',
        method: 'GET',
        headers,
      },
      ['http://localhost:3000/'],
      () => undefined,
      requestId,
    );
  fetchOf(1, { 'x-request-id': 'forged' }, 'page-7f3a');
  fetchOf(2, { 'x-request-id': 'forged' });
  await settled();
  expect(asked.map((a) => a.init.headers)).toEqual([{ 'x-request-id': 'page-7f3a' }, {}]);
});

test('a refused fetch never reaches the network, and says why', async () => {
  const { asked, answers, broker } = brokerOver(() => Promise.resolve(new Response('')));
  broker.call(
    { type: 'fetch', id: 7, url: 'http://127.0.0.1:5432/', method: 'GET', headers: {} },
    ['http://localhost:3000/'],
    (a) => answers.push(a),
  );
  await settled();
  expect(asked).toEqual([]);
  expect(answers).toEqual([
    {
      type: 'fetch-failed',
      id: 7,
      message: 'http://127.0.0.1:5432 is not reachable from a render worker',
    },
  ]);
});

test('a body past the cap fails the fetch with the limit named', async () => {
  const { answers, call } = brokerOver(() => Promise.resolve(new Response('x'.repeat(4096))));
  call(1, 'http://localhost:3000/big.css');
  await settled();
  expect(answers[0]).toMatchObject({ type: 'fetch-failed', id: 1 });
  expect((answers[0] as { message: string }).message).toMatch(/larger than 1 KB/);
});

test('at most a few fetches at once per worker; an abort or the worker gone stops them, unanswered', async () => {
  const { answers, call, broker, asked } = brokerOver(
    (_, init) =>
      new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      }),
  );
  call(1, 'http://localhost:3000/a');
  call(2, 'http://localhost:3000/b');
  call(3, 'http://localhost:3000/c');
  await settled();
  expect(answers).toEqual([
    { type: 'fetch-failed', id: 3, message: 'more than 2 fetches at once' },
  ]);
  broker.call({ type: 'fetch-abort', id: 1 }, null, () => undefined);
  await settled();
  expect(asked[0]?.init.signal?.aborted).toBe(true);
  broker.close();
  await settled();
  expect(asked[1]?.init.signal?.aborted).toBe(true);
  expect(answers).toHaveLength(1);
});
