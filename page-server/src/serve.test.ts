/** @jest-environment node */
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { localRemoteUrls, REMOTES, SHELL } from '@betoch/shared/build/apps';
import {
  addressAfterPost,
  allowedRemoteOrigins,
  contentSecurityPolicy,
  createAppServer,
  type AppServerOptions,
} from './serve';

const PAGE = `<!doctype html>
<html lang="en">
  <head><script>document.documentElement.lang = 'en';</script></head>
  <body><div id="root"></div><script defer src="/main.1a2b3c4d.js"></script></body>
</html>
`;

const CONFIG = {
  remotes: localRemoteUrls(),
  apiBaseUrl: 'http://localhost:3005',
  dataBaseUrl: '/assets/data/',
};

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let dist: string;
let server: http.Server;
let logged: string[];

/** A raw GET (the path is sent exactly as written), or the network error if the reply broke off. */
function get(pathname: string): Promise<Reply | { error: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', (error) => resolve({ error: error.message }));
    });
    req.on('error', (error) => resolve({ error: error.message }));
  });
}

/** A form's POST as a browser sends it (the body urlencoded); the redirect is not followed. */
function post(pathname: string, body: string): Promise<Reply> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function reply(pathname: string): Promise<Reply> {
  const result = await get(pathname);
  if ('error' in result) throw new Error(`GET ${pathname}: ${result.error}`);
  return result;
}

function write(name: string, text: string): void {
  writeFileSync(path.join(dist, name), text);
}

async function serveDist(app = SHELL, options: AppServerOptions = {}): Promise<void> {
  server = createAppServer(app, { log: (line) => logged.push(line), ...options }, dist);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
}

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'betoch-serve-'));
  logged = [];
  write('index.html', PAGE);
  write('config.json', JSON.stringify(CONFIG));
  write('main.1a2b3c4d.js', 'console.log("main");');
  write('standalone.html', PAGE);
});

afterEach(async () => {
  await new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  rmSync(dist, { recursive: true, force: true });
});

function expectPageHeaders(headers: http.IncomingHttpHeaders): void {
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
}

describe('which paths get the page, and with which headers', () => {
  beforeEach(() => serveDist());

  test.each(['/x@1.js', '/foo(1).js', '/%E1%88%80.js', '/missing.css'])(
    'a missing file %s is a 404, never the page',
    async (pathname) => {
      const { status, headers, body } = await reply(pathname);
      expect(status).toBe(404);
      expect(headers['content-type']).not.toContain('text/html');
      expect(body).not.toContain('<div id="root">');
    },
  );

  test.each(['/', '/index.html', '/listing/grid-view/2-grid/left-sidebar', '/theme/classic?x=1'])(
    '%s is the page, with CSP, no framing, no-store and the feature policies',
    async (pathname) => {
      const { status, headers, body } = await reply(pathname);
      expect(status).toBe(200);
      expect(body).toBe(PAGE);
      expectPageHeaders(headers);
      expect(headers['content-security-policy']).toMatch(/script-src 'self' [^;]*'sha256-/);
      expect(headers['content-security-policy']).toContain('http://localhost:3003');
    },
  );

  test('the page goes out in the encoding asked for, and a new copy of it once index.html changes', async () => {
    const { port } = server.address() as AddressInfo;
    const encodedPage = (encoding: string) =>
      new Promise<{ encoding?: string; length: number; body: string }>((resolve, reject) => {
        http
          .get(
            { host: '127.0.0.1', port, path: '/', headers: { 'Accept-Encoding': encoding } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => {
                const raw = Buffer.concat(chunks);
                const sent = res.headers['content-encoding'];
                const body =
                  sent === 'br'
                    ? brotliDecompressSync(raw)
                    : sent === 'gzip'
                      ? gunzipSync(raw)
                      : raw;
                expect(Number(res.headers['content-length'])).toBe(raw.length);
                resolve({ encoding: sent, length: raw.length, body: body.toString() });
              });
            },
          )
          .on('error', reject);
      });
    for (const [asked, sent] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, br', 'br'],
      ['identity', undefined],
    ] as const) {
      // Twice: compressed at the first request, then kept.
      for (const time of [1, 2]) {
        const answer = await encodedPage(asked);
        expect({ asked, time, encoding: answer.encoding, body: answer.body }).toEqual({
          asked,
          time,
          encoding: sent,
          body: PAGE,
        });
      }
    }
    const changed = PAGE.replace('main.1a2b3c4d.js', 'main.5e6f7a8b.js');
    write('index.html', changed);
    expect((await encodedPage('br')).body).toBe(changed);
    expect((await encodedPage('gzip')).body).toBe(changed);
  });

  test('any other HTML file of the build carries the same headers', async () => {
    const { status, headers } = await reply('/standalone.html');
    expect(status).toBe(200);
    expectPageHeaders(headers);
  });

  test('hashed files are cached for a year, config.json never', async () => {
    expect((await reply('/main.1a2b3c4d.js')).headers['cache-control']).toContain('immutable');
    expect((await reply('/config.json')).headers['cache-control']).toBe('no-store');
  });
});

