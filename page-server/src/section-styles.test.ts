/** @jest-environment node */
import { EventEmitter } from 'node:events';
import type http from 'node:http';
import { cacheControl } from '@betoch/shared/domain/cache-rules';
import {
  createSectionStyles,
  hashOfSectionStylePath,
  rewriteStylesheetUrls,
  sectionStylePath,
  stylesheetHash,
} from './section-styles';

const BASE = 'http://localhost:3001/releases/1.2.0/__federation_expose_routes.71630239.css';
const HASH = 'a'.repeat(64);

describe('rewriteStylesheetUrls', () => {
  it('makes relative url()s absolute on the stylesheet’s own origin and folder', () => {
    expect(rewriteStylesheetUrls('.m{background:url(static/marker.2b3e1faf.png)}', BASE)).toBe(
      '.m{background:url("http://localhost:3001/releases/1.2.0/static/marker.2b3e1faf.png")}',
    );
    expect(rewriteStylesheetUrls(`.a{src:url( '../f.woff2' ) format("woff2")}`, BASE)).toBe(
      '.a{src:url("http://localhost:3001/releases/f.woff2") format("woff2")}',
    );
    expect(rewriteStylesheetUrls('.b{background:url("/root.png")}', BASE)).toBe(
      '.b{background:url("http://localhost:3001/root.png")}',
    );
  });

  it('leaves fragments, data: URLs and absolute URLs as they are', () => {
    const css =
      '.v{behavior:url(#default#VML)}.d{background:url(data:image/png;base64,AAAA)}' +
      '.x{background:url(https://cdn.example/x.png)}.e{background:url()}';
    expect(rewriteStylesheetUrls(css, BASE)).toBe(css);
  });

  it('rewrites @import strings too', () => {
    expect(rewriteStylesheetUrls('@import "more.css";', BASE)).toBe(
      '@import "http://localhost:3001/releases/1.2.0/more.css";',
    );
  });

  it('never lets a reference end the CSS string it is written into', () => {
    const out = rewriteStylesheetUrls(`.q{background:url('a"b.png')}`, BASE);
    expect(out).toBe('.q{background:url("http://localhost:3001/releases/1.2.0/a%22b.png")}');
  });
});

describe('the served path', () => {
  it('is the SHA-256 of the content, in hex', () => {
    const hash = stylesheetHash('.a{}');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toBe(stylesheetHash('.a{ }'));
    expect(sectionStylePath(hash)).toBe(`/_sections/${hash}.css`);
    expect(hashOfSectionStylePath(sectionStylePath(hash))).toBe(hash);
  });

  it.each([
    '/_sections/../shell/dist/index.html',
    `/_sections/${HASH}.css/..`,
    `/_sections/%2e%2e/${HASH}.css`,
    `/_sections/${HASH.toUpperCase()}.css`,
    `/_sections/${HASH.slice(1)}.css`,
    `/_sections/${HASH}.css.map`,
    `/_sections/x/${HASH}.css`,
    `/other/${HASH}.css`,
  ])('names nothing for %s', (pathname) => {
    expect(hashOfSectionStylePath(pathname)).toBeNull();
  });

  it('is cached as immutable by the one list of cache rules', () => {
    expect(cacheControl(sectionStylePath(HASH))).toBe('public, max-age=31536000, immutable');
  });
});

/** A response that records what was written. */
function recorder() {
  const sent: { status: number; headers: Record<string, string>; body?: Buffer | string } = {
    status: 0,
    headers: {},
  };
  const res = {
    writeHead(status: number, headers: Record<string, string> = {}) {
      sent.status = status;
      sent.headers = headers;
      return res;
    },
    end(body?: Buffer | string) {
      sent.body = body;
      return res;
    },
  };
  return { res: res as unknown as http.ServerResponse, sent };
}

function request(headers: Record<string, string> = {}, method = 'GET'): http.IncomingMessage {
  return Object.assign(new EventEmitter(), { method, headers }) as http.IncomingMessage;
}

const CSS_URL = 'http://localhost:3001/__federation_expose_routes.71630239.css';

function cssResponse(body: string, type = 'text/css; charset=utf-8', status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': type } });
}

describe('createSectionStyles', () => {
  const log = jest.fn();
  afterEach(() => log.mockReset());

  it('fetches a stylesheet once, rewritten, and serves it by its hash only', async () => {
    const fetch = jest.fn(async () => cssResponse('.l{background:url(static/a.1a2b3c4d.png)}'));
    const styles = createSectionStyles({ log, fetch });
    const [style] = await styles.get([CSS_URL]);
    expect(style?.href).toBe(CSS_URL);
    expect(style?.css).toBe('.l{background:url("http://localhost:3001/static/a.1a2b3c4d.png")}');
    expect(style?.path).toBe(sectionStylePath(stylesheetHash(style?.css ?? '')));
    await styles.get([CSS_URL]);
    expect(fetch).toHaveBeenCalledTimes(1);

    const ok = recorder();
    styles.serve(request({ 'accept-encoding': 'identity' }), ok.res, style?.path ?? '');
    expect(ok.sent.status).toBe(200);
    expect(ok.sent.headers['Content-Type']).toBe('text/css; charset=utf-8');
    expect(ok.sent.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(String(ok.sent.body)).toBe(style?.css);

    const br = recorder();
    styles.serve(request({ 'accept-encoding': 'gzip, br' }), br.res, style?.path ?? '');
    expect(br.sent.headers['Content-Encoding']).toBe('br');

    for (const path of [sectionStylePath(HASH), '/_sections/../index.html']) {
      const missing = recorder();
      styles.serve(request(), missing.res, path);
      expect(missing.sent.status).toBe(404);
    }
  });

  it('leaves out a stylesheet not there within the wait, and has it for the next page', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const styles = createSectionStyles({ log, fetch });
    expect(await styles.get([CSS_URL], 20)).toEqual([]);
    answer(cssResponse('.l{}'));
    // The next page waits for the load already under way (compressed off the event loop, a few
    // ms), rather than asking again.
    const [style] = await styles.get([CSS_URL], 1000);
    expect(style?.css).toBe('.l{}');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up a fetch at its time limit and asks again for the next page', async () => {
    const fetch = jest.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const styles = createSectionStyles({ log, fetch, fetchMs: 10 });
    expect(await styles.get([CSS_URL], 1000)).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('aborted'));
    await styles.get([CSS_URL], 1000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing of an error page or an answer that is not CSS', async () => {
    const fetch = jest
      .fn<Promise<Response>, [string | URL | Request, RequestInit?]>()
      .mockResolvedValueOnce(cssResponse('Not found', 'text/css', 404))
      .mockResolvedValueOnce(cssResponse('<html>', 'text/html'));
    const styles = createSectionStyles({ log, fetch });
    expect(await styles.get([CSS_URL])).toEqual([]);
    expect(await styles.get([CSS_URL])).toEqual([]);
    expect(log.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining('answered 404'),
      expect.stringContaining('is not CSS'),
    ]);
  });
});
