import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resetDataCache, type Agent, type Property } from '@betoch/shared';

// Test helpers only (never imported by the app): the real JSON assets, served to a mocked fetch.
const DATA_DIR = join(__dirname, '../../../shared/assets/data');

function readAsset(file: string): string {
  return readFileSync(join(DATA_DIR, file), 'utf8');
}

export const PROPERTIES = JSON.parse(readAsset('property-details.json')) as Property[];
export const AGENTS = JSON.parse(readAsset('agent-data.json')) as Agent[];

/** The parts of a fetch Response the loader reads (jsdom has no Response class). */
function answer(status: number, body: string): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Internal Server Error',
    headers: new Headers(),
    text: () => Promise.resolve(body),
  } as unknown as Response;
}

/**
 * Serves `shared/assets/data/*.json` to `fetch`; the files named in `failing` answer HTTP 500.
 * Clears the data cache so that every test loads afresh.
 */
export function serveData(failing: string[] = []): jest.Mock {
  resetDataCache();
  const fetchMock = jest.fn((url: string) => {
    const file = url.slice(url.lastIndexOf('/') + 1);
    return Promise.resolve(failing.includes(file) ? answer(500, '') : answer(200, readAsset(file)));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** jsdom has no IntersectionObserver: a silent one, so the map stays unloaded in page tests. */
export function stubIntersectionObserver(): void {
  globalThis.IntersectionObserver = class {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
}

/** A property of the data set by id (throws when the data has changed under the test). */
export function propertyById(id: string): Property {
  const property = PROPERTIES.find((p) => p.id === id);
  if (!property) throw new Error(`property-details.json has no ${id}`);
  return property;
}
