import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  bearerToken,
  type TokenClaims,
  type TokenVerifier,
} from '../../shared/src/server/account-token';
import {
  validateListingDraft,
  type ListingDraft,
} from '../../shared/src/domain/listing-draft-rules';
import { DEAL_FIXED_ERROR, describeDraftError, type DraftFieldError } from './draft-errors';
import type { Publisher } from './listing-document';
import {
  photoFieldError,
  PHOTO_UPLOADS_AT_ONCE,
  readUpload,
  storeUploadedPhotos,
  uploadPlaces,
  UPLOAD_LIMITS,
  type FieldReading,
  type UploadReading,
  type WriteFieldError,
} from './photo-upload';
import { deletePhotoSet, isPhotoListingId } from './photos/listing-photos';
import type { PhotoStore } from './photos/photo-store';
import type { ListingStatus, PublishingStore, WriteResult } from './publishing-store';
import { WriteBusyError } from './write-database';

/*
 * Publishing's endpoints (docs/publishing.md "Endpoints"): an account's listings created,
 * edited, withdrawn and published again, and its own list. Every one needs the API's token
 * (`Authorization: Bearer …`), checked with the API's published keys alone
 * (shared/src/server/account-token.ts); a new listing, and one published again, also need the
 * account's e-mail verified (the token's `verified` claim). A new listing comes with its photos,
 * and an edit may replace them (photo-upload.ts): they are stored before the write, under a set
 * of their own, and deleted again if the write does not commit them.
 */

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';
export const SESSION_EXPIRED_MESSAGE =
  'Your session has expired or is not valid. Please sign in again.';
export const VERIFY_FIRST_MESSAGE = 'Verify your e-mail address before you publish.';
export const NOT_YOURS_MESSAGE = 'Only the account that published this listing may change it.';
export const STALE_MESSAGE =
  'This listing was changed since you opened it. Here is what it holds now: make your changes again from it.';
export const KEYS_UNAVAILABLE_MESSAGE =
  'Your sign-in cannot be checked right now. Please try again in a moment.';
export const WRITE_BUSY_MESSAGE = 'The listings are busy. Please try again in a moment.';
export const PHOTOS_BUSY_MESSAGE =
  'Too many photos are being uploaded right now. Please try again in a few seconds.';

/** The wait a refused upload is told (`Retry-After`, seconds): some 12 photos' processing. */
const PHOTOS_RETRY_AFTER_SECONDS = 5;

/** The largest body a write accepts: a draft at its limits is some 60 KB of JSON. */
const BODY_LIMIT = 256 * 1024;
/** The longest listing id looked up; a longer one cannot exist. */
const MAX_ID_LENGTH = 100;

export interface PublishingOptions {
  store: PublishingStore;
  /** Where the listings' photos are kept (photos/photo-store.ts), opened once at start. */
  photos: PhotoStore;
  /** Checks the API's tokens (createTokenVerifier; tests give their own keys). */
  verifier: TokenVerifier;
  /** The text every unexpected failure shows (server.ts UNEXPECTED_MESSAGE). */
  unexpectedMessage: string;
  /** The time a new photo set is named with (its age for the sweep; tests give their clock). */
  now?: () => number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `version`: the whole number ≥ 1 the caller's copy of the listing has, or its field error. */
function readVersion(value: unknown): number | DraftFieldError {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1) return value;
  return value === undefined || value === null
    ? { field: 'version', code: 'required', description: 'The version is required.' }
    : {
        field: 'version',
        code: 'invalid',
        description: 'The version must be a whole number of 1 or more.',
      };
}

/** A draft read by the listing's rules, or its refused fields. */
function readDraft(value: unknown): FieldReading<ListingDraft> {
  const checked = validateListingDraft(value);
  return checked.ok
    ? { ok: true, value: checked.value }
    : { ok: false, errors: checked.errors.map(describeDraftError) };
}

