import {
  expireSession,
  getRuntimeConfig,
  handleHttpError,
  messageFromError,
  readResponseBody,
  retryAfterSeconds,
} from '@betoch/shared';
import {
  validateListingDraft,
  type ListingDraft,
  type ListingDraftError,
} from '@betoch/shared/domain/listing-draft-rules';

/*
 * Publishing's calls to the listings service (docs/publishing.md "Endpoints"), with the session's
 * token as a bearer. Never throws: every answer, or its absence, is a result the page can say.
 */

export type PublishResult =
  | { ok: true; id: string; version: number }
  /** 400: the fields the service refused, with the listing's rules' codes. */
  | { ok: false; kind: 'invalid'; errors: ListingDraftError[]; message: string }
  /** 403: the account's e-mail is not verified yet. */
  | { ok: false; kind: 'unverified' }
  /** 429: too many new listings today. */
  | { ok: false; kind: 'tooMany'; retryAfterSeconds: number | undefined }
  /** 401: the session ended (it is cleared). */
  | { ok: false; kind: 'expired' }
  /** 409: changed since the form was opened; what it holds now. */
  | { ok: false; kind: 'stale'; current: MyListing }
  | { ok: false; kind: 'refused'; message: string }
  | { ok: false; kind: 'unreachable'; detail: string };

/** One of the account's listings as `GET /api/listings/mine` gives it. */
export interface MyListing {
  id: string;
  status: 'live' | 'withdrawn';
  version: number;
  createdAt: string;
  updatedAt: string;
  draft: ListingDraft;
}

/** A listing of `/mine` (or a 409's `current`), checked; null when it is not one. */
export function mineItemOf(value: unknown): MyListing | null {
  const item = value as Partial<MyListing> | null;
  if (
    typeof item?.id !== 'string' ||
    (item.status !== 'live' && item.status !== 'withdrawn') ||
    typeof item.version !== 'number' ||
    typeof item.updatedAt !== 'string'
  ) {
    return null;
  }
  const checked = validateListingDraft(item.draft);
  if (!checked.ok) return null;
  return {
    id: item.id,
    status: item.status,
    version: item.version,
    createdAt: typeof item.createdAt === 'string' ? item.createdAt : item.updatedAt,
    updatedAt: item.updatedAt,
    draft: checked.value,
  };
}

/** `POST {listingsApiUrl}/api/listings` with the listing the form's rules accepted. */
export function publishListing(
  draft: ListingDraft,
  token: string,
  signal?: AbortSignal,
  fetchImpl?: typeof fetch,
): Promise<PublishResult> {
  return writeListing('POST', '/api/listings', draft, token, signal, fetchImpl);
}

/** `PUT /api/listings/{id} {version, draft}`: an edit of the version the form was opened on. */
export function editListing(
  id: string,
  version: number,
  draft: ListingDraft,
  token: string,
  signal?: AbortSignal,
  fetchImpl?: typeof fetch,
): Promise<PublishResult> {
  const path = `/api/listings/${encodeURIComponent(id)}`;
  return writeListing('PUT', path, { version, draft }, token, signal, fetchImpl);
}

/** `POST /api/listings/{id}/withdraw` or `/publish` with the version shown. */
export function setListingStatus(
  id: string,
  action: 'withdraw' | 'publish',
  version: number,
  token: string,
  signal?: AbortSignal,
  fetchImpl?: typeof fetch,
): Promise<PublishResult> {
  const path = `/api/listings/${encodeURIComponent(id)}/${action}`;
  return writeListing('POST', path, { version }, token, signal, fetchImpl);
}

/** `GET /api/listings/mine`: the account's listings, live and withdrawn, newest change first. */
export async function fetchMyListings(
  token: string,
  fetchImpl?: typeof fetch,
): Promise<{ ok: true; items: MyListing[] } | { ok: false; message: string }> {
  const answer = await callListings(
    'GET',
    '/api/listings/mine',
    token,
    undefined,
    undefined,
    fetchImpl,
  );
  if ('unreachable' in answer) return { ok: false, message: answer.unreachable };
  const { response, body } = answer;
  if (response.status === 401) expireSession(token);
  const items = (body as { items?: unknown } | null)?.items;
  if (!response.ok || !Array.isArray(items)) {
    return {
      ok: false,
      message: handleHttpError({
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
        body,
      }),
    };
  }
  return { ok: true, items: items.map(mineItemOf).filter((item) => item !== null) };
}

/** The listings service's address, or undefined where the site has none (static data only). */
export function listingsServiceUrl(): string | undefined {
  const { listingsApiUrl } = getRuntimeConfig();
  return listingsApiUrl ? listingsApiUrl.replace(/\/+$/, '') : undefined;
}

function draftErrorsOf(body: unknown): ListingDraftError[] {
  const list = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is ListingDraftError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as ListingDraftError).field === 'string' &&
      typeof (item as ListingDraftError).code === 'string',
  );
}

/** A call to the listings service with the session's token, its answer read; never throws. */
export async function callListings(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string,
  body: unknown,
  signal?: AbortSignal,
  fetchImpl?: typeof fetch,
): Promise<{ response: Response; body: unknown } | { unreachable: string }> {
  const base = listingsServiceUrl();
  if (!base) return { unreachable: 'config.json has no listingsApiUrl' };
  try {
    // Read here, inside the try: a page (or test) without fetch is a failed request, not a throw.
    const response = await (fetchImpl ?? fetch)(`${base}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      credentials: 'omit',
      signal: signal ?? null,
    });
    return { response, body: await readResponseBody(response) };
  } catch (error) {
    return { unreachable: messageFromError(error) };
  }
}

/** A write's answer: the listing's id and new version, or why not. */
async function writeListing(
  method: 'POST' | 'PUT',
  path: string,
  payload: unknown,
  token: string,
  signal?: AbortSignal,
  fetchImpl?: typeof fetch,
): Promise<PublishResult> {
  const answer = await callListings(method, path, token, payload, signal, fetchImpl);
  if ('unreachable' in answer)
    return { ok: false, kind: 'unreachable', detail: answer.unreachable };
  const { response, body } = answer;
  const { status } = response;
  if (response.ok) {
    const written = body as { id?: unknown; version?: unknown } | null;
    if (typeof written?.id === 'string' && typeof written.version === 'number') {
      return { ok: true, id: written.id, version: written.version };
    }
  }
  if (status === 409) {
    const current = (body as { current?: unknown } | null)?.current;
    const listing = mineItemOf(current);
    if (listing) return { ok: false, kind: 'stale', current: listing };
  }
  if (status === 401) {
    expireSession(token);
    return { ok: false, kind: 'expired' };
  }
  if (status === 403) return { ok: false, kind: 'unverified' };
  if (status === 429) {
    return {
      ok: false,
      kind: 'tooMany',
      retryAfterSeconds: retryAfterSeconds(response.headers.get('Retry-After')),
    };
  }
  const message = handleHttpError({
    status,
    statusText: response.statusText,
    headers: response.headers,
    body,
  });
  if (status === 400) return { ok: false, kind: 'invalid', errors: draftErrorsOf(body), message };
  return { ok: false, kind: 'refused', message };
}
