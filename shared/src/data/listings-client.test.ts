/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getRuntimeConfig, setRuntimeConfig } from '@betoch/shared/singleton';
import type { Property } from '../domain/property';
import { relatedProperties } from '../domain/related-properties';
import { searchListingList } from './listing-search';
import {
  SERVER_LISTINGS_TIMEOUT_MS,
  getListing,
  getListings,
  getRelatedListings,
  mapListings,
  searchListings,
} from './listings-client';
import { resetDataCache } from './loader';

const DATA_DIR = join(__dirname, '../../assets/data');
const properties = JSON.parse(
  readFileSync(join(DATA_DIR, 'property-details.json'), 'utf8'),
) as Property[];
const SERVICE = 'http://localhost:3006';
const defaultConfig = getRuntimeConfig();

/** The service's answer to a search, as it would give it (the same rules, tested elsewhere). */
const serviceAnswer = searchListingList(properties, { tags: ['Villa'] });

/**
 * Serves the static JSON from its folder and answers the service's requests with `service`
 * (a Response, or a thrown error for a refused connection); returns the requested URLs.
 */
function serve(
  service: (url: string, signal?: AbortSignal | null) => Response | Promise<Response>,
): string[] {
  const asked: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    asked.push(url);
    if (url.startsWith(SERVICE)) return service(url, init?.signal);
    const file = /(?:(?:am|om)\/)?[^/]+$/.exec(url)?.[0] ?? '';
    return new Response(readFileSync(join(DATA_DIR, file), 'utf8'), { status: 200 });
  });
  return asked;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

let warn: jest.SpyInstance;

beforeEach(() => {
  resetDataCache();
  setRuntimeConfig({ ...defaultConfig, listingsApiUrl: SERVICE });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  setRuntimeConfig(defaultConfig);
});

