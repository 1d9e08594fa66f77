/** @jest-environment node */
import { connect, type AddressInfo } from 'node:net';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { handleHttpError } from '../../shared/src/domain/error-handler';
import { SEARCH_LIMITS } from './listing-params';
import { createInlineExecutor, QueryOverloadError, type QueryExecutor } from './query-pool';
import type { QueryTask } from './query-tasks';
import { readSiteListings } from './seed';
import { BUSY_MESSAGE, buildListingsApp } from './server';
import { readRefusal, readServerTiming } from './server-timing';
import { describeEachEngine, type TestDatabase } from './test-database';

async function listen(
  executor: QueryExecutor,
  logStream: { write(line: string): void } | false = false,
): Promise<{ app: FastifyInstance; base: string }> {
  const app = buildListingsApp(executor, { logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function get(base: string, path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(base + path);
  return { status: response.status, body: await response.json() };
}

/** The bytes as sent (fetch would decompress them), asking with this Accept-Encoding. */
function rawGet(url: string, acceptEncoding?: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

const site = readSiteListings();

describeEachEngine('the listings service over HTTP', (engine) => {
  let app: FastifyInstance;
  let base: string;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await engine.databaseWith();
    ({ app, base } = await listen(createInlineExecutor(database.runner, 5_000)));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a search with the page, the total, the pager, the counts and the tabs', async () => {
    const { status, body } = await get(base, '/api/listings?tag=For+sale&tag=Villa&sort=low-price');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      total: expect.any(Number),
      pager: { currentPage: 1, pageSize: 6 },
      facets: { deal: expect.any(Array), type: expect.any(Array), subCity: expect.any(Array) },
      dealCounts: { sale: expect.any(Number), rent: expect.any(Number), all: expect.any(Number) },
    });
    const page = body as { items: { price: number; params: string[] }[]; total: number };
    expect(page.items.length).toBe(Math.min(6, page.total));
    expect(
      page.items.every((p) => p.params.includes('Villa') && p.params.includes('For sale')),
    ).toBe(true);
    const prices = page.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('compresses an answer for a client that accepts it, and tells caches so', async () => {
    const url = `${base}/api/listings?tag=Villa`;
    const [plain, br, gzip] = await Promise.all([
      rawGet(url),
      rawGet(url, 'gzip, deflate, br, zstd'),
      rawGet(url, 'gzip, deflate'),
    ]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    // A slow phone's filter change: a page of six listings and the counts, a fraction on the wire.
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    // Caches keep the compressed and the plain answer apart (a field name is case-insensitive).
    for (const answer of [plain, br, gzip]) {
      expect(answer.headers.vary?.toLowerCase()).toBe('accept-encoding');
    }
    // A short answer goes as it is.
    const health = await rawGet(`${base}/api/health`, 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toMatchObject({ status: 'ok' });
  });

  it('answers a listing in the chosen language, and 404 with a message for an unknown one', async () => {
    const amharic = await get(base, '/api/listings/b01?lang=am');
    expect(amharic.status).toBe(200);
    expect((amharic.body as { title: string }).title).toMatch(/\p{Script=Ethiopic}/u);
    const missing = await get(base, '/api/listings/nope');
    expect(missing.status).toBe(404);
    expect(handleHttpError({ status: 404, body: missing.body })).toBe(
      'No listing has the id "nope".',
    );
  });

  it('answers every read in Afaan Oromo with lang=om: its texts, else the English ones', async () => {
    const oromo = (id: string) => site.find((r) => r.property.id === id)?.om?.title;
    const english = (id: string) => site.find((r) => r.property.id === id)?.property.title;
    expect(oromo('b01')).toMatch(/Boolee/);
    const one = await get(base, '/api/listings/b01?lang=om');
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: 'b01', title: oromo('b01'), city: 'Addis Ababa' });
    const titled = (body: unknown) =>
      (body as { items: { id: string; title: string }[] }).items.map((item) => [
        item.title,
        oromo(item.id),
      ]);
    const page = await get(base, '/api/listings?lang=om&tag=Villa&pageSize=60');
    expect(titled(page.body).length).toBeGreaterThan(3);
    for (const [title, expected] of titled(page.body)) expect(title).toBe(expected);
    for (const [title, expected] of titled(
      (await get(base, '/api/listings/by-id?ids=b01,r04&lang=om')).body,
    ))
      expect(title).toBe(expected);
    for (const [title, expected] of titled(
      (await get(base, '/api/listings/related?id=b01&lang=om')).body,
    ))
      expect(title).toBe(expected);
    const map = (await get(base, '/api/listings/map?bbox=8.8,38.6,9.2,39.0&lang=om')).body as {
      points: { id: string; title: string }[];
    };
    expect(map.points.length).toBeGreaterThan(10);
    for (const point of map.points) expect(point.title).toBe(oromo(point.id));
    // The same listing in the three languages: three different titles.
    const titles = await Promise.all(
      ['en', 'am', 'om'].map(async (lang) => {
        const { body } = await get(base, `/api/listings/b01?lang=${lang}`);
        return (body as { title: string }).title;
      }),
    );
    expect(titles[0]).toBe(english('b01'));
    expect(new Set(titles).size).toBe(3);
  });

  it('pages through every listing’s id and date for the sitemap, in the data order', async () => {
    const first = await get(base, '/api/listings/ids?limit=50');
    expect(first.status).toBe(200);
    const page = first.body as { items: { id: string }[]; next: number; lastSeq: number };
    expect(page.items).toHaveLength(50);
    expect(page.lastSeq).toBe(60);
    const rest = await get(base, `/api/listings/ids?after=${page.next}&limit=50`);
    const ids = [...page.items, ...(rest.body as typeof page).items].map((item) => item.id);
    expect(ids).toEqual(readSiteListings().map((r) => r.property.id));
    expect((rest.body as typeof page).next).toBeNull();
    const bad = await get(base, '/api/listings/ids?after=-1&limit=50001');
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual([
      'after',
      'limit',
    ]);
  });

  it.each([
    [
      '/api/listings?sort=cheapest',
      'sort',
      'sort must be one of oldest, newest, high-price, low-price, listed.',
    ],
    ['/api/listings?minPrice=ten', 'minPrice', 'minPrice must be a number of 0 or more.'],
    ['/api/listings?maxArea=-5', 'maxArea', 'maxArea must be a number of 0 or more.'],
    ['/api/listings?page=two', 'page', 'page must be a whole number.'],
    ['/api/listings?page=1.5', 'page', 'page must be a whole number.'],
    [
      '/api/listings?pageSize=1000',
      'pageSize',
      `pageSize must be between 1 and ${SEARCH_LIMITS.pageSize}.`,
    ],
    ['/api/listings?deal=both', 'deal', 'deal must be one of sale, rent, all.'],
    ['/api/listings?lang=xx', 'lang', 'lang must be one of en, am, om.'],
    ['/api/listings/map?bbox=8.8,38.6,9.2,39.0&lang=xx', 'lang', 'lang must be one of en, am, om.'],
    ['/api/listings/b01?lang=xx', 'lang', 'lang must be one of en, am, om.'],
    ['/api/listings/related?id=b01&lang=xx', 'lang', 'lang must be one of en, am, om.'],
    ['/api/listings?bbox=9,38,8,39', 'bbox', expect.stringContaining('south ≤ north')],
    ['/api/listings/map', 'bbox', 'The map needs a bbox: south,west,north,east.'],
    [`/api/listings?q=${'ቦ'.repeat(201)}`, 'q', expect.stringContaining('200 characters')],
    [`/api/listings?agent=${'a'.repeat(101)}`, 'agent', expect.stringContaining('100 characters')],
    ['/api/listings/by-id', 'ids', 'ids must name at least one listing: ids=b1,r2.'],
    ['/api/listings/by-id?ids=,,', 'ids', 'ids must name at least one listing: ids=b1,r2.'],
    [
      `/api/listings/by-id?ids=${Array.from({ length: 61 }, (_, i) => `b${i}`).join(',')}`,
      'ids',
      'At most 60 ids.',
    ],
    ['/api/listings/by-id?ids=b01&lang=xx', 'lang', 'lang must be one of en, am, om.'],
    ['/api/listings/related', 'id', 'id must name a listing: id=b1.'],
    ['/api/listings/related?id=b01&limit=0', 'limit', 'limit must be a whole number from 1 to 12.'],
    ['/api/listings/related?id=b01&limit=x', 'limit', 'limit must be a whole number from 1 to 12.'],
    [
      `/api/listings?q=${'a'.repeat(5 * 1024)}`,
      'query',
      expect.stringContaining('4096 characters'),
    ],
  ])('%# %s → 400 naming %s, in the error handler’s shape', async (path, field, description) => {
    const { status, body } = await get(base, path);
    expect(status).toBe(400);
    expect(body).toEqual({ errors: [{ field, description }] });
    // What the site shows for it: the description, through the one error handler.
    expect(handleHttpError({ status, body })).toEqual(description);
  });

  it('answers listings by id in the asked order, naming the unknown ids', async () => {
    const { status, body } = await get(base, '/api/listings/by-id?ids=r04,nope,b01&lang=am');
    expect(status).toBe(200);
    const batch = body as { items: { id: string; title: string }[]; missing: string[] };
    expect(batch.items.map((p) => p.id)).toEqual(['r04', 'b01']);
    expect(batch.items[0]?.title).toMatch(/\p{Script=Ethiopic}/u);
    expect(batch.missing).toEqual(['nope']);
  });

  it('answers a property’s related listings, and 404 for an unknown one', async () => {
    const { status, body } = await get(base, '/api/listings/related?id=b01');
    expect(status).toBe(200);
    const { items } = body as { items: { id: string }[] };
    expect(items.length).toBe(3);
    expect(items.map((p) => p.id)).not.toContain('b01');
    const missing = await get(base, '/api/listings/related?id=nope');
    expect(missing).toEqual({ status: 404, body: { message: 'No listing has the id "nope".' } });
  });

  it('answers an agent’s and an owner’s listings in the data order', async () => {
    const agent = await get(base, '/api/listings?agent=lensa-tadesse&sort=listed&pageSize=60');
    const { items, total } = agent.body as { items: { agentId: string }[]; total: number };
    expect(total).toBe(11);
    expect(items.every((p) => p.agentId === 'lensa-tadesse')).toBe(true);
    const owner = await get(base, '/api/listings?owner=U-1001&sort=listed');
    expect((owner.body as { items: { id: string }[] }).items.map((p) => p.id)).toEqual([
      'b05',
      'b13',
      'b29',
      'r08',
    ]);
  });

  it('names every malformed parameter at once', async () => {
    const { body } = await get(base, '/api/listings?sort=x&page=y&minArea=z');
    expect((body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual([
      'minArea',
      'sort',
      'page',
    ]);
  });

  it('reads absent, empty and out-of-range values as the site does, not as errors', async () => {
    const plain = await get(base, '/api/listings');
    const empty = await get(base, '/api/listings?sort=&page=&minPrice=&tag=&q=');
    expect(empty).toEqual(plain);
    for (const page of ['4000', '99999999999999999999999']) {
      const far = await get(base, `/api/listings?page=${page}`);
      expect(far.status).toBe(200);
      expect((far.body as { pager: { currentPage: number } }).pager.currentPage).toBe(10);
    }
  });

  it('never answers 500 to hostile input: SQL and FTS syntax are data', async () => {
    for (const value of [
      "' OR 1=1 --",
      "'; DROP TABLE listings; --",
      '" OR "a"="a',
      'bole*',
      'NEAR("a" "b")',
      '%00',
      ')(',
      '\u0000',
      '🏠',
    ]) {
      for (const name of ['q', 'tag', 'sort', 'minPrice', 'bbox', 'lang', 'deal']) {
        const { status } = await get(base, `/api/listings?${name}=${encodeURIComponent(value)}`);
        expect({ name, value, status }).toEqual({
          name,
          value,
          status: name === 'q' || name === 'tag' ? 200 : 400,
        });
      }
      const detail = await fetch(`${base}/api/listings/${encodeURIComponent(value)}`);
      expect(detail.status).toBe(404);
      const batch = await get(base, `/api/listings/by-id?ids=${encodeURIComponent(value)}`);
      expect(batch.status).toBe(200);
      const related = await fetch(`${base}/api/listings/related?id=${encodeURIComponent(value)}`);
      expect([400, 404]).toContain(related.status);
      const agent = await fetch(`${base}/api/listings?agent=${encodeURIComponent(value)}`);
      expect(agent.status).toBe(200);
    }
    expect((await get(base, '/api/health')).body).toEqual({ status: 'ok', listings: 60 });
  });

  it('says in Server-Timing how long a query waited for a worker and ran, and a 400 says none', async () => {
    const answered = await fetch(`${base}/api/listings?tag=Villa`);
    expect(answered.status).toBe(200);
    expect(readServerTiming(answered.headers.get('server-timing'))).toEqual({
      waitMs: 0,
      runMs: expect.any(Number),
    });
    const malformed = await fetch(`${base}/api/listings?page=x`);
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('server-timing')).toBeNull();
  });

  it('refuses other methods and unknown paths', async () => {
    const post = await fetch(`${base}/api/listings`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(`${base}/elsewhere`)).status).toBe(404);
  });
});

describe('the health check', () => {
  it('says how many query workers were replaced since the start', async () => {
    const executor: QueryExecutor = {
      ...createInlineExecutor(() => Promise.resolve({ listings: 12 }), 1_000),
      replaced: () => 2,
    };
    const { app, base } = await listen(executor);
    try {
      expect((await get(base, '/api/health')).body).toEqual({
        status: 'ok',
        listings: 12,
        workersReplaced: 2,
      });
    } finally {
      await app.close();
    }
  });
});

describe('a refusal', () => {
  it('answers 503 at once with Retry-After, and says why in its timing and its log line', async () => {
    const refusal = {
      cause: 'estimate',
      estimateMs: 226.34,
      calibration: 1,
      boundMs: 200,
      waiting: 8,
    } as const;
    const refusing: QueryExecutor = {
      run: () => Promise.reject(new QueryOverloadError(refusal)),
      close: () => Promise.resolve(),
    };
    const logged: Record<string, unknown>[] = [];
    const { app, base } = await listen(refusing, {
      write: (line) => logged.push(JSON.parse(line) as Record<string, unknown>),
    });
    try {
      const response = await fetch(`${base}/api/listings?q=ring`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      expect(handleHttpError({ status: 503, body: await response.json() })).toBe(BUSY_MESSAGE);
      // The bench's shots and a browser's developer tools read why.
      const header = response.headers.get('server-timing');
      expect(header).toBe(
        'refused;desc=estimate, estimate;dur=226.3, calibration;desc=1.00, bound;dur=200.0, waiting;desc=8',
      );
      expect(readRefusal(header)).toEqual({ ...refusal, estimateMs: 226.3 });
      // No worker ran it: no wait or run to read.
      expect(readServerTiming(header)).toBeUndefined();
      expect(logged).toEqual([
        expect.objectContaining({
          level: 40,
          url: '/api/listings?q=ring',
          refusal,
          msg: 'too many queries are waiting',
        }),
      ]);
    } finally {
      await app.close();
    }
  });
});

describe('the time bound', () => {
  it('answers 503 with a message when a query outlives its time, never 500', async () => {
    const slow = createInlineExecutor(
      (task: QueryTask) =>
        new Promise((resolve) =>
          setTimeout(() => resolve(task.kind === 'count' ? { listings: 0 } : null), 500),
        ),
      50,
    );
    const logged: Record<string, unknown>[] = [];
    const { app, base } = await listen(slow, {
      write: (line) => logged.push(JSON.parse(line) as Record<string, unknown>),
    });
    try {
      const response = await fetch(`${base}/api/listings`, {
        headers: { 'X-Request-Id': 'page-7f3a' },
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      expect(response.headers.get('x-request-id')).toBe('page-7f3a');
      expect(handleHttpError({ status: 503, body: await response.json() })).toBe(BUSY_MESSAGE);
      // One line, the caller's request id on it, at warn level.
      expect(logged).toEqual([
        expect.objectContaining({
          level: 40,
          reqId: 'page-7f3a',
          url: '/api/listings',
          msg: 'the query took longer than 50 ms',
        }),
      ]);
    } finally {
      await app.close();
    }
  });
});

describe('the bounds on slow clients', () => {
  it('closes a connection whose body is still arriving after its time, but not an upload’s', async () => {
    const app = buildListingsApp(
      createInlineExecutor(() => Promise.resolve({ listings: 0 }), 1_000),
      { logStream: false, bodyTimeoutMs: 200 },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    /** A request that announces 1,000 bytes of body and sends 10; when its connection closes. */
    const trickle = (contentType: string) => {
      const socket = connect(port, '127.0.0.1');
      socket.on('data', () => undefined);
      socket.write(
        `POST /api/health HTTP/1.1\r\nHost: x\r\nContent-Type: ${contentType}\r\n` +
          'Content-Length: 1000\r\n\r\n0123456789',
      );
      const started = performance.now();
      const closed = new Promise<number>((resolve) =>
        socket.on('close', () => resolve(performance.now() - started)),
      );
      return { socket, closed };
    };
    try {
      const json = trickle('application/json');
      const upload = trickle('multipart/form-data; boundary=x');
      expect(await json.closed).toBeLessThan(2_000);
      // The upload may take its time: still open when the JSON's bound has long passed.
      const open = await Promise.race([
        upload.closed.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 1_000)),
      ]);
      expect(open).toBe(true);
      upload.socket.destroy();
    } finally {
      await app.close();
    }
  });
});