describe('config.json and what promotions leave beside it', () => {
  beforeEach(() => serveDist());

  /** A GET of config.json accepting `encoding`. */
  function configReply(encoding: string): Promise<{ encoding?: string; body: string }> {
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port,
            path: '/config.json',
            headers: { 'Accept-Encoding': encoding },
          },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body }));
          },
        )
        .on('error', reject);
    });
  }

  test('config.json is the file itself, never a stale .gz or .br copy beside it', async () => {
    const stale = JSON.stringify({ ...CONFIG, apiBaseUrl: 'http://localhost:3999' });
    writeFileSync(path.join(dist, 'config.json.gz'), gzipSync(stale));
    writeFileSync(path.join(dist, 'config.json.br'), brotliCompressSync(stale));
    for (const encoding of ['gzip', 'br', 'gzip, br']) {
      const { encoding: sent, body } = await configReply(encoding);
      expect([encoding, sent]).toEqual([encoding, undefined]);
      expect(JSON.parse(body)).toEqual(CONFIG);
    }
  });

  test("config.json's lock and half-written copies (dot files) are never sent", async () => {
    write('.config.json.lock', JSON.stringify({ pid: 1 }));
    write('.config.json.123.456.tmp', '{');
    expect((await reply('/.config.json.lock')).status).toBe(404);
    expect((await reply('/.config.json.123.456.tmp')).status).toBe(404);
  });
});

describe('a form the browser posts itself to a page', () => {
  const SECRET = 'email=selam%40betoch.et&password=Selam%232026';

  test.each([
    '/page/other-pages/log-in',
    '/page/other-pages/log-in?returnTo=%2Ffavorites',
    '/property/image-box?id=b01',
    '/theme/classic',
    '/',
    '/index.html',
  ])('%s answers 303 to the same address, with nothing of the body', async (pathname) => {
    await serveDist();
    const { status, headers, body } = await post(pathname, SECRET);
    expect(status).toBe(303);
    expect(headers.location).toBe(pathname);
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toBe('');
    // The server keeps answering on the same connection's terms, and logged nothing.
    expect((await reply(pathname)).status).toBe(200);
    expect(logged).toEqual([]);
  });

  test("a remote's standalone page answers the same way", async () => {
    await serveDist(REMOTES[0] ?? SHELL);
    const { status, headers } = await post('/', SECRET);
    expect([status, headers.location]).toEqual([303, '/']);
  });

  test('an address a browser would read as another site goes to / instead', async () => {
    await serveDist();
    for (const pathname of ['//evil.example/x', '/\\evil.example/x']) {
      const { status, headers } = await post(pathname, SECRET);
      expect([pathname, status, headers.location]).toEqual([pathname, 303, '/']);
    }
  });
});

describe('addressAfterPost', () => {
  test('is the address as requested, or / when a browser would read it as another site', () => {
    expect(addressAfterPost('/contact/contact-1?x=%20a+b')).toBe('/contact/contact-1?x=%20a+b');
    expect(addressAfterPost('/')).toBe('/');
    for (const url of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'http://evil.example/',
      '',
    ]) {
      expect([url, addressAfterPost(url)]).toEqual([url, '/']);
    }
  });
});

