/**
 * A render worker's network, kept by the page server (issue 26): the worker runs a remote's code
 * and may have no network of its own (a network namespace, `render-pool.ts`); each of its fetches
 * comes over the IPC channel (`shell/src/server/brokered-fetch.ts`) and is made here, or refused:
 * - only to the origins the page in hand may read (the shell's own, the remotes of its
 *   config.json, the listings service), GET or HEAD, with no header of the worker's but `Accept`
 *   and `Accept-Language` (no forged `X-Forwarded-For`), redirects not followed;
 * - each within a time limit and a size cap enforced as the body arrives (`capped-body.ts`), and
 *   at most a few at a time per worker; a worker that is gone has its fetches aborted.
 */
import {
  REMOTE_NAMES,
  serverListingsUrl,
  type RuntimeConfig,
} from '@betoch/shared/config/runtime-config';
import type { FetchAnswer, FetchCall } from '@betoch/shared/server/render-protocol';
import { REQUEST_ID_HEADER } from '@betoch/shared/server/request-id';
import { readCapped } from './capped-body';

/** The longest a worker's fetch may take: a remote's file is limited to 1 s (10 s in a prerender). */
export const BROKER_TIMEOUT_MS = 15_000;
/** The largest body a worker may fetch: a remote's chunk or a page of listings is well under it. */
export const BROKER_MAX_BYTES = 8 * 1024 * 1024;
/** Fetches one worker may have in flight at once. */
export const BROKER_MAX_IN_FLIGHT = 16;
/** The request headers a worker's fetch keeps. */
const REQUEST_HEADERS = ['accept', 'accept-language'];
/** The response headers a worker sees (the body is already decoded, its length its own). */
const RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'location'];

export interface NetworkBrokerOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
  maxInFlight?: number;
}

export interface NetworkBroker {
  /**
   * One call of the worker: a fetch made if `allowed` holds a prefix of its address (null:
   * nothing may be reached now, between pages), answered through `reply`; or an abort. A fetch
   * for a page request carries its id (`X-Request-Id`).
   */
  call(
    call: FetchCall,
    allowed: readonly string[] | null,
    reply: (answer: FetchAnswer) => void,
    requestId?: string,
  ): void;
  /** The worker is gone: every fetch in flight is aborted, and no answer is sent. */
  close(): void;
}

/**
 * What a worker rendering with `config` may fetch, as address prefixes: on the shell's origin as
 * the server reaches it, its data and translations (`/assets/`: not its pages, which would render
 * again, nor config.json); the origin of each remote config.json names and trusts; the listings
 * service as the server reaches it. Not the API: no page's render logs anyone in.
 */
export function workerReach(
  config: RuntimeConfig,
  selfOrigin: string,
  listingsInternalUrl?: string,
): string[] {
  const self = new URL(selfOrigin).origin;
  const origins = [
    ...REMOTE_NAMES.filter((name) => !config.refused?.[name]).map((name) => config.remotes[name]),
    serverListingsUrl(config, listingsInternalUrl),
  ].flatMap((url) => {
    try {
      return url ? [`${new URL(url).origin}/`] : [];
    } catch {
      return [];
    }
  });
  const data = new URL(config.dataBaseUrl, `${self}/`);
  return [
    ...new Set([
      `${self}/assets/`,
      `${data.origin}${data.pathname.replace(/\/?$/, '/')}`,
      ...origins,
    ]),
  ];
}

/**
 * Why a worker may not fetch `url` with `method`, or null when it may: `allowed` holds address
 * prefixes (`workerReach`), null between pages.
 */
export function fetchRefusal(
  url: string,
  method: string,
  allowed: readonly string[] | null,
): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `"${url.slice(0, 200)}" is not an absolute URL`;
  }
  if (method !== 'GET' && method !== 'HEAD') return `${method} is not allowed`;
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return `${parsed.protocol} is not allowed`;
  }
  if (parsed.username || parsed.password) return 'an address with credentials is not allowed';
  if (allowed === null) return 'nothing may be fetched between pages';
  // The parsed address: `..` and its encodings are already resolved. A prefix ends with `/`, so
  // that `http://host:300` never allows `http://host:3005`.
  if (allowed.some((prefix) => prefix.endsWith('/') && parsed.href.startsWith(prefix))) {
    return null;
  }
  if (!allowed.some((prefix) => prefix.startsWith(`${parsed.origin}/`))) {
    return `${parsed.origin} is not reachable from a render worker`;
  }
  return `${parsed.pathname} of ${parsed.origin} is not reachable from a render worker`;
}

export function createNetworkBroker({
  fetchImpl = fetch,
  timeoutMs = BROKER_TIMEOUT_MS,
  maxBytes = BROKER_MAX_BYTES,
  maxInFlight = BROKER_MAX_IN_FLIGHT,
}: NetworkBrokerOptions = {}): NetworkBroker {
  const inFlight = new Map<number, AbortController>();
  let closed = false;

  async function fetchFor(
    call: Extract<FetchCall, { type: 'fetch' }>,
    controller: AbortController,
    requestId: string | undefined,
  ): Promise<FetchAnswer> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(call.headers)) {
      if (REQUEST_HEADERS.includes(name.toLowerCase())) headers[name] = value;
    }
    // The page server's, never the worker's (which cannot send one: not in REQUEST_HEADERS).
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    const response = await fetchImpl(call.url, {
      method: call.method,
      headers,
      redirect: 'manual',
      signal: AbortSignal.any([controller.signal, AbortSignal.timeout(timeoutMs)]),
    });
    const body = call.method === 'HEAD' ? Buffer.alloc(0) : await readCapped(response, maxBytes);
    const kept: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (RESPONSE_HEADERS.includes(name)) kept.push([name, value]);
    });
    return {
      type: 'fetched',
      id: call.id,
      status: response.status,
      headers: kept,
      body: Buffer.from(body).toString('base64'),
    };
  }

  return {
    call(call, allowed, reply, requestId) {
      if (closed) return;
      if (call.type === 'fetch-abort') {
        inFlight.get(call.id)?.abort();
        inFlight.delete(call.id);
        return;
      }
      const failed = (message: string) => reply({ type: 'fetch-failed', id: call.id, message });
      const refusal = fetchRefusal(call.url, call.method, allowed);
      if (refusal) return failed(refusal);
      if (inFlight.size >= maxInFlight) {
        return failed(`more than ${maxInFlight} fetches at once`);
      }
      const controller = new AbortController();
      inFlight.set(call.id, controller);
      fetchFor(call, controller, requestId).then(
        (answer) => {
          if (inFlight.get(call.id) !== controller || closed) return;
          inFlight.delete(call.id);
          reply(answer);
        },
        (error: unknown) => {
          if (inFlight.get(call.id) !== controller || closed) return;
          inFlight.delete(call.id);
          failed(error instanceof Error ? error.message : String(error));
        },
      );
    },
    close() {
      closed = true;
      for (const controller of inFlight.values()) controller.abort();
      inFlight.clear();
    },
  };
}
