import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resetDataCache } from '@betoch/shared';

const DATA_DIR = join(__dirname, '../../../shared/assets/data');

/** The parts of a fetch Response the data loader reads (jsdom has no Response class). */
function answer(status: number, body: string): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Not Found',
    headers: new Headers(),
    text: () => Promise.resolve(body),
  } as unknown as Response;
}

/**
 * Answers the data loader's requests with the real JSON assets (tests only); the files named in
 * `failing` answer 404. Returns the mock, to check what was requested.
 */
export function mockDataFetch(failing: readonly string[] = []) {
  resetDataCache();
  const fetchMock = jest.fn((url: string) => {
    // `…/faq.json`, or `…/am/faq.json` for a language's overlay.
    const file = /(?:am\/)?[^/]+$/.exec(url)?.[0] ?? '';
    if (failing.includes(file)) return Promise.resolve(answer(404, ''));
    return Promise.resolve(answer(200, readFileSync(join(DATA_DIR, file), 'utf8')));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
