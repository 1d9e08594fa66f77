/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { handleHttpError } from '../../shared/src/domain/error-handler';
import { property } from '../../shared/src/data/schemas';
import { createTokenVerifier } from '../../shared/src/server/account-token';
import { createPublishingStore, type PublishingStore } from './publishing-store';
import {
  NEW_SELLER,
  OTHER_SELLER,
  sampleDraft,
  SELLER,
  testKeys,
  type TestAccount,
  type TestKeys,
} from './publishing-testing';
import {
  NOT_YOURS_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
  STALE_MESSAGE,
  VERIFY_FIRST_MESSAGE,
} from './publishing-routes';
import { createInlineExecutor } from './query-pool';
import { readTagNames } from './seed';
import { buildListingsApp } from './server';
import { describeEachEngine, type TestDatabase } from './test-database';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';

describeEachEngine('publishing over HTTP', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let keys: TestKeys;
  let clock: number;
  let logged: string[];
  const tokens = new Map<string, string>();

  const start = async (store?: PublishingStore) => {
    logged = [];
    app = buildListingsApp(createInlineExecutor(database.runner, 5_000), {
      logLevel: 'info',
      logStream: { write: (line) => logged.push(line) },
      publishing: {
        store:
          store ??
          createPublishingStore(database.writes, {
            tagNames: readTagNames(),
            now: () => clock,
            perDay: 2,
          }),
        verifier: keys.verifier,
      },
    });
    await app.ready();
  };

  beforeAll(async () => {
    keys = await testKeys();
  });
  beforeEach(async () => {
    database = await engine.databaseWith();
    clock = Date.UTC(2026, 2, 12, 9, 0);
    await start();
  });
  afterEach(async () => {
    await app.close();
    await database.close();
  });

  /** The account's token, signed once. */
  const tokenOf = async (account: TestAccount): Promise<string> => {
    const key = JSON.stringify(account);
    const token = tokens.get(key) ?? (await keys.sign(account));
    tokens.set(key, token);
    return token;
  };

  /** A request as the publishing form sends it: JSON (`body`), or `raw` text as JSON. */
  const call = async (
    method: Method,
    url: string,
    {
      as,
      body,
      raw,
      headers = {},
    }: { as?: TestAccount; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> => {
    const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    return app.inject({
      method,
      url,
      headers: {
        ...(as ? { authorization: `Bearer ${await tokenOf(as)}` } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload }),
    });
  };

  const publish = async (draft = sampleDraft(), as = SELLER): Promise<string> => {
    const response = await call('POST', '/api/listings', { as, body: draft });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };

  const found = async (query: string) =>
    (await call('GET', `/api/listings?${query}`))
      .json<{ items: { id: string }[] }>()
      .items.map((item) => item.id);

  it('publishes a listing that the site reads and finds, in English and Amharic', async () => {
    const response = await call('POST', '/api/listings', {
      as: SELLER,
      body: sampleDraft(),
      headers: { 'x-request-id': 'publish-1' },
    });
    expect(response.statusCode).toBe(201);
    const { id, version } = response.json<{ id: string; version: number }>();
    expect(version).toBe(1);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = await call('GET', `/api/listings/${id}`);
    expect(page.statusCode).toBe(200);
    // The site's own decoder reads it as it reads every listing.
    expect(property(page.json(), { file: 'test', path: '' })).toMatchObject({ id, sqft: 320 });
    expect(page.json()).toMatchObject({
      publisher: { userCode: 'U-1003' },
      updatedAt: '2026-03-12T09:00:00.000Z',
    });
    expect(await found('q=zebrawood')).toEqual([id]);
    expect(await found(`q=${encodeURIComponent('ዝግባ')}&lang=am`)).toEqual([id]);
    // Logged with the request's id; the token nowhere.
    const lines = logged.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({ reqId: 'publish-1', msg: 'listing created', listing: id }),
    );
    expect(logged.join('\n')).not.toContain(await tokenOf(SELLER));
  });

  it('answers 401 without a valid token, before reading the body', async () => {
    const none = await call('POST', '/api/listings', { body: sampleDraft() });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.json()).toEqual({ message: SIGN_IN_REQUIRED_MESSAGE });
    const expired = await keys.sign(SELLER, -60);
    const stranger = await (await testKeys()).sign(SELLER);
    for (const header of [`Bearer ${expired}`, `Bearer ${stranger}`, 'Bearer nope', 'Basic x']) {
      const refused = await call('POST', '/api/listings', {
        raw: '{not json',
        headers: { authorization: header },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      expect(refused.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
    }
    for (const [method, url] of [
      ['PUT', '/api/listings/b01'],
      ['POST', '/api/listings/b01/withdraw'],
      ['POST', '/api/listings/b01/publish'],
      ['GET', '/api/listings/mine'],
    ] as const) {
      expect((await call(method, url, { body: { version: 1 } })).statusCode).toBe(401);
    }
    expect(await found('q=zebrawood')).toEqual([]);
  });

  it('answers 503, not 401, when the API’s keys cannot be read', async () => {
    await app.close();
    logged = [];
    app = buildListingsApp(createInlineExecutor(database.runner, 5_000), {
      logStream: { write: (line) => logged.push(line) },
      publishing: {
        store: createPublishingStore(database.writes),
        verifier: { verify: () => Promise.reject(new Error('the keys timed out')) },
      },
    });
    const response = await call('POST', '/api/listings', { as: SELLER, body: sampleDraft() });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(logged.join('\n')).not.toContain(await tokenOf(SELLER));
  });

  it('needs a verified e-mail to publish, not to edit or withdraw', async () => {
    const refused = await call('POST', '/api/listings', { as: NEW_SELLER, body: sampleDraft() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: VERIFY_FIRST_MESSAGE });
    // A listing of the account, published while its token said verified (the same user id).
    const id = await publish(sampleDraft(), { ...NEW_SELLER, verified: true });
    const edit = await call('PUT', `/api/listings/${id}`, {
      as: NEW_SELLER,
      body: { version: 1, draft: sampleDraft({ area: 330 }) },
    });
    expect(edit.json()).toEqual({ id, version: 2 });
    const withdraw = await call('POST', `/api/listings/${id}/withdraw`, {
      as: NEW_SELLER,
      body: { version: 2 },
    });
    expect(withdraw.json()).toEqual({ id, version: 3, status: 'withdrawn' });
    const again = await call('POST', `/api/listings/${id}/publish`, {
      as: NEW_SELLER,
      body: { version: 3 },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: VERIFY_FIRST_MESSAGE });
  });

  it('publishes a listing written in Afaan Oromo only, found by its Oromo words on every page', async () => {
    const title = 'Viilaa kutaa ciisichaa afurii balbala waddeessaa qabu';
    const description =
      "Viilaa maatii mooraa dallaa qabu. Balballi isaa muka waddeessaa irraa hojjetame; bu'aa guddaa qaba.";
    const id = await publish(
      sampleDraft({ title: { om: title }, description: { om: description } }),
    );
    // The listing's own pages: the Oromo text on the Oromo page, and as written on the others.
    for (const lang of ['om', 'en', 'am']) {
      const page = await call('GET', `/api/listings/${id}?lang=${lang}`);
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ id, title, description });
    }
    // Found by an Oromo word of its texts (with its long vowels and geminates written or not, the
    // hudhaa typed or left out), and by Oromo place names.
    for (const lang of ['en', 'om']) {
      expect(await found(`q=waddeessaa&lang=${lang}`)).toEqual([id]);
      expect(await found(`q=Wadeesa&lang=${lang}`)).toEqual([id]);
      expect(await found(`q=${encodeURIComponent("bu'aa")}+dallaa&lang=${lang}`)).toEqual([id]);
      expect(await found(`q=buaa+dallaa&lang=${lang}`)).toEqual([id]);
    }
    expect(await found('q=Finfinnee+Yekaa+viilaa&pageSize=60')).toContain(id);
    // Its owner's list holds the draft as written.
    const mine = await call('GET', '/api/listings/mine', { as: SELLER });
    expect(mine.json<{ items: { draft: unknown }[] }>().items[0]?.draft).toMatchObject({
      title: { om: title },
      description: { om: description },
    });
  });

  it('refuses an Oromo text that breaks the rules, naming Afaan Oromo', async () => {
    const response = await call('POST', '/api/listings', {
      as: SELLER,
      body: { ...sampleDraft(), title: { om: 'Viilaa' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        {
          field: 'title',
          code: 'tooShort',
          language: 'om',
          description: 'The Afaan Oromo title must be at least 10 characters.',
        },
      ],
    });
  });

  it('refuses a listing that breaks the rules, field by field, writing nothing', async () => {
    const response = await call('POST', '/api/listings', {
      as: SELLER,
      body: { ...sampleDraft(), area: 3, title: { en: 'Villa' }, location: { lat: 51.5, lng: 0 } },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ errors: { field: string; code: string }[] }>();
    expect(body).toEqual({
      errors: [
        { field: 'area', code: 'tooSmall', description: 'The area must be at least 10 m².' },
        {
          field: 'location',
          code: 'outsideEthiopia',
          description: 'The location must be inside Ethiopia.',
        },
        {
          field: 'title',
          code: 'tooShort',
          language: 'en',
          description: 'The English title must be at least 10 characters.',
        },
      ],
    });
    // The site's one error handler shows the descriptions.
    expect(handleHttpError({ status: 400, body })).toContain('The area must be at least 10 m².');
    const notJson = await call('POST', '/api/listings', { as: SELLER, raw: '{not json' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({
      errors: [{ field: 'body', description: 'The body is not valid JSON.' }],
    });
    const xml = await call('POST', '/api/listings', {
      as: SELLER,
      raw: '<listing/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({
      message: 'The body must be JSON (Content-Type: application/json).',
    });
    const mine = await call('GET', '/api/listings/mine', { as: SELLER });
    expect(mine.json()).toEqual({ items: [] });
  });

  it('edits at the listing’s version: 409 with what it holds now for an older one', async () => {
    const id = await publish();
    const edited = sampleDraft({ price: { amount: 28_000_000, currency: 'ETB' } });
    clock += 60_000;
    const first = await call('PUT', `/api/listings/${id}`, {
      as: SELLER,
      body: { version: 1, draft: edited },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id, version: 2 });
    const stale = await call('PUT', `/api/listings/${id}`, {
      as: SELLER,
      body: { version: 1, draft: sampleDraft({ area: 999 }) },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: STALE_MESSAGE,
      current: {
        id,
        status: 'live',
        version: 2,
        createdAt: '2026-03-12T09:00:00.000Z',
        updatedAt: '2026-03-12T09:01:00.000Z',
        draft: edited,
      },
    });
    const page = (await call('GET', `/api/listings/${id}`)).json<{ price: number; sqft: number }>();
    expect(page).toMatchObject({ price: Math.round(28_000_000 / 156.5), sqft: 320 });
  });

  it('refuses an edit of another’s listing, an unknown one, a new deal or no version', async () => {
    const id = await publish();
    const put = (as: TestAccount, url: string, body: unknown) => call('PUT', url, { as, body });
    const other = await put(OTHER_SELLER, `/api/listings/${id}`, {
      version: 1,
      draft: sampleDraft(),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: NOT_YOURS_MESSAGE });
    const demo = await put(SELLER, '/api/listings/b01', { version: 1, draft: sampleDraft() });
    expect(demo.statusCode).toBe(403);
    const unknown = await put(SELLER, '/api/listings/bnope', { version: 1, draft: sampleDraft() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No listing has the id "bnope".' });
    const deal = await put(SELLER, `/api/listings/${id}`, {
      version: 1,
      draft: sampleDraft({ deal: 'rent', rentPeriod: 'month' }),
    });
    expect(deal.statusCode).toBe(400);
    expect(deal.json()).toEqual({
      errors: [
        {
          field: 'deal',
          code: 'fixed',
          description:
            'The deal of a published listing cannot change: withdraw it and publish a new listing.',
        },
      ],
    });
    const noVersion = await put(SELLER, `/api/listings/${id}`, { draft: { type: 'Hut' } });
    expect(noVersion.statusCode).toBe(400);
    const fields = noVersion.json<{ errors: { field: string; code: string }[] }>().errors;
    expect(fields[0]).toEqual({
      field: 'version',
      code: 'required',
      description: 'The version is required.',
    });
    expect(fields).toContainEqual(expect.objectContaining({ field: 'type', code: 'invalid' }));
    const mine = await call('GET', '/api/listings/mine', { as: SELLER });
    expect(mine.json<{ items: { version: number }[] }>().items[0]?.version).toBe(1);
  });

  it('answers a withdrawn listing’s page 410, leaves it out of the lookups, and publishes it again', async () => {
    const id = await publish();
    const withdrawn = await call('POST', `/api/listings/${id}/withdraw`, {
      as: SELLER,
      body: { version: 1 },
    });
    expect(withdrawn.json()).toEqual({ id, version: 2, status: 'withdrawn' });
    const gone = await call('GET', `/api/listings/${id}?lang=am`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({
      id,
      status: 'withdrawn',
      title: 'የዝግባ በሮች ያሉት ባለ አራት መኝታ ቪላ',
    });
    expect(await found('q=zebrawood')).toEqual([]);
    const batch = await call('GET', `/api/listings/by-id?ids=b01,${id},nope`);
    expect(batch.json()).toMatchObject({ missing: ['nope'], withdrawn: [id] });
    const stale = await call('POST', `/api/listings/${id}/publish`, {
      as: SELLER,
      body: { version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    const again = await call('POST', `/api/listings/${id}/publish`, {
      as: SELLER,
      body: { version: 2 },
    });
    expect(again.json()).toEqual({ id, version: 3, status: 'live' });
    expect((await call('GET', `/api/listings/${id}`)).statusCode).toBe(200);
    expect(await found('q=zebrawood')).toEqual([id]);
  });

  it('lists the account’s listings for its edit form, never cached', async () => {
    const first = await publish();
    clock += 1_000;
    const second = await publish(sampleDraft({ deal: 'rent', rentPeriod: 'month' }));
    await publish(sampleDraft(), OTHER_SELLER);
    clock += 1_000;
    await call('POST', `/api/listings/${first}/withdraw`, { as: SELLER, body: { version: 1 } });
    const mine = await call('GET', '/api/listings/mine', { as: SELLER });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const { items } = mine.json<{ items: { id: string; status: string; draft: unknown }[] }>();
    expect(items.map((item) => [item.id, item.status])).toEqual([
      [first, 'withdrawn'],
      [second, 'live'],
    ]);
    expect(items[1]?.draft).toEqual(sampleDraft({ deal: 'rent', rentPeriod: 'month' }));
  });

  it('answers 429 with Retry-After past the day’s new listings', async () => {
    await publish();
    clock += 3_600_000;
    await publish();
    clock += 1_800_000;
    const refused = await call('POST', '/api/listings', { as: SELLER, body: sampleDraft() });
    expect(refused.statusCode).toBe(429);
    // The first of the day's listings is a day old in 22 hours 30 minutes.
    expect(refused.headers['retry-after']).toBe(String(22.5 * 3_600));
    expect(refused.json()).toEqual({
      message:
        'You have made the most new listings an account may make in a day. You can publish the next one in 23 hours.',
    });
  });

  it('answers a browser’s preflight, and 405 with the methods a path has', async () => {
    const preflight = await call('OPTIONS', '/api/listings/b01/withdraw', {
      headers: {
        origin: 'https://betoch.et',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, HEAD, POST, PUT',
      'access-control-allow-headers': 'Authorization, Content-Type, X-Request-Id',
    });
    for (const [url, allow] of [
      ['/api/listings', 'GET, HEAD, POST'],
      ['/api/listings/b01', 'GET, HEAD, PUT'],
      ['/api/listings/b01/publish', 'POST'],
      ['/api/listings/mine', 'GET, HEAD'],
    ]) {
      const response = await call('DELETE', url as string);
      expect({ url, status: response.statusCode, allow: response.headers.allow }).toEqual({
        url,
        status: 405,
        allow,
      });
    }
  });
});

describe('the check of a token with the API’s published keys, over HTTP', () => {
  it('accepts a token of the published keys and refuses another', async () => {
    const keys = await testKeys('published');
    const api = Fastify();
    api.get('/api/auth/jwks.json', () => keys.jwks);
    await api.listen({ port: 0, host: '127.0.0.1' });
    const jwksUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}/api/auth/jwks.json`;
    const writes: string[] = [];
    const store: PublishingStore = {
      create: (publisher) => {
        writes.push(publisher.userCode);
        return Promise.resolve({ outcome: 'written', id: 'bnew', version: 1, status: 'live' });
      },
      edit: () => Promise.reject(new Error('not here')),
      setStatus: () => Promise.reject(new Error('not here')),
      mine: () => Promise.resolve([]),
    };
    const app = buildListingsApp(
      createInlineExecutor(() => Promise.resolve(null), 1_000),
      {
        logStream: false,
        publishing: { store, verifier: createTokenVerifier({ jwksUrl }) },
      },
    );
    try {
      const post = async (token: string) =>
        app.inject({
          method: 'POST',
          url: '/api/listings',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: JSON.stringify(sampleDraft()),
        });
      const accepted = await post(await keys.sign(SELLER));
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json()).toEqual({ id: 'bnew', version: 1 });
      expect((await post(await (await testKeys('published')).sign(SELLER))).statusCode).toBe(401);
      expect(writes).toEqual(['U-1003']);
    } finally {
      await app.close();
      await api.close();
    }
  });
});