/** An edit, `{version, draft}`: both read, or every refused field of either. */
function readEdit(value: unknown): FieldReading<{ version: number; draft: ListingDraft }> {
  const body = isRecord(value) ? value : {};
  const version = readVersion(body.version);
  const draft = readDraft(body.draft);
  if (typeof version === 'number' && draft.ok) {
    return { ok: true, value: { version, draft: draft.value } };
  }
  return {
    ok: false,
    errors: [...(typeof version === 'number' ? [] : [version]), ...(draft.ok ? [] : draft.errors)],
  };
}

function refuseFields(reply: FastifyReply, errors: readonly WriteFieldError[]): FastifyReply {
  return reply.code(400).send({ errors });
}

/** The answer of an upload's body that was refused (its shape, its field, its photos' count). */
function refuseUpload(
  reply: FastifyReply,
  reading: Exclude<UploadReading<unknown>, { ok: true }>,
): FastifyReply {
  return reading.status === 413
    ? reply.code(413).send({ message: reading.message })
    : refuseFields(reply, reading.errors);
}

/** "in 3 hours", "in 12 minutes": when the day's limit lets the account publish again. */
function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 90) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `in ${Math.ceil(minutes / 60)} hours`;
}

/** The answer of a write that was refused. */
function refusal(
  reply: FastifyReply,
  id: string,
  result: Exclude<WriteResult, { outcome: 'written' }>,
): FastifyReply {
  switch (result.outcome) {
    case 'not-found':
      return reply.code(404).send({ message: `No listing has the id ${JSON.stringify(id)}.` });
    case 'not-publisher':
      return reply.code(403).send({ message: NOT_YOURS_MESSAGE });
    case 'stale':
      return reply.code(409).send({ message: STALE_MESSAGE, current: result.current });
    case 'deal-fixed':
      return refuseFields(reply, [DEAL_FIXED_ERROR]);
    case 'limited':
      return reply
        .code(429)
        .header('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)))
        .send({
          message: `You have made the most new listings an account may make in a day. You can publish the next one ${waitText(result.retryAfterMs)}.`,
        });
  }
}

function unauthorized(reply: FastifyReply, message: string, tokenWasSent: boolean): FastifyReply {
  return reply
    .code(401)
    .header('WWW-Authenticate', tokenWasSent ? 'Bearer error="invalid_token"' : 'Bearer')
    .send({ message });
}

/**
 * The publishing routes, registered by buildListingsApp when it is given a store and a verifier:
 * in a scope of their own with the form parser, which reads no other route's body.
 */
export function publishingRoutes(app: FastifyInstance, options: PublishingOptions): void {
  void app.register(async (scope) => {
    // A file the parser cuts at its limit is a photo refused `tooLarge`, not a failed request.
    await scope.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: false });
    writeRoutes(scope, options);
  });
}

