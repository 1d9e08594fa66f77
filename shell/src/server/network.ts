/**
 * The render worker's network: its `fetch` made the page server's (`brokered-fetch.ts`). Imported
 * first by `render-worker.ts`, so that every module of the bundle, libraries that keep the `fetch`
 * they find when they load included, reads this one.
 */
import { createBrokeredFetch } from './brokered-fetch';

export const network = createBrokeredFetch((call) => process.send?.(call));
globalThis.fetch = network.fetch;
