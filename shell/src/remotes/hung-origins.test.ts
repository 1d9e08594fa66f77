/**
 * @jest-environment node
 */
import { createHungOrigins, HUNG_ORIGIN_MS, HungOriginError, type FetchFile } from './hung-origins';
import { RemoteTimeoutError } from './load-timeout';

const ENTRY = 'http://listings.example/ssr/remoteEntry.server.js';
const CHUNK = 'http://listings.example/ssr/42.js';
const OTHER = 'http://content.example/mf-manifest.json';

function timeoutError(): Error {
  return new DOMException('The operation was aborted due to timeout', 'TimeoutError');
}

/** A fetch that answers each URL as `answers` says at the moment it is called. */
function fakeFetch(answers: Map<string, 'ok' | 'hang' | 'refuse' | 'timeout-error'>) {
  const asked: string[] = [];
  const fetchFile: FetchFile = (url) => {
    asked.push(url);
    const answer = answers.get(url) ?? 'ok';
    if (answer === 'hang') return Promise.reject(timeoutError());
    if (answer === 'timeout-error') return Promise.reject(new RemoteTimeoutError(url, 1000));
    if (answer === 'refuse') return Promise.reject(new TypeError('fetch failed'));
    return Promise.resolve(new Response('ok'));
  };
  return { fetchFile, asked };
}

test('after a time-out, the origin’s files fail at once for HUNG_ORIGIN_MS, then it is asked again', async () => {
  let clock = 0;
  const answers = new Map([[ENTRY, 'hang' as const]]);
  const { fetchFile, asked } = fakeFetch(answers);
  const guarded = createHungOrigins(() => clock).guard(fetchFile);

  await expect(guarded(ENTRY, 1000)).rejects.toThrow('aborted due to timeout');
  clock = 800;
  // Another file of the same origin is not asked: the render does not wait out the origin again.
  const refused = guarded(CHUNK, 1000);
  await expect(refused).rejects.toBeInstanceOf(HungOriginError);
  await expect(refused).rejects.toThrow(
    'http://listings.example did not answer within 1 s 0.8 s ago: not asked again for 4.2 s',
  );
  // A section's message names a time-out: the browser's and the server's handling stay one.
  await expect(guarded(CHUNK, 1000)).rejects.toBeInstanceOf(RemoteTimeoutError);
  // Another origin is asked as usual.
  await expect(guarded(OTHER, 1000)).resolves.toBeInstanceOf(Response);
  expect(asked).toEqual([ENTRY, OTHER]);

  // Past the hold, the next fetch asks the origin again; once it answers, it is trusted again.
  clock = HUNG_ORIGIN_MS;
  answers.set(ENTRY, 'ok' as never);
  await expect(guarded(ENTRY, 1000)).resolves.toBeInstanceOf(Response);
  clock += 1;
  await expect(guarded(CHUNK, 1000)).resolves.toBeInstanceOf(Response);
  expect(asked).toEqual([ENTRY, OTHER, ENTRY, CHUNK]);
});

test('a time-out reported as our own RemoteTimeoutError counts; a refused connection does not', async () => {
  let clock = 0;
  const answers = new Map<string, 'ok' | 'hang' | 'refuse' | 'timeout-error'>([
    [ENTRY, 'refuse'],
    [OTHER, 'timeout-error'],
  ]);
  const { fetchFile, asked } = fakeFetch(answers);
  const guarded = createHungOrigins(() => clock).guard(fetchFile);

  await expect(guarded(ENTRY, 1000)).rejects.toThrow('fetch failed');
  clock = 10;
  // A down origin fails fast by itself: it is asked each time, and is back as soon as it is.
  await expect(guarded(CHUNK, 1000)).resolves.toBeInstanceOf(Response);
  await expect(guarded(OTHER, 1000)).rejects.toBeInstanceOf(RemoteTimeoutError);
  await expect(guarded(OTHER, 1000)).rejects.toBeInstanceOf(HungOriginError);
  expect(asked).toEqual([ENTRY, CHUNK, OTHER]);
});

test('a hang after a time-out starts the hold again from the new time-out', async () => {
  let clock = 0;
  const { fetchFile, asked } = fakeFetch(new Map([[ENTRY, 'hang' as const]]));
  const guarded = createHungOrigins(() => clock, 1000).guard(fetchFile);
  await expect(guarded(ENTRY, 1000)).rejects.toThrow('timeout');
  clock = 1000;
  await expect(guarded(ENTRY, 1000)).rejects.not.toBeInstanceOf(HungOriginError);
  clock = 1999;
  await expect(guarded(ENTRY, 1000)).rejects.toBeInstanceOf(HungOriginError);
  expect(asked).toEqual([ENTRY, ENTRY]);
});
