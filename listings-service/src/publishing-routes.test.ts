/** @jest-environment node */
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { handleHttpError } from '../../shared/src/domain/error-handler';
import { property } from '../../shared/src/data/schemas';
import type { ImageRef, Property } from '../../shared/src/domain/property';
import { createTokenVerifier } from '../../shared/src/server/account-token';
import { openDiskPhotoStore, type PhotoStore } from './photos/photo-store';
import { bombPng, cameraJpeg, plainImage, SCRIPT_NAMED_JPG } from './photos/photo-testing';
import { storeListingPhotos } from './photos/listing-photos';
import { sweepPhotos } from './photos/photo-sweep';
import { createPublishingStore, type PublishingStore } from './publishing-store';
import {
  listingForm,
  multipartBody,
  NEW_SELLER,
  OTHER_SELLER,
  sampleDraft,
  SELLER,
  testKeys,
  type FormPart,
  type TestAccount,
  type TestKeys,
} from './publishing-testing';
import {
  NOT_YOURS_MESSAGE,
  PHOTOS_BUSY_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
  STALE_MESSAGE,
  VERIFY_FIRST_MESSAGE,
} from './publishing-routes';
import { createInlineExecutor } from './query-pool';
import { readTagNames } from './seed';
import { buildListingsApp } from './server';
import { describeEachEngine, type TestDatabase } from './test-database';
import type { WriteDatabase } from './write-database';

const HOUR = 3_600_000;

/** Small photos for the uploads, made once: a camera's JPEG (800 × 600) and a PNG. */
let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  jpeg = await cameraJpeg({ width: 800, height: 600 });
  png = await plainImage('png', 400, 300);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';

