import {
  expireSession,
  getRuntimeConfig,
  handleHttpError,
  messageFromError,
  readResponseBody,
  retryAfterSeconds,
  type ImageRef,
} from '@betoch/shared';
import { withServicePhotoList } from '@betoch/shared/data/listing-photos';
import { imageRef } from '@betoch/shared/data/schemas';
import {
  LISTING_DRAFT_FIELDS,
  validateListingDraft,
  type ListingDraft,
  type ListingDraftError,
} from '@betoch/shared/domain/listing-draft-rules';
import type { PhotoRefusal } from '@betoch/shared/domain/photo-rules';
import { ACCOUNT_REQUEST_TIMEOUT_MS } from '../session/use-account-request';
import { photoRefusalsOf } from './photo-checks';

/*
 * Publishing's calls to the listings service (docs/publishing.md "Endpoints"), with the session's
 * token as a bearer. Never throws: every answer, or its absence, is a result the page can say.
 * A new listing, and an edit that replaces the photos, is sent as `multipart/form-data`: the
 * listing's JSON in a field part, then each photo in the seller's order, the cover first.
 */

export type PublishResult =
  | { ok: true; id: string; version: number }
  /**
   * 400: the fields the service refused, with the listing's rules' codes, and the photos it
   * refused, with the photo rules' (docs/publishing.md#photos).
   */
  | {
      ok: false;
      kind: 'invalid';
      errors: ListingDraftError[];
      photos: PhotoRefusal[];
      message: string;
    }
  /** 503: the service takes few uploads at once, or it is busy otherwise: try again later. */
  | { ok: false; kind: 'busy'; retryAfterSeconds: number | undefined }
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
  /**
   * Its photos, the cover first, at their addresses on the service; undefined when the answer
   * named none (a 409's `current` may not).
   */
  photos?: ImageRef[];
}

/** The photos of a `/mine` item, each checked (one that is not an image is left out). */
function photosOf(value: unknown): ImageRef[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const base = listingsServiceUrl();
  const photos = value.flatMap((item: unknown, index): ImageRef[] => {
    try {
      return [imageRef(item, { file: "the listings service's /mine", path: `photos[${index}]` })];
    } catch {
      return [];
    }
  });
  return base ? withServicePhotoList(photos, base) : photos;
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
  const photos = photosOf((value as { photos?: unknown }).photos);
  return {
    id: item.id,
    status: item.status,
    version: item.version,
    createdAt: typeof item.createdAt === 'string' ? item.createdAt : item.updatedAt,
    updatedAt: item.updatedAt,
    draft: checked.value,
    ...(photos ? { photos } : {}),
  };
}

/**
 * A multipart body: the JSON part `part` (the draft, or an edit's `{version, draft}`), then each
 * photo as a `photo` part, in the seller's order (photo 1 is the cover).
 */
export function photosBody(
  part: 'draft' | 'edit',
  json: unknown,
  photos: readonly Blob[],
): FormData {
  const body = new FormData();
  body.append(part, JSON.stringify(json));
  photos.forEach((photo, index) => {
    body.append('photo', photo, photo instanceof File ? photo.name : `photo-${index + 1}`);
  });
  return body;
}

/**
 * The bytes an upload sends at the slowest connection it waits for: 32 KB a second (a weak mobile
 * signal), so that 12 phone photos of 3 MB have 19 minutes rather than the 15 s of a JSON request.
 */
const UPLOAD_BYTES_PER_MS = 32.768;

/** How long an upload of `bytes` may take before it is given up: the request's time and more. */
export function uploadTimeoutMs(bytes: number): number {
  return ACCOUNT_REQUEST_TIMEOUT_MS + Math.ceil(Math.max(0, bytes) / UPLOAD_BYTES_PER_MS);
}

/**
 * `POST {listingsApiUrl}/api/listings` with the listing the form's rules accepted and its photos
 * (1 to 12, the cover first), as `multipart/form-data`.
 */
export function publishListing(
  draft: ListingDraft,
  photos: readonly Blob[],
  token: string,
  signal?: AbortSignal,
  fetchImpl?: typeof fetch,
): Promise<PublishResult> {
  return writeListing(
    'POST',
    '/api/listings',
    photosBody('draft', draft, photos),
    token,
    signal,
    fetchImpl,
  );
}

/**
 * `PUT /api/listings/{id}`, an edit of the version the form was opened on: JSON
 * `{version, draft}`, which keeps the listing's photos; or, when the seller picked new ones, a
 * multipart `edit` part and the photos, which replace all the photos.
 */
export function editListing(
  id: string,
  version: number,
  draft: ListingDraft,
  photos: readonly Blob[] | undefined,
  token: string,
  signal?: AbortSignal,
  fetchImpl?: typeof fetch,
): Promise<PublishResult> {
  const path = `/api/listings/${encodeURIComponent(id)}`;
  const edit = { version, draft };
  const body = photos && photos.length > 0 ? photosBody('edit', edit, photos) : edit;
  return writeListing('PUT', path, body, token, signal, fetchImpl);
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

/** The refused fields of a 400: those of the listing's rules (the photos' are read apart). */
function draftErrorsOf(body: unknown): ListingDraftError[] {
  const list = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return [];
  const fields: readonly string[] = LISTING_DRAFT_FIELDS;
  return list.filter(
    (item): item is ListingDraftError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as ListingDraftError).field === 'string' &&
      fields.includes((item as ListingDraftError).field) &&
      typeof (item as ListingDraftError).code === 'string',
  );
}

/**
 * A call to the listings service with the session's token, its answer read; never throws. A
 * `FormData` body is sent as `multipart/form-data` (the browser writes its boundary), any other as
 * JSON.
 */
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
  const multipart = body instanceof FormData;
  try {
    // Read here, inside the try: a page (or test) without fetch is a failed request, not a throw.
    const response = await (fetchImpl ?? fetch)(`${base}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        ...(body === undefined || multipart ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: multipart ? body : JSON.stringify(body) }),
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
  if (status === 429 || status === 503) {
    return {
      ok: false,
      kind: status === 429 ? 'tooMany' : 'busy',
      retryAfterSeconds: retryAfterSeconds(response.headers.get('Retry-After')),
    };
  }
  const message = handleHttpError({
    status,
    statusText: response.statusText,
    headers: response.headers,
    body,
  });
  if (status === 400) {
    return {
      ok: false,
      kind: 'invalid',
      errors: draftErrorsOf(body),
      photos: photoRefusalsOf(body),
      message,
    };
  }
  return { ok: false, kind: 'refused', message };
}
