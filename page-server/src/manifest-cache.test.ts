/** @jest-environment node */
import { createManifestCache, MAX_MANIFEST_BYTES } from './manifest-cache';

const URL_A = 'http://localhost:3003/mf-manifest.json';
const V1 = { exposes: [{ name: 'theme', assets: { css: { sync: ['theme.1.css'] } } }] };
const V2 = { exposes: [{ name: 'theme', assets: { css: { sync: ['theme.2.css'] } } }] };

/** A fetch that answers from a queue of answers (a function for one that never comes). */
function fakeFetch(answers: (() => Promise<Response>)[]) {
  const calls: string[] = [];
  const fetchFile = ((url: string) => {
    calls.push(url);
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  }) as typeof fetch;
  return { fetchFile, calls };
}

const json = (value: unknown) => () => Promise.resolve(Response.json(value));

describe('createManifestCache', () => {
  it('reads a manifest once within its time to live, then again', async () => {
    let now = 0;
    const { fetchFile, calls } = fakeFetch([json(V1), json(V2)]);
    const cache = createManifestCache({ fetch: fetchFile, ttlMs: 10_000, now: () => now });
    expect(await cache.get(URL_A)).toEqual(V1);
    now = 9_000;
    expect(await cache.get(URL_A)).toEqual(V1);
    expect(calls).toHaveLength(1);
    now = 10_001;
    expect(await cache.get(URL_A)).toEqual(V2);
    expect(cache.last(URL_A)).toEqual(V2);
    expect(calls).toHaveLength(2);
  });

  it('keeps the last good manifest while a new read is under way, and when it fails', async () => {
    let now = 0;
    let answer: (response: Response) => void = () => undefined;
    const { fetchFile, calls } = fakeFetch([
      json(V1),
      () => new Promise<Response>((resolve) => (answer = resolve)),
      () => Promise.resolve(new Response('oops', { status: 500 })),
      json(V2),
    ]);
    const cache = createManifestCache({ fetch: fetchFile, ttlMs: 10, now: () => now });
    await cache.get(URL_A);
    now = 100;
    const pending = cache.get(URL_A);
    expect(cache.last(URL_A)).toEqual(V1);
    answer(new Response('oops', { status: 502 }));
    await expect(pending).rejects.toThrow(`${URL_A} answered 502`);
    expect(cache.last(URL_A)).toEqual(V1);
    // A failed read is forgotten: the next page asks again at once.
    await expect(cache.get(URL_A)).rejects.toThrow('answered 500');
    expect(await cache.get(URL_A)).toEqual(V2);
    expect(calls).toHaveLength(4);
  });

  it('within a wait: the fresh one in time, else the last good one, else null', async () => {
    let now = 0;
    const { fetchFile } = fakeFetch([
      json(V1),
      () => new Promise<Response>(() => undefined),
      () => Promise.resolve(new Response('oops', { status: 500 })),
    ]);
    const cache = createManifestCache({ fetch: fetchFile, ttlMs: 10, now: () => now });
    expect(await cache.within(URL_A, 1000)).toEqual(V1);
    now = 100;
    // The new read never answers: the last good one, once the wait is over.
    expect(await cache.within(URL_A, 20)).toEqual(V1);
    const never = createManifestCache({
      fetch: fakeFetch([() => new Promise<Response>(() => undefined)]).fetchFile,
    });
    expect(await never.within(URL_A, 20)).toBeNull();
    const failing = createManifestCache({
      fetch: fakeFetch([() => Promise.resolve(new Response('', { status: 500 }))]).fetchFile,
    });
    await expect(failing.within(URL_A, 1000)).rejects.toThrow('answered 500');
  });

  it('refuses an answer that is not a manifest, or too big, with a clear message', async () => {
    const huge = 'x'.repeat(MAX_MANIFEST_BYTES + 1);
    const { fetchFile } = fakeFetch([
      () => Promise.resolve(new Response('[1,2]')),
      () => Promise.resolve(new Response('{"exposes": [')),
      () => Promise.resolve(new Response(`{"a":"${huge}"}`)),
    ]);
    const cache = createManifestCache({ fetch: fetchFile });
    await expect(cache.get(URL_A)).rejects.toThrow(`${URL_A} is not a manifest`);
    await expect(cache.get(URL_A)).rejects.toThrow(SyntaxError);
    await expect(cache.get(URL_A)).rejects.toThrow(`${URL_A} is larger than 512 KB`);
    expect(cache.last(URL_A)).toBeUndefined();
  });
});