function writeRoutes(
  app: FastifyInstance,
  { store, photos, verifier, unexpectedMessage, now = Date.now }: PublishingOptions,
): void {
  /** The account of each request, once its token is checked (before its body is read). */
  const accounts = new WeakMap<FastifyRequest, TokenClaims>();

  /** Checks the request's token before its body is read; a refusal is answered here. */
  const authenticate = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> => {
    const header = request.headers.authorization;
    if (!header) return unauthorized(reply, SIGN_IN_REQUIRED_MESSAGE, false);
    const token = bearerToken(header);
    let claims: TokenClaims | null = null;
    if (token) {
      try {
        claims = await verifier.verify(token);
      } catch (error) {
        // The keys could not be read: the token may be good (not a 401).
        request.log.error({ err: error }, 'the API’s published keys could not be read');
        return reply
          .code(503)
          .header('Retry-After', '5')
          .send({ message: KEYS_UNAVAILABLE_MESSAGE });
      }
    }
    if (!claims) return unauthorized(reply, SESSION_EXPIRED_MESSAGE, true);
    accounts.set(request, claims);
    return undefined;
  };

  /** The account of a request its hook let through: its user id and code, and whether verified. */
  const accountOf = (request: FastifyRequest): Publisher & { verified: boolean } => {
    const claims = accounts.get(request);
    if (!claims) throw new Error('a publishing route ran without its account');
    return { userId: claims.userId, userCode: claims.userCode, verified: claims.verified };
  };

  /** The id of the address, or the 404 already sent. */
  const idOf = (request: FastifyRequest, reply: FastifyReply): string | undefined => {
    const { id } = request.params as { id: string };
    if (id.length > 0 && id.length <= MAX_ID_LENGTH) return id;
    void reply
      .code(404)
      .send({ message: `No listing has the id ${JSON.stringify(id.slice(0, MAX_ID_LENGTH))}.` });
    return undefined;
  };

  /**
   * Runs a store's write; a busy database is a 503, anything else a 500 with the cause logged,
   * answered once `undo` (the deletion of the photos stored for the write) is done.
   */
  const attempt = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    write: () => Promise<T>,
    undo: () => Promise<void> = () => Promise.resolve(),
  ): Promise<T | undefined> => {
    try {
      return await write();
    } catch (error) {
      await undo();
      if (error instanceof WriteBusyError) {
        request.log.warn({ err: error.cause }, error.message);
        await reply.code(503).header('Retry-After', '1').send({ message: WRITE_BUSY_MESSAGE });
      } else {
        request.log.error({ err: error }, 'the write failed');
        await reply.code(500).send({ message: unexpectedMessage });
      }
      return undefined;
    }
  };

  const options = { onRequest: authenticate, bodyLimit: BODY_LIMIT };
  const places = uploadPlaces(PHOTO_UPLOADS_AT_ONCE);

  /**
   * Runs `work` on an upload if a place is free (the place given back when it ends, however it
   * ends), else answers 503 at once: its body is not read, each upload holding up to 180 MB.
   */
  const withPlace = async (
    reply: FastifyReply,
    work: () => Promise<FastifyReply>,
  ): Promise<FastifyReply> => {
    const release = places.take();
    if (!release) {
      return reply
        .code(503)
        .header('Retry-After', String(PHOTOS_RETRY_AFTER_SECONDS))
        .send({ message: PHOTOS_BUSY_MESSAGE });
    }
    try {
      return await work();
    } finally {
      release();
    }
  };

  /** Deletes a set the write did not commit; a failure is logged and left to the sweep. */
  const discard = (request: FastifyRequest, listingId: string, setId: string) => () =>
    deletePhotoSet(photos, listingId, setId).catch((error: unknown) => {
      request.log.error(
        { err: error, listing: listingId, set: setId },
        'an uncommitted photo set could not be deleted: the sweep will',
      );
    });

  app.post('/api/listings', options, async (request, reply) => {
    const account = accountOf(request);
    if (!account.verified) return reply.code(403).send({ message: VERIFY_FIRST_MESSAGE });
    if (!request.isMultipart()) {
      // The draft alone (JSON): checked, then refused for its photos, which only a form carries.
      const draft = readDraft(request.body);
      if (!draft.ok) return refuseFields(reply, draft.errors);
      return refuseFields(reply, [photoFieldError({ code: 'tooFew' })]);
    }
    return withPlace(reply, async () => {
      const upload = await readUpload(request, 'draft', readDraft);
      if (!upload.ok) return refuseUpload(reply, upload);
      const draft = upload.value;
      // The id first: the photos are stored under it before the listing is written.
      const id = await attempt(request, reply, () => store.freeId(draft.deal));
      if (id === undefined) return reply;
      const stored = await storeUploadedPhotos(photos, id, upload.files, now());
      if (!stored.ok) return refuseFields(reply, stored.refusals.map(photoFieldError));
      const { manifest } = stored;
      const undo = discard(request, id, manifest.setId);
      const result = await attempt(
        request,
        reply,
        () => store.create(account, draft, { id, photos: manifest }),
        undo,
      );
      if (!result) return reply;
      if (result.outcome !== 'written') {
        await undo();
        return refusal(reply, '', result);
      }
      request.log.info(
        {
          listing: result.id,
          version: result.version,
          account: account.userId,
          photos: upload.files.length,
        },
        'listing created',
      );
      return reply.code(201).send({ id: result.id, version: result.version });
    });
  });

  app.put('/api/listings/:id', options, async (request, reply) => {
    const account = accountOf(request);
    const id = idOf(request, reply);
    if (id === undefined) return reply;
    if (!request.isMultipart()) {
      // `{version, draft}` as JSON: the listing keeps its photos.
      const edit = readEdit(request.body);
      if (!edit.ok) return refuseFields(reply, edit.errors);
      const { version, draft } = edit.value;
      const result = await attempt(request, reply, () => store.edit(account, id, version, draft));
      if (!result) return reply;
      if (result.outcome !== 'written') return refusal(reply, id, result);
      request.log.info(
        { listing: id, version: result.version, account: account.userId },
        'listing edited',
      );
      return { id, version: result.version };
    }
    // Every listing an account may change has an id of newListingId's; another cannot be one.
    if (!isPhotoListingId(id)) {
      return reply.code(404).send({ message: `No listing has the id ${JSON.stringify(id)}.` });
    }
    return withPlace(reply, async () => {
      const upload = await readUpload(request, 'edit', readEdit);
      if (!upload.ok) return refuseUpload(reply, upload);
      const { version, draft } = upload.value;
      const stored = await storeUploadedPhotos(photos, id, upload.files, now());
      if (!stored.ok) return refuseFields(reply, stored.refusals.map(photoFieldError));
      const { manifest } = stored;
      const undo = discard(request, id, manifest.setId);
      const result = await attempt(
        request,
        reply,
        () => store.edit(account, id, version, draft, manifest),
        undo,
      );
      if (!result) return reply;
      if (result.outcome !== 'written') {
        // Stale, not this account's, unknown, or a new deal: the new set goes, nothing is written.
        await undo();
        return refusal(reply, id, result);
      }
      request.log.info(
        {
          listing: id,
          version: result.version,
          account: account.userId,
          photos: upload.files.length,
        },
        'listing edited, its photos replaced',
      );
      return reply.send({ id, version: result.version });
    });
  });

  const statusRoute = (path: string, status: ListingStatus, needsVerified: boolean) =>
    app.post(path, options, async (request, reply) => {
      const account = accountOf(request);
      if (needsVerified && !account.verified) {
        return reply.code(403).send({ message: VERIFY_FIRST_MESSAGE });
      }
      const id = idOf(request, reply);
      if (id === undefined) return reply;
      const version = readVersion(isRecord(request.body) ? request.body.version : undefined);
      if (typeof version !== 'number') return refuseFields(reply, [version]);
      const result = await attempt(request, reply, () =>
        store.setStatus(account, id, version, status),
      );
      if (!result) return reply;
      if (result.outcome !== 'written') return refusal(reply, id, result);
      request.log.info(
        { listing: id, version: result.version, status, account: account.userId },
        `listing ${status === 'live' ? 'published again' : 'withdrawn'}`,
      );
      return { id, version: result.version, status: result.status };
    });
  statusRoute('/api/listings/:id/withdraw', 'withdrawn', false);
  statusRoute('/api/listings/:id/publish', 'live', true);

  app.get('/api/listings/mine', { onRequest: authenticate }, async (request, reply) => {
    const account = accountOf(request);
    try {
      return { items: await store.mine(account) };
    } catch (error) {
      request.log.error({ err: error }, 'the account’s listings could not be read');
      return reply.code(500).send({ message: unexpectedMessage });
    }
  });
}

/** The methods a path of the service answers, for `Allow` (with publishing, or without). */
export function allowedMethods(pathname: string, publishing: boolean): string {
  if (!publishing) return 'GET, HEAD';
  if (pathname === '/api/listings') return 'GET, HEAD, POST';
  if (/^\/api\/listings\/[^/]+\/(withdraw|publish)$/.test(pathname)) return 'POST';
  if (
    /^\/api\/listings\/[^/]+$/.test(pathname) &&
    !/^\/api\/listings\/(ids|by-id|related|map|mine)$/.test(pathname)
  ) {
    return 'GET, HEAD, PUT';
  }
  return 'GET, HEAD';
}