describe('a broken config.json or index.html while serving', () => {
  beforeEach(() =>
    serveDist(SHELL, { remoteOrigins: [...allowedRemoteOrigins({}), 'http://localhost:3011'] }),
  );

  test('a truncated, then a deleted config.json: the last good copy is served and the refusal logged', async () => {
    write('config.json', '{"remotes": {"listings": "http://loc');
    const truncated = await reply('/config.json');
    expect(truncated.status).toBe(200);
    expect(JSON.parse(truncated.body)).toEqual(CONFIG);
    expect(logged.join('\n')).toMatch(/config\.json refused, still serving the last good copy/);

    unlinkSync(path.join(dist, 'config.json'));
    expect(JSON.parse((await reply('/config.json')).body)).toEqual(CONFIG);
    const page = await reply('/theme/classic');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain('http://localhost:3001');

    // Fixed by hand: the new copy is served at once, and the CSP follows it.
    const edited = {
      ...CONFIG,
      remotes: { ...CONFIG.remotes, listings: 'http://localhost:3011/mf-manifest.json' },
    };
    write('config.json', JSON.stringify(edited));
    expect(JSON.parse((await reply('/config.json')).body)).toEqual(edited);
    expect((await reply('/')).headers['content-security-policy']).toContain(
      'http://localhost:3011',
    );
  });

  test('a config.json of the wrong shape is refused like a truncated one', async () => {
    write('config.json', JSON.stringify({ remotes: 'all of them' }));
    expect(JSON.parse((await reply('/config.json')).body)).toEqual(CONFIG);
    expect(logged.join('\n')).toMatch(/config\.json is invalid: remotes is missing/);
  });

  test('a truncated, then a deleted index.html: the last good page is served with its headers', async () => {
    write('index.html', PAGE.slice(0, 60));
    const truncated = await reply('/listing/grid-view/2-grid/left-sidebar');
    expect(truncated.status).toBe(200);
    expect(truncated.body).toBe(PAGE);
    expectPageHeaders(truncated.headers);
    expect(logged.join('\n')).toMatch(/index\.html refused/);

    unlinkSync(path.join(dist, 'index.html'));
    expect((await reply('/index.html')).body).toBe(PAGE);

    const next = PAGE.replace('<body>', '<body class="v2">');
    write('index.html', next);
    expect((await reply('/')).body).toBe(next);
  });

  test('a file deleted under the server ends that one response, and the server keeps answering', async () => {
    unlinkSync(path.join(dist, 'main.1a2b3c4d.js'));
    const broken = await get('/main.1a2b3c4d.js');
    expect('error' in broken || broken.status === 500).toBe(true);
    expect(logged.join('\n')).toMatch(/GET \/main\.1a2b3c4d\.js failed/);
    expect((await reply('/theme/classic')).status).toBe(200);
    expect((await reply('/config.json')).status).toBe(200);
  });
});

describe('remote origins', () => {
  test('a remote that is not https: outside localhost, or not on an allowed origin, is refused', async () => {
    write(
      'config.json',
      JSON.stringify({
        ...CONFIG,
        remotes: {
          ...CONFIG.remotes,
          listings: 'http://evil.example/mf-manifest.json',
          property: 'http://localhost:3099/mf-manifest.json',
        },
      }),
    );
    await serveDist();
    const served = JSON.parse((await reply('/config.json')).body) as typeof CONFIG & {
      refused: Record<string, string>;
    };
    expect(served.remotes.listings).toBe('');
    expect(served.remotes.property).toBe('');
    expect(served.refused.listings).toMatch(/http:\/\/evil\.example is not https:/);
    expect(served.refused.property).toBe('http://localhost:3099 is not an allowed remote origin');
    expect(served.remotes.content).toBe(CONFIG.remotes.content);

    const csp = (await reply('/')).headers['content-security-policy'] ?? '';
    expect(csp).not.toContain('evil.example');
    expect(csp).not.toContain('3099');
    expect(csp).toContain('http://localhost:3003');
    expect(logged.join('\n')).toMatch(/remote "listings" refused/);
  });

  test("the listings service's origin is allowed to connect and to show its photos, and an http: one elsewhere is not used", async () => {
    write('config.json', JSON.stringify({ ...CONFIG, listingsApiUrl: 'http://localhost:3006/' }));
    await serveDist();
    expect((await reply('/config.json')).body).toContain(
      '"listingsApiUrl":"http://localhost:3006"',
    );
    const csp = (await reply('/')).headers['content-security-policy'];
    expect(csp).toMatch(/connect-src 'self'[^;]* http:\/\/localhost:3006[;\s]/);
    // A seller's photos are the service's files (docs/publishing.md#photos).
    expect(csp).toMatch(/img-src 'self' data: blob:[^;]* http:\/\/localhost:3006[;\s]/);

    write('config.json', JSON.stringify({ ...CONFIG, listingsApiUrl: 'http://search.example' }));
    const served = JSON.parse((await reply('/config.json')).body) as Record<string, unknown>;
    expect(served.listingsApiUrl).toBeUndefined();
    expect(served.listingsApiRefused).toMatch(/http:\/\/search\.example is not https:/);
    expect((await reply('/')).headers['content-security-policy']).not.toContain('search.example');
    expect(logged.join('\n')).toMatch(/listingsApiUrl: http:\/\/search\.example is not https:/);
  });

  test("a page's images may come from the listings service only when config.json names one", () => {
    const directive = (csp: string, name: string) =>
      csp
        .split('; ')
        .find((part) => part.startsWith(`${name} `))
        ?.split(' ')
        .slice(1) ?? [];
    const without = contentSecurityPolicy([], CONFIG);
    expect(directive(without, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      ...new Set(Object.values(CONFIG.remotes).map((url) => new URL(url).origin)),
    ]);
    const withService = contentSecurityPolicy([], {
      ...CONFIG,
      listingsApiUrl: 'https://search.betoch.et',
    });
    expect(directive(withService, 'img-src')).toContain('https://search.betoch.et');
    expect(directive(withService, 'connect-src')).toContain('https://search.betoch.et');
    // Images only: the service runs no script and no style of the page.
    expect(directive(withService, 'script-src')).not.toContain('https://search.betoch.et');
    expect(directive(withService, 'style-src')).not.toContain('https://search.betoch.et');
  });

  test('BETOCH_REMOTE_ORIGINS lists the origins; by default the remotes on localhost', () => {
    expect(
      allowedRemoteOrigins({
        BETOCH_REMOTE_ORIGINS: ' https://cdn.betoch.et/ ,https://mf.betoch.et',
      }),
    ).toEqual(['https://cdn.betoch.et', 'https://mf.betoch.et']);
    expect(allowedRemoteOrigins({})).toEqual(
      expect.arrayContaining(['http://localhost:3001', 'http://127.0.0.1:3004']),
    );
    expect(() => allowedRemoteOrigins({ BETOCH_REMOTE_ORIGINS: 'cdn.betoch.et' })).toThrow(
      /not an origin/,
    );
  });
});

