/**
 * The remotes' origins that did not answer the server within a file's limit, as a render worker
 * remembers them. A render of a section whose origin hangs waits out that limit (1 s) before the
 * page goes out with the section left to the browser. A lane renders one page at a time, so
 * without a memory every page of that section would wait as long while the outage lasts (at most
 * a page a second), and a server started during it would answer its first page past the 2 s in
 * which a page must paint. After a time-out, the origin's files fail at once for `HUNG_ORIGIN_MS`;
 * the first fetch after that asks the origin again, within the limit. Only time-outs count: an
 * origin that refuses the connection or answers an error fails fast by itself.
 */
import { RemoteTimeoutError } from './load-timeout';

/** How long an origin that ran out a file's time is not asked again. */
export const HUNG_ORIGIN_MS = 5_000;

/** Raised for a file of an origin that hung a moment ago: it was not asked. */
export class HungOriginError extends RemoteTimeoutError {
  constructor(origin: string, ms: number, agoMs: number, againInMs: number) {
    super(origin, ms);
    this.message =
      `${origin} did not answer within ${ms / 1000} s ${(agoMs / 1000).toFixed(1)} s ago: ` +
      `not asked again for ${(againInMs / 1000).toFixed(1)} s`;
  }
}

/** A remote file's fetch: `fetchRemoteFile`'s signature (federation.ts). */
export type FetchFile = (url: string, timeoutMs: number, init?: RequestInit) => Promise<Response>;

export interface HungOrigins {
  /** `fetchFile`, failing at once for an origin that hung a moment ago, and noting time-outs. */
  guard(fetchFile: FetchFile): FetchFile;
}

function named(value: unknown, name: string): boolean {
  return typeof value === 'object' && value !== null && 'name' in value && value.name === name;
}

/**
 * A fetch aborted by its `AbortSignal.timeout` (a DOMException, not always of this realm's `Error`)
 * or whose cause was, or our own time-out error.
 */
function isTimeout(error: unknown): boolean {
  if (error instanceof RemoteTimeoutError || named(error, 'TimeoutError')) return true;
  return error instanceof Error && named(error.cause, 'TimeoutError');
}

export function createHungOrigins(
  now: () => number = Date.now,
  holdMs: number = HUNG_ORIGIN_MS,
): HungOrigins {
  /** When each origin last ran out of time. */
  const hungAt = new Map<string, number>();
  return {
    guard: (fetchFile) => async (url, timeoutMs, init) => {
      const { origin } = new URL(url);
      const at = hungAt.get(origin);
      if (at !== undefined && now() - at < holdMs) {
        throw new HungOriginError(origin, timeoutMs, now() - at, holdMs - (now() - at));
      }
      try {
        const response = await fetchFile(url, timeoutMs, init);
        hungAt.delete(origin);
        return response;
      } catch (error) {
        if (isTimeout(error)) hungAt.set(origin, now());
        throw error;
      }
    },
  };
}
