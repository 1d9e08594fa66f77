/**
 * The render worker's `fetch`, answered by the page server over the IPC channel (issue 26): a
 * worker may have no network of its own (a network namespace, `page-server/src/render-pool.ts`),
 * and what it may reach is the page server's to decide (`page-server/src/network-broker.ts`: the
 * shell's origin, the remotes of the config.json in force, the listings service; GET and HEAD).
 * Installed before the bundle's modules run, so every library reads this one.
 */
import type { FetchAnswer, FetchCall } from '@betoch/shared/server/render-protocol';

interface Pending {
  resolve(response: Response): void;
  reject(error: unknown): void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

/** Statuses a Response cannot be made with a body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

export interface BrokeredFetch {
  fetch: typeof fetch;
  /** An answer of the page server to one of this worker's fetches. */
  settle(answer: FetchAnswer): void;
}

/** A `fetch` whose every request goes out through `send` and is answered by `settle`. */
export function createBrokeredFetch(send: (call: FetchCall) => void): BrokeredFetch {
  const pending = new Map<number, Pending>();
  let nextId = 1;

  const brokered = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const request = input instanceof Request ? input : undefined;
    const url = request ? request.url : String(input);
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const signal = init.signal ?? request?.signal ?? undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      return Promise.reject(new TypeError(`fetch: ${method} is not allowed in a render worker`));
    }
    if (signal?.aborted) return Promise.reject(signal.reason);
    const headers: Record<string, string> = {};
    new Headers(init.headers ?? request?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const id = nextId++;
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => {
        pending.delete(id);
        send({ type: 'fetch-abort', id });
        reject(signal?.reason);
      };
      pending.set(id, { resolve, reject, signal, onAbort });
      signal?.addEventListener('abort', onAbort, { once: true });
      send({ type: 'fetch', id, url, method, headers });
    });
  };

  return {
    fetch: brokered as typeof fetch,
    settle(answer) {
      const call = pending.get(answer.id);
      if (!call) return;
      pending.delete(answer.id);
      call.signal?.removeEventListener('abort', call.onAbort);
      if (answer.type === 'fetch-failed') {
        call.reject(new TypeError(`fetch failed: ${answer.message}`));
        return;
      }
      if (answer.status < 200 || answer.status > 599) {
        call.reject(new TypeError(`fetch failed: a response of status ${answer.status}`));
        return;
      }
      const body = NULL_BODY.has(answer.status) ? null : Buffer.from(answer.body, 'base64');
      call.resolve(new Response(body, { status: answer.status, headers: answer.headers }));
    },
  };
}
