/** @jest-environment node */
import { createBrokeredFetch } from './brokered-fetch';
import type { FetchCall } from '@betoch/shared/server/render-protocol';

function brokered() {
  const calls: FetchCall[] = [];
  const { fetch, settle } = createBrokeredFetch((call) => calls.push(call));
  return { fetch, settle, calls };
}

test('a fetch goes out as a call with its address and headers, and comes back as a Response', async () => {
  const { fetch, settle, calls } = brokered();
  const answer = fetch('http://localhost:3000/assets/i18n/en.json', {
    headers: { Accept: 'application/json' },
  });
  expect(calls).toEqual([
    {
      type: 'fetch',
      id: 1,
      url: 'http://localhost:3000/assets/i18n/en.json',
      method: 'GET',
      headers: { accept: 'application/json' },
    },
  ]);
  settle({
    type: 'fetched',
    id: 1,
    status: 200,
    headers: [['content-type', 'application/json']],
    body: Buffer.from('{"a":1}').toString('base64'),
  });
  const response = await answer;
  expect(response).toBeInstanceOf(Response);
  expect(response.ok).toBe(true);
  expect(response.headers.get('content-type')).toBe('application/json');
  expect(await response.json()).toEqual({ a: 1 });
});

test('a refusal rejects as a failed fetch does, with the reason', async () => {
  const { fetch, settle } = brokered();
  const answer = fetch('http://localhost:3005/api/health');
  settle({ type: 'fetch-failed', id: 1, message: 'http://localhost:3005 is not reachable' });
  await expect(answer).rejects.toThrow('fetch failed: http://localhost:3005 is not reachable');
});

test('an abort (a time limit) rejects at once with its reason and tells the server', async () => {
  const { fetch, calls, settle } = brokered();
  const controller = new AbortController();
  const answer = fetch('http://localhost:3001/remoteEntry.server.js', {
    signal: controller.signal,
  });
  controller.abort(new DOMException('timed out', 'TimeoutError'));
  await expect(answer).rejects.toThrow('timed out');
  expect(calls[1]).toEqual({ type: 'fetch-abort', id: 1 });
  // A late answer changes nothing.
  settle({ type: 'fetched', id: 1, status: 200, headers: [], body: '' });
});

test('only GET and HEAD leave the worker', async () => {
  const { fetch, calls } = brokered();
  await expect(fetch('http://localhost:3005/api/auth/login', { method: 'POST' })).rejects.toThrow(
    'POST is not allowed in a render worker',
  );
  expect(calls).toEqual([]);
});