describe('start-up', () => {
  afterEach(() => {
    // Nothing listens in these tests; the shared afterEach closes a stopped server.
    server = http.createServer();
  });

  test('a config.json that is already broken at start is refused with the reason', () => {
    write('config.json', '{');
    expect(() => createAppServer(SHELL, { log: () => undefined }, dist)).toThrow(/JSON/);
  });
});

describe("a remote's standalone page", () => {
  const listings = REMOTES[0] ?? SHELL;

  beforeEach(() => serveDist(listings));

  test('its page carries the same headers; other extension-less paths are 404', async () => {
    for (const pathname of ['/', '/index.html']) {
      const { status, headers } = await reply(pathname);
      expect(status).toBe(200);
      expectPageHeaders(headers);
      expect(headers['content-security-policy']).toContain(
        "connect-src 'self' http://localhost:3005",
      );
    }
    expect((await reply('/listing/grid-view/2-grid/left-sidebar')).status).toBe(404);
    expect((await reply('/x@1.js')).status).toBe(404);
  });
});

describe("the visitor's chosen language (the betoch_lang cookie)", () => {
  /** A GET with a Cookie header; the redirect is not followed. */
  function withCookie(pathname: string, cookie?: string): Promise<Reply> {
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port, path: pathname, headers: cookie ? { Cookie: cookie } : {} },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body }),
            );
          },
        )
        .on('error', reject);
    });
  }

  beforeEach(() => serveDist());

  test.each([
    ['/theme/classic', '/theme/classic?lang=am'],
    ['/property/image-box?id=b01', '/property/image-box?id=b01&lang=am'],
    ['/theme/classic?lang=en', '/theme/classic?lang=am'],
    [
      '/page/other-pages/log-in?returnTo=%2Ffavorites',
      '/page/other-pages/log-in?returnTo=%2Ffavorites&lang=am',
    ],
  ])(
    'Amharic chosen: %s is a no-store 302 to %s, before any render',
    async (pathname, location) => {
      const { status, headers, body } = await withCookie(pathname, 'a=1; betoch_lang=am');
      expect([status, headers.location, headers['cache-control'], body]).toEqual([
        302,
        location,
        'no-store',
        '',
      ]);
    },
  );

  test.each([
    ['no cookie (a crawler)', '/theme/classic', undefined],
    ['no cookie, the Amharic address', '/theme/classic?lang=am', undefined],
    ['Amharic chosen, the Amharic address', '/property/image-box?id=b01&lang=am', 'betoch_lang=am'],
    ['English chosen, the English address', '/theme/classic', 'betoch_lang=en'],
    ['English chosen, the Amharic address', '/theme/classic?lang=am', 'betoch_lang=en'],
    ['a value that is no language', '/theme/classic', 'betoch_lang=fr'],
  ])('%s: the page itself', async (_, pathname, cookie) => {
    const { status, body } = await withCookie(pathname, cookie);
    expect(status).toBe(200);
    expect(body).toBe(PAGE);
  });

  test('files and index.html are never sent anywhere, and nobody to another site', async () => {
    for (const pathname of [
      '/main.1a2b3c4d.js',
      '/config.json',
      '/index.html',
      '//evil.example/x',
    ]) {
      const { status, headers } = await withCookie(pathname, 'betoch_lang=am');
      expect([pathname, status, headers.location]).toEqual([pathname, 200, undefined]);
    }
  });
});
