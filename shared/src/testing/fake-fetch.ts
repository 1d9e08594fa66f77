import { resetDataCache } from '../data/loader';
import { readAssetText } from './assets';

/**
 * A fetch `Response` as the apps read it: `ok`, `status`, `statusText`, `headers`, `text()` and
 * `json()` (jsdom has no Response class). A body that is not a string is sent as JSON.
 */
export function fakeResponse(
  status: number,
  body: unknown = '',
  headers: Record<string, string> = {},
): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status >= 200 && status < 300 ? 'OK' : 'Error',
    headers: new Headers(headers),
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
  } as unknown as Response;
}

/** The served file a data URL names: `…/faq.json`, or `…/am/faq.json` for a language's overlay. */
export function assetOf(url: string): string {
  return /(?:am\/)?[^/]+$/.exec(url)?.[0] ?? '';
}

export interface ServeAssetsOptions {
  /** Files (as `assetOf` names them, e.g. `faq.json` or `am/faq.json`) that answer `failStatus`. */
  failing?: readonly string[];
  /** The status of a failing file (default 404). */
  failStatus?: number;
}

/**
 * Answers `fetch` with the real `shared/assets/data/*.json` files, as the shell's origin serves
 * them, after emptying the data cache so that every test loads afresh. Returns the mock, to check
 * what was requested.
 */
export function serveAssets({ failing = [], failStatus = 404 }: ServeAssetsOptions = {}) {
  resetDataCache();
  const fetchMock = jest.fn((url: string) => {
    const file = assetOf(url);
    return Promise.resolve(
      failing.includes(file) ? fakeResponse(failStatus) : fakeResponse(200, readAssetText(file)),
    );
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
