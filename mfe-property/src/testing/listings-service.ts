import { getRuntimeConfig, setRuntimeConfig, type Property } from '@betoch/shared';
import { fakeResponse, propertyById } from '@betoch/shared/testing';

/** Where the tests' listings service is (config.json's `listingsApiUrl`). */
export const SERVICE = 'http://localhost:3006';

/** A listing a seller published, as the listings service answers it (docs/publishing.md). */
export const PUBLISHED: Property = {
  ...propertyById('b01'),
  id: 'bk3m9x2q7wz',
  title: 'Four-bedroom villa with zebrawood doors',
  agentId: 'U-1003',
  ownerCode: 'U-1003',
  publisher: { userCode: 'U-1003' },
  // 00:30 on 13 March in Addis Ababa.
  updatedAt: '2026-03-12T21:30:00.000Z',
};

/**
 * Names the listings service in the runtime config and answers its requests with `answer` (the
 * path and query asked), leaving every other request to the fetch already in place (the assets).
 * Returns the service's requests, and a function that puts the config back.
 */
export function serveListingsService(answer: (url: URL) => Response): {
  asked: string[];
  restore(): void;
} {
  const config = getRuntimeConfig();
  setRuntimeConfig({ ...config, listingsApiUrl: SERVICE });
  const assets = globalThis.fetch;
  const asked: string[] = [];
  globalThis.fetch = jest.fn((input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (!url.startsWith(SERVICE)) return assets(input, init);
    asked.push(url);
    return Promise.resolve(answer(new URL(url)));
  }) as typeof fetch;
  return { asked, restore: () => setRuntimeConfig(config) };
}

/** The service's answer for the listing `PUBLISHED`, withdrawn or not, and nothing related. */
export function publishedListingAnswer(
  listing: 'live' | 'withdrawn',
  title: string | undefined = PUBLISHED.title,
): (url: URL) => Response {
  return (url) => {
    if (url.pathname === '/api/listings/related') return fakeResponse(200, { items: [] });
    if (url.pathname !== `/api/listings/${PUBLISHED.id}`)
      return fakeResponse(404, { message: 'No listing has the id.' });
    return listing === 'live'
      ? fakeResponse(200, PUBLISHED)
      : fakeResponse(410, { id: PUBLISHED.id, status: 'withdrawn', title });
  };
}
