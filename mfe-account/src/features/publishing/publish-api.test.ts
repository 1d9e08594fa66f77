import { getRuntimeConfig, setRuntimeConfig } from '@betoch/shared/singleton';
import { fakeResponse } from '@betoch/shared/testing';
import type { ListingDraft } from '@betoch/shared/domain/listing-draft-rules';
import { ACCOUNT_REQUEST_TIMEOUT_MS } from '../session/use-account-request';
import {
  editListing,
  fetchMyListings,
  photosBody,
  publishListing,
  uploadTimeoutMs,
} from './publish-api';

const SERVICE = 'https://search.betoch.et';
const original = getRuntimeConfig();
const TOKEN = 'aaa.bbb.ccc';

const DRAFT: ListingDraft = {
  deal: 'sale',
  type: 'Villa',
  price: { amount: 25_000_000, currency: 'ETB' },
  area: 400,
  beds: 5,
  baths: 4,
  city: 'Addis Ababa',
  subCity: 'Bole',
  address: 'Near the Japan embassy',
  location: { lat: 8.99, lng: 38.79 },
  features: ['Garden'],
  title: { en: 'Five-bedroom villa with a garden in Bole' },
  description: { en: 'A quiet villa with a large garden, five bedrooms and a guest house.' },
};

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name);

/** A fetch that answers `response` and keeps what it was asked. */
function fetchAnswering(response: Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(response);
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

beforeEach(() => setRuntimeConfig({ ...original, listingsApiUrl: SERVICE }));
afterEach(() => setRuntimeConfig(original));

describe('the multipart body', () => {
  test('is the JSON part first, then each photo in the seller’s order', () => {
    const body = photosBody('draft', DRAFT, [jpeg('cover.jpg'), jpeg('kitchen.jpg')]);
    expect([...body.keys()]).toEqual(['draft', 'photo', 'photo']);
    expect(JSON.parse(String(body.get('draft')))).toEqual(DRAFT);
    expect((body.getAll('photo') as File[]).map((file) => file.name)).toEqual([
      'cover.jpg',
      'kitchen.jpg',
    ]);
  });

  test('a new listing is posted as one, with no JSON content type (the browser writes its boundary)', async () => {
    const { calls, fetchImpl } = fetchAnswering(
      fakeResponse(201, { id: 'bk3m9x2q7wz', version: 1 }),
    );
    const result = await publishListing(DRAFT, [jpeg('cover.jpg')], TOKEN, undefined, fetchImpl);
    expect(result).toEqual({ ok: true, id: 'bk3m9x2q7wz', version: 1 });
    expect(calls[0]?.url).toBe(`${SERVICE}/api/listings`);
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBeInstanceOf(FormData);
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });
});

describe('an edit', () => {
  test('without photos is JSON `{version, draft}`: the listing keeps its photos', async () => {
    const { calls, fetchImpl } = fetchAnswering(
      fakeResponse(200, { id: 'bk3m9x2q7wz', version: 3 }),
    );
    await editListing('bk3m9x2q7wz', 2, DRAFT, undefined, TOKEN, undefined, fetchImpl);
    await editListing('bk3m9x2q7wz', 2, DRAFT, [], TOKEN, undefined, fetchImpl);
    for (const { url, init } of calls) {
      expect(url).toBe(`${SERVICE}/api/listings/bk3m9x2q7wz`);
      expect(init.method).toBe('PUT');
      expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
      expect(JSON.parse(String(init.body))).toEqual({ version: 2, draft: DRAFT });
    }
  });

  test('with photos is multipart: `edit` then the photos, which replace all of them', async () => {
    const { calls, fetchImpl } = fetchAnswering(
      fakeResponse(200, { id: 'bk3m9x2q7wz', version: 3 }),
    );
    await editListing('bk3m9x2q7wz', 2, DRAFT, [jpeg('new.jpg')], TOKEN, undefined, fetchImpl);
    const body = calls[0]?.init.body as FormData;
    expect([...body.keys()]).toEqual(['edit', 'photo']);
    expect(JSON.parse(String(body.get('edit')))).toEqual({ version: 2, draft: DRAFT });
  });
});

describe('the answers', () => {
  test('a 400 gives the refused fields and the refused photos apart', async () => {
    const { fetchImpl } = fetchAnswering(
      fakeResponse(400, {
        errors: [
          { field: 'area', code: 'tooSmall', description: 'The area must be at least 10 m².' },
          { field: 'photos', code: 'notAnImage', photo: 3, description: 'Photo 3 is not…' },
        ],
      }),
    );
    const result = await publishListing(DRAFT, [jpeg('a.jpg')], TOKEN, undefined, fetchImpl);
    expect(result).toMatchObject({
      ok: false,
      kind: 'invalid',
      errors: [{ field: 'area', code: 'tooSmall' }],
      photos: [{ code: 'notAnImage', photo: 3 }],
    });
  });

  test('a 503 is a busy service, with when to try again', async () => {
    const { fetchImpl } = fetchAnswering(
      fakeResponse(503, { message: 'Too many uploads.' }, { 'Retry-After': '30' }),
    );
    expect(await publishListing(DRAFT, [jpeg('a.jpg')], TOKEN, undefined, fetchImpl)).toEqual({
      ok: false,
      kind: 'busy',
      retryAfterSeconds: 30,
    });
  });
});

describe('the account’s listings', () => {
  test('carry their photos at their addresses on the service; one that is no image is left out', async () => {
    const KEY = '/photos/bk3m9x2q7wz/mi0d6x2o-3fa9c0d21e7b';
    const { fetchImpl } = fetchAnswering(
      fakeResponse(200, {
        items: [
          {
            id: 'bk3m9x2q7wz',
            status: 'live',
            version: 2,
            createdAt: '2026-11-20T08:00:00.000Z',
            updatedAt: '2026-11-28T08:00:00.000Z',
            draft: DRAFT,
            photos: [
              {
                src: `${KEY}/1-640.jpg`,
                width: 640,
                height: 480,
                alt: 'The villa',
                widths: {
                  webp: [{ src: `${KEY}/1-640.webp`, width: 640 }],
                  jpeg: [{ src: `${KEY}/1-640.jpg`, width: 640 }],
                },
              },
              { src: 'javascript:alert(1)', width: 1, height: 1, alt: '' },
            ],
          },
        ],
      }),
    );
    const answer = await fetchMyListings(TOKEN, fetchImpl);
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.items[0]?.photos).toEqual([
      {
        src: `${SERVICE}${KEY}/1-640.jpg`,
        width: 640,
        height: 480,
        alt: 'The villa',
        widths: {
          webp: [{ src: `${SERVICE}${KEY}/1-640.webp`, width: 640 }],
          jpeg: [{ src: `${SERVICE}${KEY}/1-640.jpg`, width: 640 }],
        },
      },
    ]);
  });
});

test('an upload may take as long as its bytes need on a weak connection', () => {
  expect(uploadTimeoutMs(0)).toBe(ACCOUNT_REQUEST_TIMEOUT_MS);
  // Twelve photos of 3 MB: about 19 minutes more than a JSON request's.
  const twelve = uploadTimeoutMs(12 * 3 * 1024 * 1024);
  expect(twelve - ACCOUNT_REQUEST_TIMEOUT_MS).toBeGreaterThan(18 * 60_000);
  expect(twelve - ACCOUNT_REQUEST_TIMEOUT_MS).toBeLessThan(20 * 60_000);
});
