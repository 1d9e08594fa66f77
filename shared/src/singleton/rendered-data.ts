/**
 * The data a page was rendered with on the server, one registry per page (the data client is
 * bundled by every app, so its own caches are per app; this one must be shared).
 *
 * On the server the shell renders a page, collects every data load its components asked for, waits
 * for them and renders again until nothing new is asked (`startDataCollection`, `takePendingData`),
 * then writes the values into the page (`renderedDataJson`). In the browser the shell seeds them
 * back (`seedRenderedData`) before it takes the page over, so the first render shows the same data
 * as the server's HTML — no loading state, no mismatch — and nothing is fetched twice.
 */
import { RENDERED_STATE_ID } from '../server/render-protocol';

/** The element id of the JSON the server writes and the browser reads. */
export { RENDERED_STATE_ID };

interface Entry {
  value: unknown;
}

const values = new Map<string, Entry>();

/** One page's collection on the server: the loads asked for since the last wait, and the failures. */
interface Collection {
  pending: Map<string, Promise<void>>;
  /** Keys whose load failed in this render: not asked again (the browser shows the message). */
  failed: Set<string>;
}

let collection: Collection | null = null;

/** The value rendered under `key`, if the page was rendered with it. */
export function readRenderedData<T>(key: string): { value: T } | undefined {
  return values.get(key) as { value: T } | undefined;
}

/** True while the server collects data loads (between `startDataCollection` and `stopDataCollection`). */
export function isCollectingData(): boolean {
  return collection !== null;
}

/**
 * On the server, while collecting: starts `load` for `key` once and records its value when it
 * resolves (a failure is left to the browser, which shows its message and retry: it is not asked
 * again in the same render). Elsewhere a no-op.
 */
export function collectRenderedData(key: string, load: () => Promise<unknown>): void {
  const current = collection;
  if (current === null || values.has(key) || current.pending.has(key) || current.failed.has(key)) {
    return;
  }
  const settled = load().then(
    (value) => {
      // A load that outlived its render (the render gave up at its deadline) must not write into
      // the next page's values.
      if (collection === current) values.set(key, { value });
    },
    () => {
      current.failed.add(key);
    },
  );
  current.pending.set(key, settled);
}

/** Forgets every value and starts collecting (the server, before a page's first render pass). */
export function startDataCollection(): void {
  values.clear();
  collection = { pending: new Map(), failed: new Set() };
}

/**
 * Waits for the loads asked for since the last call; false when nothing new was asked. The server
 * bounds this wait by its render's deadline (the loads themselves have a time limit in the loader).
 */
export async function takePendingData(): Promise<boolean> {
  const current = collection;
  if (current === null || current.pending.size === 0) return false;
  const loads = [...current.pending.values()];
  current.pending = new Map();
  await Promise.all(loads);
  return true;
}

/**
 * Stops collecting; the values stay readable until the next `startDataCollection`. Loads still
 * running (a render that gave up) write nothing any more.
 */
export function stopDataCollection(): void {
  collection = null;
}

const UNDEFINED = { $undefined: true };

/** Maps survive the trip as `{ "$map": [[key, value], …] }`. */
function replacer(_key: string, value: unknown): unknown {
  return value instanceof Map ? { $map: [...(value as Map<unknown, unknown>).entries()] } : value;
}

function reviver(_key: string, value: unknown): unknown {
  if (typeof value === 'object' && value !== null && '$map' in value) {
    const entries = (value as { $map: unknown }).$map;
    if (Array.isArray(entries)) return new Map(entries as [unknown, unknown][]);
  }
  return value;
}

/**
 * The rendered values as JSON safe inside `<script type="application/json">`: `<`, `>`, `&` and
 * the two JavaScript line separators are escaped, so no text from the data can end the element.
 */
export function renderedDataJson(extra: Record<string, unknown> = {}): string {
  // An unknown id loads as undefined, which JSON would drop: it travels as a marker.
  const data = Object.fromEntries(
    [...values].map(([key, entry]) => [key, entry.value === undefined ? UNDEFINED : entry.value]),
  );
  return JSON.stringify({ ...extra, data }, replacer)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Parses what `renderedDataJson` wrote; null for anything malformed (the page then loads its data). */
export function parseRenderedState(text: string): Record<string, unknown> | null {
  try {
    const parsed = JSON.parse(text, reviver) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The browser: makes the server's values the first render's. */
export function seedRenderedData(data: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(data)) {
    const isUndefined = typeof value === 'object' && value !== null && '$undefined' in value;
    values.set(key, { value: isUndefined ? undefined : value });
  }
}

/**
 * True when this page arrived rendered by the server: its stores then start from their defaults,
 * as the server's render did, and read the visitor's storage once the page is taken over.
 */
export function pageWasServerRendered(): boolean {
  return typeof document !== 'undefined' && document.getElementById(RENDERED_STATE_ID) !== null;
}