describe('searchListings', () => {
  test("asks the service with the search's parameters and gives its answer, complete", async () => {
    const asked = serve(() => json(serviceAnswer));
    const answer = await searchListings({ tags: ['Villa'], page: 2, q: 'ቦሌ' }, 'am');
    expect(answer).toEqual({ ...serviceAnswer, complete: true });
    expect(asked).toEqual([
      `${SERVICE}/api/listings?tag=Villa&page=2&q=%E1%89%A6%E1%88%8C&lang=am`,
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  test('with no service named, reads the static JSON with the same rules, and says it is not complete', async () => {
    setRuntimeConfig(defaultConfig);
    const asked = serve(() => json(serviceAnswer));
    const answer = await searchListings({ tags: ['Villa'] }, 'en');
    expect(answer).toEqual({ ...serviceAnswer, complete: false });
    expect(asked.some((url) => url.startsWith(SERVICE))).toBe(false);
  });

  test.each([
    ['down', () => Promise.reject(new TypeError('fetch failed'))],
    ['answering 503', () => json({ message: 'Too many requests wait.' }, 503)],
    ['answering garbage', () => new Response('<html>proxy error</html>', { status: 200 })],
    ['answering the wrong shape', () => json({ ...serviceAnswer, total: 'many' })],
  ])(
    'with the service %s: the static answer, not complete, and why in the console',
    async (_, answer) => {
      serve(answer);
      const result = await searchListings({ tags: ['Villa'] }, 'en');
      expect(result).toEqual({ ...serviceAnswer, complete: false });
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(
          /^the listings service's \/api\/listings could not be (loaded|read).*the static listings are shown$/,
        ),
      );
    },
  );

  test('down: a text query finds places by their names in every language, loaded for it', async () => {
    const asked = serve(() => Promise.reject(new TypeError('fetch failed')));
    const finfinnee = await searchListings({ q: 'Finfinnee', pageSize: 60 }, 'en');
    expect(finfinnee.complete).toBe(false);
    expect(finfinnee.items.map((p) => p.id).sort()).toEqual(
      properties
        .filter((p) => p.city === 'Addis Ababa')
        .map((p) => p.id)
        .sort(),
    );
    expect(asked.filter((url) => url.endsWith('/tags.json')).map((url) => url.slice(-12))).toEqual([
      'am/tags.json',
      'om/tags.json',
    ]);
    // Kept for the page view: a second text query asks for nothing more.
    const before = asked.length;
    const gullallee = await searchListings({ q: 'Gullallee' }, 'en');
    expect(gullallee.items.every((p) => p.subCity === 'Gullele')).toBe(true);
    expect(gullallee.total).toBeGreaterThan(0);
    expect(asked.slice(before).filter((url) => url.endsWith('/tags.json'))).toEqual([]);
  });

  test('down: a search without text loads no names', async () => {
    const asked = serve(() => Promise.reject(new TypeError('fetch failed')));
    await searchListings({ tags: ['Villa'] }, 'en');
    expect(asked.some((url) => url.endsWith('tags.json'))).toBe(false);
  });

  test('a malformed answer is named: which field, and what it is', async () => {
    serve(() => json({ ...serviceAnswer, total: 'many' }));
    await searchListings({}, 'en');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('total should be a whole number from 0, but is a text'),
    );
  });

  test('a hung service is given up after the time limit (1 s on the server), then the static answer', async () => {
    // Never answers; gives up, as fetch does, when the request's signal fires.
    serve(
      (_url, signal) =>
        new Promise<Response>((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(signal.reason as Error)),
        ),
    );
    const started = Date.now();
    const result = await searchListings({}, 'en');
    expect(Date.now() - started).toBeGreaterThanOrEqual(SERVER_LISTINGS_TIMEOUT_MS - 50);
    expect(result.complete).toBe(false);
    expect(result.total).toBe(60);
  });
});

describe('by id', () => {
  const villa = properties.find((p) => p.id === 'b01')!;

  test('getListing asks the service in the language; a 404 is no listing, complete', async () => {
    const asked = serve((url) =>
      url.includes('/b01') ? json(villa) : json({ message: 'No listing' }, 404),
    );
    expect(await getListing('b01', 'am')).toEqual({
      kind: 'live',
      listing: villa,
      complete: true,
    });
    expect(asked).toEqual([`${SERVICE}/api/listings/b01?lang=am`]);
    expect(await getListing('zz 9', 'en')).toEqual({ kind: 'unknown', complete: true });
    expect(asked[1]).toBe(`${SERVICE}/api/listings/zz%209`);
  });

  test("a published listing's publisher and last change come with it", async () => {
    const published = {
      ...villa,
      id: 'bk3m9x2q7wz',
      publisher: { userCode: 'U-1003' },
      updatedAt: '2026-03-12T09:01:00.000Z',
    };
    serve(() => json(published));
    expect(await getListing('bk3m9x2q7wz', 'en')).toEqual({
      kind: 'live',
      listing: published,
      complete: true,
    });
  });

  test('a 410 is a listing its publisher withdrew, with its title: an answer, the static JSON not read', async () => {
    const asked = serve(() =>
      json({ id: 'bk3m9x2q7wz', status: 'withdrawn', title: 'የዝግባ በሮች ያሉት ቪላ' }, 410),
    );
    expect(await getListing('bk3m9x2q7wz', 'am')).toEqual({
      kind: 'withdrawn',
      id: 'bk3m9x2q7wz',
      title: 'የዝግባ በሮች ያሉት ቪላ',
      complete: true,
    });
    expect(asked).toEqual([`${SERVICE}/api/listings/bk3m9x2q7wz?lang=am`]);
    expect(warn).not.toHaveBeenCalled();
  });

  test.each([
    ['no body', () => new Response('', { status: 410 })],
    ['a body that is not JSON', () => new Response('Gone', { status: 410 })],
    ['a title that is not a text', () => json({ id: 'x', status: 'withdrawn', title: 7 }, 410)],
  ])('a 410 with %s is still a withdrawn listing, its title unknown', async (_, answer) => {
    serve(answer);
    expect(await getListing('bk3m9x2q7wz', 'en')).toEqual({
      kind: 'withdrawn',
      id: 'bk3m9x2q7wz',
      complete: true,
    });
  });

  test('with the service down, the static JSON: live or unknown, never withdrawn', async () => {
    serve(() => Promise.reject(new TypeError('fetch failed')));
    expect(await getListing('b01', 'en')).toEqual({
      kind: 'live',
      listing: villa,
      complete: false,
    });
    expect(await getListing('bk3m9x2q7wz', 'en')).toEqual({ kind: 'unknown', complete: false });
  });

  test('getListings keeps the order of the ids and leaves out unknown ones; from the static JSON when the service is down', async () => {
    serve(() => Promise.reject(new TypeError('fetch failed')));
    const answer = await getListings(['r01', 'nope', 'b01', 'r01'], 'en');
    expect(answer.items.map((p) => p.id)).toEqual(['r01', 'b01']);
    expect(answer.withdrawn).toEqual([]);
    expect(answer.complete).toBe(false);
  });

  test('getListings names the withdrawn ids apart from the unknown ones, from every batch', async () => {
    const ids = [...Array.from({ length: 60 }, (_, i) => `x${i}`), 'bk3m9x2q7wz'];
    serve((url) => {
      const batch = new URL(url).searchParams.get('ids')!.split(',');
      return batch.includes('x0')
        ? json({ items: [properties[0]], missing: ['x1'], withdrawn: ['x2', 'x3'] })
        : json({ items: [], missing: [], withdrawn: ['bk3m9x2q7wz'] });
    });
    const answer = await getListings(ids, 'en');
    expect(answer).toEqual({
      items: [properties[0]],
      withdrawn: ['x2', 'x3', 'bk3m9x2q7wz'],
      complete: true,
    });
  });

  test('getListings reads an answer without `withdrawn` (a service before publishing) as none', async () => {
    serve(() => json({ items: [properties[0]], missing: [] }));
    expect(await getListings(['b01'], 'en')).toEqual({
      items: [properties[0]],
      withdrawn: [],
      complete: true,
    });
    serve(() => json({ items: [properties[0]], missing: [], withdrawn: 'b02' }));
    expect((await getListings(['b01'], 'en')).complete).toBe(false);
  });
});

describe('batched by id, and related', () => {
  test('getListings asks /api/listings/by-id, 60 ids a request, and keeps their order', async () => {
    const ids = Array.from({ length: 61 }, (_, i) => `x${i}`);
    const asked = serve((url) => {
      const batch = new URL(url).searchParams.get('ids')!.split(',');
      return json({ items: batch.includes('x0') ? [properties[0]] : [properties[1]], missing: [] });
    });
    const answer = await getListings(ids, 'am');
    expect(answer).toEqual({
      items: [properties[0], properties[1]],
      withdrawn: [],
      complete: true,
    });
    expect(asked).toEqual([
      `${SERVICE}/api/listings/by-id?ids=${ids.slice(0, 60).join(',')}&lang=am`,
      `${SERVICE}/api/listings/by-id?ids=x60&lang=am`,
    ]);
    expect(await getListings([], 'en')).toEqual({ items: [], withdrawn: [], complete: true });
    expect(asked).toHaveLength(2);
  });

  test('getRelatedListings asks the service; an unreadable answer falls back to the rule', async () => {
    const villa = properties.find((p) => p.id === 'b01')!;
    const asked = serve(() => json({ items: [properties[2]] }));
    expect(await getRelatedListings(villa, 'en')).toEqual({
      items: [properties[2]],
      complete: true,
    });
    expect(asked).toEqual([`${SERVICE}/api/listings/related?id=b01&limit=3`]);
    serve(() => json({ items: 'nope' }));
    const fallback = await getRelatedListings(villa, 'en');
    expect(fallback).toEqual({ items: relatedProperties(properties, villa), complete: false });
  });
});

describe("a seller's photos", () => {
  const villa = properties.find((p) => p.id === 'b01')!;
  const KEY = '/photos/bk3m9x2q7wz/mi0d6x2o-3fa9c0d21e7b';
  const city = { src: '/assets/images/cities/addis-ababa.svg', width: 800, height: 600, alt: '' };
  /** A seller's listing as the service answers it: its photos named by their path on the service. */
  const published = {
    ...villa,
    id: 'bk3m9x2q7wz',
    images: [
      {
        src: `${KEY}/1-1280.jpg`,
        width: 1280,
        height: 960,
        alt: 'The villa from the garden',
        widths: {
          webp: [
            { src: `${KEY}/1-320.webp`, width: 320 },
            { src: `${KEY}/1-1280.webp`, width: 1280 },
          ],
          jpeg: [
            { src: `${KEY}/1-320.jpg`, width: 320 },
            { src: `${KEY}/1-1280.jpg`, width: 1280 },
          ],
        },
        preview: { src: `${KEY}/1-1200x630.jpg`, width: 1200, height: 630 },
      },
      city,
    ],
  };
  /** Every address of the first image, and the second's. */
  const addresses = (listing: Property | undefined) => {
    const [photo, other] = listing?.images ?? [];
    return [
      photo?.src,
      ...(photo?.widths?.webp ?? []).map((c) => c.src),
      ...(photo?.widths?.jpeg ?? []).map((c) => c.src),
      photo?.preview?.src,
      other?.src,
    ];
  };
  const onService = (base: string) => [
    `${base}${KEY}/1-1280.jpg`,
    `${base}${KEY}/1-320.webp`,
    `${base}${KEY}/1-1280.webp`,
    `${base}${KEY}/1-320.jpg`,
    `${base}${KEY}/1-1280.jpg`,
    `${base}${KEY}/1-1200x630.jpg`,
    // The site's own picture stays the site's.
    city.src,
  ];

  test("are made absolute on the service's address, by id, by ids, in a search and among related", async () => {
    serve((url) => {
      const { pathname } = new URL(url);
      if (pathname === '/api/listings/by-id') return json({ items: [published], missing: [] });
      if (pathname === '/api/listings/related') return json({ items: [published] });
      if (pathname === '/api/listings') {
        return json({ ...serviceAnswer, items: [published, ...serviceAnswer.items] });
      }
      return json(published);
    });
    const lookup = await getListing('bk3m9x2q7wz', 'en');
    expect(addresses(lookup.kind === 'live' ? lookup.listing : undefined)).toEqual(
      onService(SERVICE),
    );
    expect(addresses((await getListings(['bk3m9x2q7wz'], 'en')).items[0])).toEqual(
      onService(SERVICE),
    );
    const page = await searchListings({ tags: ['Villa'] }, 'en');
    expect(addresses(page.items[0])).toEqual(onService(SERVICE));
    // The data's listings among them keep their pictures as they were.
    expect(page.items.slice(1)).toEqual(serviceAnswer.items);
    expect(addresses((await getRelatedListings(villa, 'en')).items[0])).toEqual(onService(SERVICE));
  });

  test('a server render asking the service at its internal address names them at the public one', async () => {
    const internal = 'http://listings.internal:3006';
    setRuntimeConfig({
      ...defaultConfig,
      listingsApiUrl: internal,
      listingsPublicUrl: 'https://search.betoch.et',
    });
    const asked: string[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      asked.push(String(input));
      return json(published);
    });
    const lookup = await getListing('bk3m9x2q7wz', 'en');
    expect(asked).toEqual([`${internal}/api/listings/bk3m9x2q7wz`]);
    expect(addresses(lookup.kind === 'live' ? lookup.listing : undefined)).toEqual(
      onService('https://search.betoch.et'),
    );
  });
});

describe('mapListings', () => {
  const bbox = { south: 8.9, west: 38.6, north: 9.2, east: 38.9 };

  test("asks the map endpoint with the search's conditions, not its page", async () => {
    const asked = serve(() => json({ total: 2, clusters: [{ lat: 9, lng: 38.7, count: 2 }] }));
    const answer = await mapListings({ tags: ['Villa'], page: 3, sort: 'low-price', bbox }, 'en');
    expect(answer).toEqual({
      total: 2,
      clusters: [{ lat: 9, lng: 38.7, count: 2 }],
      complete: true,
    });
    expect(asked).toEqual([`${SERVICE}/api/listings/map?tag=Villa&bbox=8.9%2C38.6%2C9.2%2C38.9`]);
  });

  test("takes the service's points, a listing without a valid price among them", async () => {
    const point = {
      id: 'b7',
      title: 'Villa in Bole',
      lat: 9,
      lng: 38.7,
      price: null,
      deal: 'sale',
    };
    serve(() => json({ total: 1, points: [point] }));
    expect(await mapListings({ bbox }, 'en')).toEqual({
      total: 1,
      points: [point],
      complete: true,
    });
  });

  test('from the static JSON: every matching point inside the box', async () => {
    serve(() => json({ total: 'x' }));
    const answer = await mapListings({ bbox }, 'en');
    expect(answer.complete).toBe(false);
    expect(answer.points).toHaveLength(answer.total);
    expect(answer.points?.every((p) => p.lat >= 8.9 && p.lat <= 9.2)).toBe(true);
    expect(answer.total).toBeGreaterThan(6);
  });

  test('refuses a point without a title, and falls back to the static points with theirs', async () => {
    serve(() =>
      json({ total: 1, points: [{ id: 'b7', lat: 9, lng: 38.7, price: 1, deal: 'sale' }] }),
    );
    const answer = await mapListings({ bbox }, 'am');
    expect(answer.complete).toBe(false);
    expect(answer.points!.every((p) => p.title.length > 0)).toBe(true);
    expect(answer.points!.some((p) => /\p{Script=Ethiopic}/u.test(p.title))).toBe(true);
  });
});
