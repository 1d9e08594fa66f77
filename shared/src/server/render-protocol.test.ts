/** @jest-environment node */
import { isWorkerAnswer, isWorkerRequest, isRenderResult, PAGE_STATUSES } from './render-protocol';

const page = {
  kind: 'page',
  status: 200,
  html: '<h1>A</h1>',
  state: '{}',
  errors: [],
  section: { remote: 'listings', module: './routes' },
};

const listed = (path: string, canonical = path) => ({
  path,
  canonical,
  indexed: true,
  visitorsOwn: false,
});

describe('what a render worker answers, as the page server takes it', () => {
  it('takes a page with a status of the short list, and nothing else', () => {
    for (const status of PAGE_STATUSES) expect(isRenderResult({ ...page, status })).toBe(true);
    // A withdrawn listing's page is 410 (domain/not-found-mark.ts).
    expect(PAGE_STATUSES).toEqual([200, 404, 410]);
    for (const status of [100, 201, 301, 302, 401, 500, 200.5, Number.NaN]) {
      expect(isRenderResult({ ...page, status })).toBe(false);
    }
  });

  it('takes a redirect only to a path on the site’s own origin', () => {
    expect(isRenderResult({ kind: 'redirect', location: '/page/404' })).toBe(true);
    expect(isRenderResult({ kind: 'redirect', location: '/listing?tag=bole&sort=new' })).toBe(true);
    for (const location of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      'javascript:alert(1)',
      '/a\r\nSet-Cookie: token=x',
      '',
      `/${'a'.repeat(2048)}`,
    ]) {
      expect(isRenderResult({ kind: 'redirect', location })).toBe(false);
    }
  });

  it('refuses a listed page whose path or canonical could break the files written from it', () => {
    const ok = (pages: unknown[]) => isWorkerAnswer({ type: 'pages', id: 1, pages });
    expect(ok([listed('/property/image-box?id=b01'), listed('/ብሎግ')])).toBe(true);
    // A newline went into robots.txt as is: "Disallow: /" for every crawler.
    expect(ok([listed('/a\nDisallow: /')])).toBe(false);
    expect(ok([listed('/a\u2028b')])).toBe(false);
    expect(ok([listed('/a b')])).toBe(false);
    expect(ok([listed('/a', '/a\tb')])).toBe(false);
    expect(ok([listed('//evil.example/a')])).toBe(false);
    expect(ok([listed('a')])).toBe(false);
  });

  it('refuses a head whose canonical is not a path on the site', () => {
    const head = { title: 'T', description: 'D', ogType: 'website', jsonLd: [] };
    const answer = (canonical: string) =>
      isWorkerAnswer({ type: 'result', id: 1, result: { ...page, head: { ...head, canonical } } });
    expect(answer('/property/image-box?id=b01')).toBe(true);
    expect(answer('//evil.example/')).toBe(false);
    expect(answer('/a"><script>')).toBe(true); // escaped where it is written (pageHeadHtml)
    expect(answer('/a\n')).toBe(false);
  });
});

describe('the network calls between a worker and the page server', () => {
  const call = {
    type: 'fetch',
    id: 3,
    url: 'http://localhost:3000/a.json',
    method: 'GET',
    headers: {},
  };

  test('a fetch call of the expected shape is taken; an oversized address or odd headers are not', () => {
    expect(isWorkerAnswer(call)).toBe(true);
    expect(isWorkerAnswer({ type: 'fetch-abort', id: 3 })).toBe(true);
    expect(isWorkerAnswer({ ...call, url: `http://localhost:3000/${'a'.repeat(9000)}` })).toBe(
      false,
    );
    expect(isWorkerAnswer({ ...call, headers: { accept: 1 } })).toBe(false);
    expect(isWorkerAnswer({ ...call, id: '3' })).toBe(false);
  });

  test('the worker takes a response or a refusal of the expected shape, nothing else', () => {
    expect(
      isWorkerRequest({
        type: 'fetched',
        id: 3,
        status: 200,
        headers: [['etag', '"x"']],
        body: '',
      }),
    ).toBe(true);
    expect(isWorkerRequest({ type: 'fetch-failed', id: 3, message: 'refused' })).toBe(true);
    expect(
      isWorkerRequest({ type: 'fetched', id: 3, status: 200, headers: [['etag']], body: '' }),
    ).toBe(false);
    expect(isWorkerRequest({ type: 'fetched', id: 3, status: 200, headers: [] })).toBe(false);
  });
});