describeEachEngine('publishing over HTTP', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let keys: TestKeys;
  let clock: number;
  let logged: string[];
  let dir: string;
  let photos: PhotoStore;
  const tokens = new Map<string, string>();

  const storeOn = (writes: WriteDatabase) =>
    createPublishingStore(writes, { tagNames: readTagNames(), now: () => clock, perDay: 2 });

  const start = async (store?: PublishingStore) => {
    logged = [];
    app = buildListingsApp(createInlineExecutor(database.runner, 5_000), {
      logLevel: 'info',
      logStream: { write: (line) => logged.push(line) },
      publishing: {
        store: store ?? storeOn(database.writes),
        photos,
        verifier: keys.verifier,
        now: () => clock,
      },
    });
    await app.ready();
  };

  /** Starts the app again with another store (its photos' store the same). */
  const restart = async (store: PublishingStore) => {
    await app.close();
    await start(store);
  };

  beforeAll(async () => {
    keys = await testKeys();
  });
  beforeEach(async () => {
    database = await engine.databaseWith();
    clock = Date.UTC(2026, 2, 12, 9, 0);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'betoch-publishing-photos-'));
    photos = await openDiskPhotoStore(dir);
    await start();
  });
  afterEach(async () => {
    await app.close();
    await database.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  /** Every key in the photo store. */
  const storedKeys = async (): Promise<string[]> => {
    const keys: string[] = [];
    for await (const key of photos.list('')) keys.push(key);
    return keys.sort();
  };

  /** The account's token, signed once. */
  const tokenOf = async (account: TestAccount): Promise<string> => {
    const key = JSON.stringify(account);
    const token = tokens.get(key) ?? (await keys.sign(account));
    tokens.set(key, token);
    return token;
  };

  /**
   * A request as the publishing form sends it: JSON (`body`), `raw` text as JSON, or a
   * `multipart/form-data` body of `form`'s parts.
   */
  const call = async (
    method: Method,
    url: string,
    {
      as,
      body,
      raw,
      form,
      headers = {},
    }: {
      as?: TestAccount;
      body?: unknown;
      raw?: string | Buffer;
      form?: readonly FormPart[];
      headers?: Record<string, string>;
    } = {},
  ): Promise<LightMyRequestResponse> => {
    const multipart = form && (await multipartBody(form));
    const payload =
      multipart?.body ?? raw ?? (body === undefined ? undefined : JSON.stringify(body));
    return app.inject({
      method,
      url,
      headers: {
        ...(as ? { authorization: `Bearer ${await tokenOf(as)}` } : {}),
        ...(payload === undefined
          ? {}
          : { 'content-type': multipart?.contentType ?? 'application/json' }),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload }),
    });
  };

  /** A new listing as the form sends it: its draft, then its photos (one small one by default). */
  const create = (draft: unknown = sampleDraft(), as = SELLER, photoFiles: Uint8Array[] = [png]) =>
    call('POST', '/api/listings', { as, form: listingForm('draft', draft, photoFiles) });

  const publish = async (
    draft = sampleDraft(),
    as = SELLER,
    photoFiles = [png],
  ): Promise<string> => {
    const response = await create(draft, as, photoFiles);
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };

  /** An edit that replaces the listing's photos. */
  const editWithPhotos = (id: string, edit: unknown, photoFiles: Uint8Array[], as = SELLER) =>
    call('PUT', `/api/listings/${id}`, { as, form: listingForm('edit', edit, photoFiles) });

  const listing = async (id: string, lang = 'en') =>
    (await call('GET', `/api/listings/${id}?lang=${lang}`)).json<Property>();

  /** The store keys of a listing's images (`/photos/<key>`), every width of each. */
  const keysOf = (images: readonly ImageRef[]): string[] =>
    images
      .flatMap((image) => [
        ...(image.widths?.webp ?? []),
        ...(image.widths?.jpeg ?? []),
        ...(image.preview ? [image.preview] : []),
      ])
      .map((file) => file.src.replace(/^\/photos\//, ''))
      .sort();

  /** The sets (`<listingId>/<setId>`) of store keys. */
  const setsOf = (keys: readonly string[]): string[] =>
    [...new Set(keys.map((key) => key.split('/').slice(0, 2).join('/')))].sort();

  /**
   * The ids a search finds, once the writes so far can be read from the feed (on Postgres, once the
   * transactions before them have ended: another test's, on the same server, can hold them back).
   */
  const found = async (query: string) => {
    await database.readable();
    return (await call('GET', `/api/listings?${query}`))
      .json<{ items: { id: string }[] }>()
      .items.map((item) => item.id);
  };

  it('publishes a listing that the site reads and finds, in English and Amharic', async () => {
    const response = await call('POST', '/api/listings', {
      as: SELLER,
      form: listingForm('draft', sampleDraft(), [png]),
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
        photos,
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
        // Its photos as its page shows them, for the form to show again.
        photos: (await listing(id)).images,
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
    const first = await publish();
    clock += 3_600_000;
    const second = await publish();
    clock += 1_800_000;
    const refused = await create();
    expect(refused.statusCode).toBe(429);
    // Its photos were stored under a new id before the day's count was read: deleted again.
    const kept = [
      ...keysOf((await listing(first)).images),
      ...keysOf((await listing(second)).images),
    ];
    expect(setsOf(await storedKeys())).toEqual(setsOf(kept));
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

  describe('photos', () => {
    const TITLE = 'Four-bedroom villa with zebrawood doors';
    const AM_TITLE = 'የዝግባ በሮች ያሉት ባለ አራት መኝታ ቪላ';

    /** A 400 with these errors, and nothing written: no listing, no file. */
    const refusedWith = async (response: LightMyRequestResponse, errors: unknown[]) => {
      expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
        status: 400,
        body: { errors },
      });
      expect(await storedKeys()).toEqual([]);
      expect((await call('GET', '/api/listings/mine', { as: SELLER })).json()).toEqual({
        items: [],
      });
    };

    /** A file served from `src` (a listing's image address), asked as a browser asks. */
    const served = (src: string, method: 'GET' | 'HEAD' = 'GET') =>
      app.inject({ method, url: src, headers: { 'accept-encoding': 'br, gzip' } });

    it('publishes a listing with its photos: every width, the preview, the files served for good', async () => {
      const response = await create(sampleDraft(), SELLER, [jpeg, png]);
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: string }>();
      const page = await listing(id);
      // The site's own decoder keeps every field of the images.
      expect(property(page, { file: 'test', path: '' }).images).toEqual(page.images);
      const [first, second] = page.images;
      const set = new RegExp(`^/photos/${id}/[0-9a-z]+-[0-9a-f]{12}/`);
      expect(first).toMatchObject({ width: 800, height: 600, alt: `Photo 1 of 2: ${TITLE}` });
      expect(first?.src).toMatch(new RegExp(`${set.source}1-800\\.jpg$`));
      expect(first?.widths?.webp.map(({ width }) => width)).toEqual([320, 640, 800]);
      expect(first?.widths?.jpeg.map(({ width }) => width)).toEqual([320, 640, 800]);
      expect(first?.widths?.webp[0]?.src).toMatch(new RegExp(`${set.source}1-320\\.webp$`));
      expect(first?.widths?.jpeg.at(-1)?.src).toBe(first?.src);
      expect(first?.preview).toEqual({
        src: expect.stringMatching(new RegExp(`${set.source}1-1200x630\\.jpg$`)),
        width: 1200,
        height: 630,
      });
      // A photo narrower than a width is not enlarged; only photo 1 has the preview.
      expect(second).toMatchObject({ width: 400, height: 300, alt: `Photo 2 of 2: ${TITLE}` });
      expect(second?.widths?.jpeg.map(({ width }) => width)).toEqual([320, 400]);
      expect(second?.preview).toBeUndefined();
      expect(page.writtenIn).toEqual({ title: ['en', 'am'], description: ['en', 'am'] });
      const amharic = await listing(id, 'am');
      expect(amharic.images.map(({ alt }) => alt)).toEqual([
        `ፎቶ 1 ከ2፤ ${AM_TITLE}`,
        `ፎቶ 2 ከ2፤ ${AM_TITLE}`,
      ]);
      expect(amharic.images.map(({ src }) => src)).toEqual(page.images.map(({ src }) => src));
      // The account's list shows them to the edit form.
      const mine = await call('GET', '/api/listings/mine', { as: SELLER });
      expect(mine.json<{ items: { photos: unknown }[] }>().items[0]?.photos).toEqual(page.images);
      // Every file of the one set is in the store, and nothing else.
      expect(setsOf(await storedKeys())).toEqual(setsOf(keysOf(page.images)));

      const file = await served(first!.src);
      expect(file.statusCode).toBe(200);
      expect(file.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'content-length': String(file.rawPayload.length),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'cross-origin',
        'access-control-allow-origin': '*',
      });
      // Not compressed again, though the client accepts it.
      expect(file.headers['content-encoding']).toBeUndefined();
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: 800,
        height: 600,
      });
      const webp = await served(first!.widths!.webp[0]!.src);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });
      const preview = await served(first!.preview!.src);
      expect(await sharp(preview.rawPayload).metadata()).toMatchObject({
        width: 1200,
        height: 630,
      });
      const head = await served(first!.src, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(file.rawPayload.length));
      expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(head.rawPayload.length).toBe(0);
      // A key that is no file's, or no key at all: 404, never a file outside the store.
      for (const url of [
        first!.src.replace('1-800.jpg', '1-900.jpg'),
        first!.src.replace('.jpg', '.png'),
        '/photos/..%2F..%2F..%2Fetc%2Fpasswd.jpg',
        '/photos/.partial/x.jpg',
      ]) {
        const missing = await served(url);
        expect({ url, status: missing.statusCode, body: missing.json<unknown>() }).toEqual({
          url,
          status: 404,
          body: { message: 'No photo has this address.' },
        });
        expect(missing.headers['cache-control']).toBe('no-store');
      }
      expect((await call('DELETE', first!.src)).headers.allow).toBe('GET, HEAD');
    });

    it('refuses a new listing without photos, or with photos the rules refuse, writing nothing', async () => {
      const photoError = (code: string, description: string, more: object = {}) => ({
        field: 'photos',
        code,
        ...more,
        description,
      });
      const tooFew = photoError('tooFew', 'A listing needs at least 1 photo.');
      // The draft alone, as JSON, as before photos: no photo.
      await refusedWith(await call('POST', '/api/listings', { as: SELLER, body: sampleDraft() }), [
        tooFew,
      ]);
      await refusedWith(await create(sampleDraft(), SELLER, []), [tooFew]);
      await refusedWith(await create(sampleDraft(), SELLER, Array<Buffer>(13).fill(png)), [
        photoError('tooMany', 'A listing may have at most 12 photos.'),
      ]);
      const large = Buffer.alloc(16 * 1024 * 1024);
      png.copy(large);
      await refusedWith(await create(sampleDraft(), SELLER, [png, large, SCRIPT_NAMED_JPG]), [
        photoError('tooLarge', 'Photo 2 is larger than 15 MB.', { photo: 2 }),
        photoError('notAnImage', 'Photo 3 is not an image: send a JPEG, PNG or WebP file.', {
          photo: 3,
        }),
      ]);
      await refusedWith(await create(sampleDraft(), SELLER, [png, SCRIPT_NAMED_JPG]), [
        photoError('notAnImage', 'Photo 2 is not an image: send a JPEG, PNG or WebP file.', {
          photo: 2,
        }),
      ]);
      await refusedWith(await create(sampleDraft(), SELLER, [await plainImage('gif')]), [
        photoError('unsupportedType', 'Photo 1 is a GIF: send a JPEG, PNG or WebP file.', {
          photo: 1,
          found: 'gif',
        }),
      ]);
      const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
      await refusedWith(await create(sampleDraft(), SELLER, [png, truncated]), [
        photoError('truncated', 'Photo 2 is incomplete or damaged: send the file again.', {
          photo: 2,
        }),
      ]);
      // A decompression bomb: 20,000 × 20,000 in a few KB, refused from its header.
      const bomb = bombPng();
      expect(bomb.length).toBeLessThan(64 * 1024);
      await refusedWith(await create(sampleDraft(), SELLER, [bomb]), [
        photoError(
          'tooManyPixels',
          'Photo 1 is too large in pixels: at most 50 megapixels and 12,000 pixels a side.',
          { photo: 1 },
        ),
      ]);
      // A draft the rules refuse: its fields alone; its photos are not even checked.
      await refusedWith(
        await create({ ...sampleDraft(), area: 3 }, SELLER, [SCRIPT_NAMED_JPG, bomb]),
        [{ field: 'area', code: 'tooSmall', description: 'The area must be at least 10 m².' }],
      );
      expect(await found('q=zebrawood')).toEqual([]);
    });

    it('refuses a form of another shape, naming what to send, writing nothing', async () => {
      const shape =
        'Send a "draft" field (its JSON) and then 1 to 12 "photo" files, in that order.';
      const draft = JSON.stringify(sampleDraft());
      const cases: [FormPart[], string][] = [
        [
          [
            { field: 'draft', value: draft },
            { field: 'note', value: 'x' },
            { file: 'photo', bytes: png },
          ],
          `The form has a field "note" it does not take. ${shape}`,
        ],
        [
          [
            { field: 'draft', value: draft },
            { field: 'draft', value: draft },
            { file: 'photo', bytes: png },
          ],
          `The form has the "draft" field twice. ${shape}`,
        ],
        [
          [
            { field: 'draft', value: draft },
            { file: 'image', bytes: png },
          ],
          `The form has a file "image" it does not take. ${shape}`,
        ],
        [
          [
            { file: 'photo', bytes: png },
            { field: 'draft', value: draft },
          ],
          `The "photo" files came before the "draft" field. ${shape}`,
        ],
        [[], `The form has no "draft" field. ${shape}`],
        [
          [
            { field: 'draft', value: '{not json' },
            { file: 'photo', bytes: png },
          ],
          'The "draft" field is not valid JSON.',
        ],
      ];
      for (const [form, description] of cases) {
        await refusedWith(await call('POST', '/api/listings', { as: SELLER, form }), [
          { field: 'body', description },
        ]);
      }
      const long = { ...sampleDraft(), features: ['x'.repeat(300 * 1024)] };
      const tooLong = await create(long, SELLER, [png]);
      expect(tooLong.statusCode).toBe(413);
      expect(tooLong.json()).toEqual({ message: 'The "draft" field is larger than 256 KB.' });
      const garbage = await call('POST', '/api/listings', {
        as: SELLER,
        raw: '--x\r\nnot a part',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      });
      await refusedWith(garbage, [
        { field: 'body', description: 'The body is not a readable multipart form.' },
      ]);
      // The draft may come typed as JSON (curl's `-F 'draft=<draft.json;type=application/json'`).
      const typed = (json: string) => ({
        as: SELLER,
        raw: Buffer.concat([
          Buffer.from(
            '--b\r\nContent-Disposition: form-data; name="draft"\r\n' +
              `Content-Type: application/json\r\n\r\n${json}\r\n` +
              '--b\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n' +
              'Content-Type: image/png\r\n\r\n',
          ),
          png,
          Buffer.from('\r\n--b--\r\n'),
        ]),
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      });
      await refusedWith(await call('POST', '/api/listings', typed('{not json')), [
        { field: 'body', description: 'The "draft" field is not valid JSON.' },
      ]);
      const accepted = await call('POST', '/api/listings', typed(JSON.stringify(sampleDraft())));
      expect(accepted.statusCode).toBe(201);
    });

    it('keeps the photos through an edit of the draft, and replaces them with a new set', async () => {
      const id = await publish(sampleDraft(), SELLER, [jpeg]);
      const before = await listing(id);
      clock += 60_000;
      const kept = await call('PUT', `/api/listings/${id}`, {
        as: SELLER,
        body: { version: 1, draft: sampleDraft({ area: 330 }) },
      });
      expect(kept.json()).toEqual({ id, version: 2 });
      expect(await listing(id)).toMatchObject({ sqft: 330, images: before.images });
      clock += 60_000;
      const replaced = await editWithPhotos(id, { version: 2, draft: sampleDraft({ area: 340 }) }, [
        png,
        jpeg,
      ]);
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json()).toEqual({ id, version: 3 });
      const after = await listing(id);
      expect(after.sqft).toBe(340);
      expect(after.images.map(({ alt, width }) => [alt, width])).toEqual([
        [`Photo 1 of 2: ${TITLE}`, 400],
        [`Photo 2 of 2: ${TITLE}`, 800],
      ]);
      const [oldSet] = setsOf(keysOf(before.images));
      const [newSet] = setsOf(keysOf(after.images));
      expect(newSet).not.toBe(oldSet);
      expect(setsOf(await storedKeys())).toEqual([oldSet, newSet].sort());
      // A page cached with the old addresses keeps its pictures for an hour, through the sweeps.
      expect((await served(before.images[0]!.src)).statusCode).toBe(200);
      expect(await sweepPhotos(photos, database.writes, clock + HOUR - 1_000)).toEqual([]);
      expect(setsOf(await storedKeys())).toEqual([oldSet, newSet].sort());
      // Then the sweep deletes them.
      expect(await sweepPhotos(photos, database.writes, clock + HOUR + 1_000)).toEqual([oldSet]);
      expect(setsOf(await storedKeys())).toEqual([newSet]);
      expect((await served(before.images[0]!.src)).statusCode).toBe(404);
      expect((await served(after.images[0]!.src)).statusCode).toBe(200);
      // A new set needs a photo too.
      const none = await editWithPhotos(id, { version: 3, draft: sampleDraft() }, []);
      expect(none.json()).toEqual({
        errors: [
          { field: 'photos', code: 'tooFew', description: 'A listing needs at least 1 photo.' },
        ],
      });
    });

    it('deletes the new set of an edit that is stale, not the account’s or of an unknown listing', async () => {
      const id = await publish();
      const edited = await call('PUT', `/api/listings/${id}`, {
        as: SELLER,
        body: { version: 1, draft: sampleDraft({ area: 330 }) },
      });
      expect(edited.statusCode).toBe(200);
      const before = await storedKeys();
      const stale = await editWithPhotos(id, { version: 1, draft: sampleDraft() }, [jpeg]);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ message: STALE_MESSAGE, current: { version: 2 } });
      const other = await editWithPhotos(
        id,
        { version: 2, draft: sampleDraft() },
        [jpeg],
        OTHER_SELLER,
      );
      expect(other.statusCode).toBe(403);
      const unknown = await editWithPhotos('bnope234567', { version: 1, draft: sampleDraft() }, [
        jpeg,
      ]);
      expect(unknown.statusCode).toBe(404);
      const deal = await editWithPhotos(
        id,
        { version: 2, draft: sampleDraft({ deal: 'rent', rentPeriod: 'month' }) },
        [jpeg],
      );
      expect(deal.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('fixed');
      const noVersion = await editWithPhotos(id, { draft: sampleDraft() }, [jpeg]);
      expect(noVersion.json<{ errors: { field: string }[] }>().errors).toEqual([
        { field: 'version', code: 'required', description: 'The version is required.' },
      ]);
      expect(await storedKeys()).toEqual(before);
      expect(await listing(id)).toMatchObject({ sqft: 330 });
    });

    it('deletes the new set when the write’s transaction fails', async () => {
      // A connection whose text insert fails, after the listing's row and document were written.
      const failing: WriteDatabase = {
        ...database.writes,
        transaction: (work) =>
          database.writes.transaction((tx) =>
            work({
              all: (sql, values) =>
                sql.startsWith('INSERT INTO listing_text')
                  ? Promise.reject(new Error('the disk is full'))
                  : tx.all(sql, values),
            }),
          ),
      };
      await restart(storeOn(failing));
      const refused = await create(sampleDraft(), SELLER, [jpeg, png]);
      expect(refused.statusCode).toBe(500);
      expect(await storedKeys()).toEqual([]);
      expect(await storeOn(database.writes).mine(SELLER)).toEqual([]);
      expect(logged.join('\n')).toContain('the disk is full');

      await restart(storeOn(database.writes));
      const id = await publish(sampleDraft(), SELLER, [jpeg]);
      const before = { keys: await storedKeys(), listing: await listing(id) };
      await restart(storeOn(failing));
      const edit = await editWithPhotos(id, { version: 1, draft: sampleDraft() }, [png]);
      expect(edit.statusCode).toBe(500);
      expect(await storedKeys()).toEqual(before.keys);
      expect(await listing(id)).toEqual(before.listing);
    });

    it('processes two uploads at once, and answers another 503 with Retry-After before reading it', async () => {
      const real = storeOn(database.writes);
      let open = () => {};
      const gate = new Promise<void>((resolve) => (open = resolve));
      let inside = 0;
      let bothInside = () => {};
      const both = new Promise<void>((resolve) => (bothInside = resolve));
      await restart({
        ...real,
        // Each upload holds its place until the gate opens, its photos read.
        async freeId(deal) {
          inside += 1;
          if (inside === 2) bothInside();
          await gate;
          return real.freeId(deal);
        },
      });
      const first = create(sampleDraft(), SELLER, [png]);
      const second = create(sampleDraft(), SELLER, [png]);
      await both;
      const third = await create(sampleDraft(), SELLER, [png]);
      expect(third.statusCode).toBe(503);
      expect(third.headers['retry-after']).toBe('5');
      expect(third.json()).toEqual({ message: PHOTOS_BUSY_MESSAGE });
      // A JSON edit takes no place.
      const kept = await call('PUT', '/api/listings/bnope234567', {
        as: SELLER,
        body: { version: 1, draft: sampleDraft() },
      });
      expect(kept.statusCode).toBe(404);
      expect(inside).toBe(2);
      open();
      expect((await first).statusCode).toBe(201);
      expect((await second).statusCode).toBe(201);
      // Their places are free again.
      expect((await create(sampleDraft(), OTHER_SELLER, [png])).statusCode).toBe(201);
      expect(setsOf(await storedKeys())).toHaveLength(3);
    });

    it('sweeps the sets no listing names once they are an hour old', async () => {
      const id = await publish();
      const live = setsOf(await storedKeys());
      // An upload whose listing was never written, two hours ago, and one in flight.
      const orphan = await storeListingPhotos(photos, 'bk3m9x2q7wz', [png], clock - 2 * HOUR);
      const inFlight = await storeListingPhotos(photos, 'bq9m2x4k7tz', [png], clock - 10 * 60_000);
      if (!orphan.ok || !inFlight.ok) throw new Error('refused');
      const deleted = await sweepPhotos(photos, database.writes, clock);
      expect(deleted).toEqual([`bk3m9x2q7wz/${orphan.manifest.setId}`]);
      expect(setsOf(await storedKeys())).toEqual(
        [...live, `bq9m2x4k7tz/${inFlight.manifest.setId}`].sort(),
      );
      // A withdrawn listing keeps its photos: it may be published again.
      await call('POST', `/api/listings/${id}/withdraw`, { as: SELLER, body: { version: 1 } });
      expect(await sweepPhotos(photos, database.writes, clock + 2 * HOUR)).toEqual([
        `bq9m2x4k7tz/${inFlight.manifest.setId}`,
      ]);
      expect(setsOf(await storedKeys())).toEqual(live);
    });
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
      freeId: () => Promise.resolve('bnew'),
      create: (publisher) => {
        writes.push(publisher.userCode);
        return Promise.resolve({ outcome: 'written', id: 'bnew', version: 1, status: 'live' });
      },
      edit: () => Promise.reject(new Error('not here')),
      setStatus: () => Promise.reject(new Error('not here')),
      mine: () => Promise.resolve([]),
    };
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'betoch-publishing-photos-'));
    const app = buildListingsApp(
      createInlineExecutor(() => Promise.resolve(null), 1_000),
      {
        logStream: false,
        publishing: {
          store,
          photos: await openDiskPhotoStore(dir),
          verifier: createTokenVerifier({ jwksUrl }),
        },
      },
    );
    const form = await multipartBody(listingForm('draft', sampleDraft(), [png]));
    try {
      const post = async (token: string) =>
        app.inject({
          method: 'POST',
          url: '/api/listings',
          headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
          payload: form.body,
        });
      const accepted = await post(await keys.sign(SELLER));
      expect(accepted.statusCode).toBe(201);
      expect(accepted.json()).toEqual({ id: 'bnew', version: 1 });
      expect((await post(await (await testKeys('published')).sign(SELLER))).statusCode).toBe(401);
      expect(writes).toEqual(['U-1003']);
    } finally {
      await app.close();
      await api.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
