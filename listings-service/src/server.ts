/**
 * The listings service's HTTP layer (docs/listings-service.md#api), on Fastify as the API is:
 * pino logs with a request id (the caller's `X-Request-Id` when it sends a sound one), answers
 * compressed off the event loop (@fastify/compress), and every request's address read by the
 * service's own readers (listing-params.ts and the routes below): the same field errors the site's
 * error handler shows.
 */
import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '../../shared/src/domain/constants';
import { REQUEST_ID_HEADER, soundRequestId } from '../../shared/src/server/request-id';
import { readIdsRequest } from './listing-ids';
import { photoRoutes } from './photos/photo-routes';
import { allowedMethods, publishingRoutes, type PublishingOptions } from './publishing-routes';
import {
  LANGUAGE_ERROR,
  readListingSearch,
  SEARCH_LIMITS,
  type FieldError,
} from './listing-params';
import { MAX_IDS, MAX_RELATED } from './listing-lookups';
import { RELATED_PROPERTIES_LIMIT } from '../../shared/src/domain/related-properties';
import { QueryOverloadError, QueryTimeoutError, type QueryExecutor } from './query-pool';
import type { QueryTask } from './query-tasks';
import { refusalTiming, serverTimingHeader } from './server-timing';

/** The only text an unexpected failure shows; the cause goes to the log. */
export const UNEXPECTED_MESSAGE = 'Something went wrong on our side. Please try again later.';
/** The text of a search past its time bound, or refused because too many wait. */
export const BUSY_MESSAGE = 'The search took too long. Please try again, or narrow it.';
/** The longest listing id looked up; a longer one cannot exist. */
const MAX_ID_LENGTH = 100;

type Json = Record<string, unknown> | unknown[];

/** Answers shorter than this go as they are: compressing them would save less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The longest a request may take to arrive, its body included: an upload of a listing's photos,
 * 36 MB of 12 phone photos at 32 KB a second (a weak mobile signal, the publishing form's own
 * patience). Every other body has BODY_TIMEOUT_MS.
 */
const REQUEST_TIMEOUT_MS = 20 * 60_000;
/** The longest a body that is not an upload (a write's JSON, at most 256 KB) may take to arrive. */
const BODY_TIMEOUT_MS = 10_000;
/**
 * A connection that sends and receives nothing for this long is closed: an upload that stopped
 * sending, well past the longest a listing's photos take to be processed.
 */
const CONNECTION_IDLE_MS = 60_000;

const isUpload = (request: FastifyRequest): boolean =>
  /^multipart\/form-data/i.test(request.headers['content-type'] ?? '');

/**
 * The headers of every answer: public data, read by the site's pages on other origins (nothing
 * here depends on a cookie), cached briefly when it is an answer, unless its route said for how
 * long (a photo's file: for good).
 */
function commonHeaders(reply: FastifyReply): void {
  const { request } = reply;
  // What an account reads or writes (its token sent) is never cached, nor any write's answer.
  const cacheable =
    reply.statusCode === 200 &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.headers.authorization === undefined;
  void reply.header('X-Content-Type-Options', 'nosniff');
  void reply.header('Access-Control-Allow-Origin', '*');
  // A page on another origin reads these (the publishing form shows the wait of a 429).
  void reply.header('Access-Control-Expose-Headers', 'Retry-After, X-Request-Id');
  if (!reply.hasHeader('Cache-Control')) {
    void reply.header('Cache-Control', cacheable ? 'public, max-age=30' : 'no-store');
  }
  void reply.header('X-Request-Id', request.id);
}

/**
 * The answer to a browser's preflight of a write (publishing's, with its token): any origin may
 * send one, since the token, not a cookie, says who writes.
 */
function preflight(reply: FastifyReply, publishing: boolean): FastifyReply {
  return reply
    .code(204)
    .header('Access-Control-Allow-Methods', publishing ? 'GET, HEAD, POST, PUT' : 'GET, HEAD')
    .header('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Request-Id')
    .header('Access-Control-Max-Age', '600')
    .send();
}

/** An address Fastify cannot read (`/api/listings/%zz`): answered in the site's error shape. */
function badAddress(reply: FastifyReply): void {
  commonHeaders(reply);
  void reply
    .code(400)
    .send({ errors: [{ field: 'query', description: 'The address is not valid.' }] });
}

/** What a request asks for: a task, or an answer already decided (a 400, a 404 …). */
type Route = { task: QueryTask; notFound?: string } | { status: number; body: Json };

/** What a `GET` (or `HEAD`) of one of the service's paths asks for. */
function route(url: URL): Route {
  const { pathname } = url;
  const query = url.search.slice(1);
  if (pathname === '/api/health') return { task: { kind: 'count' } };
  if (pathname === '/api/listings/ids') return idsRoute(url);
  if (pathname === '/api/listings/by-id') return byIdRoute(url);
  if (pathname === '/api/listings/related') return relatedRoute(url);
  if (pathname === '/api/listings' || pathname === '/api/listings/map') {
    const reading = readListingSearch(query);
    if (reading.errors) return { status: 400, body: { errors: reading.errors } };
    const { search } = reading;
    if (pathname === '/api/listings') return { task: { kind: 'search', search } };
    if (!search.box) {
      return {
        status: 400,
        body: {
          errors: [{ field: 'bbox', description: 'The map needs a bbox: south,west,north,east.' }],
        },
      };
    }
    return { task: { kind: 'map', search: { ...search, box: search.box } } };
  }
  let id: string;
  try {
    id = decodeURIComponent(pathname.slice('/api/listings/'.length));
  } catch {
    return {
      status: 400,
      body: {
        errors: [{ field: 'id', description: 'The listing id is not a valid address part.' }],
      },
    };
  }
  const lang = url.searchParams.get('lang') ?? 'en';
  if (!isLanguage(lang)) return { status: 400, body: { errors: [{ ...LANGUAGE_ERROR }] } };
  const notFound = `No listing has the id ${JSON.stringify(id.slice(0, MAX_ID_LENGTH))}.`;
  if (id === '' || id.includes('/') || id.length > MAX_ID_LENGTH) {
    return { status: 404, body: { message: notFound } };
  }
  return { task: { kind: 'listing', id, language: lang }, notFound };
}

/** `GET /api/listings/ids?after=<seq>&limit=<n>`: a page of every listing's id and date. */
function idsRoute(url: URL): Route {
  const reading = readIdsRequest(url.searchParams);
  if (reading.errors) return { status: 400, body: { errors: reading.errors } };
  return { task: { kind: 'ids', request: reading.request } };
}

function badRequest(errors: FieldError[]): Route {
  return { status: 400, body: { errors } };
}

/** The `lang` parameter, English when absent, or its field error. */
function readLanguage(url: URL): Language | FieldError {
  const lang = url.searchParams.get('lang') || 'en';
  return isLanguage(lang) ? lang : { ...LANGUAGE_ERROR };
}

/** `GET /api/listings/by-id?ids=a,b,c`: the listings in the asked order, and the unknown ids. */
function byIdRoute(url: URL): Route {
  const errors: FieldError[] = [];
  if (url.search.length > SEARCH_LIMITS.queryString + 1) {
    return badRequest([
      {
        field: 'query',
        description: `The query string must not be longer than ${SEARCH_LIMITS.queryString} characters.`,
      },
    ]);
  }
  const ids = url.searchParams
    .getAll('ids')
    .flatMap((list) => list.split(','))
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 0)
    errors.push({ field: 'ids', description: 'ids must name at least one listing: ids=b1,r2.' });
  if (new Set(ids).size > MAX_IDS)
    errors.push({ field: 'ids', description: `At most ${MAX_IDS} ids.` });
  if (ids.some((id) => id.length > MAX_ID_LENGTH)) {
    errors.push({
      field: 'ids',
      description: `An id must not be longer than ${MAX_ID_LENGTH} characters.`,
    });
  }
  const language = readLanguage(url);
  if (typeof language !== 'string') errors.push(language);
  if (errors.length > 0 || typeof language !== 'string') return badRequest(errors);
  return { task: { kind: 'by-id', ids, language } };
}

/** `GET /api/listings/related?id=b1&limit=3`: a property page's related listings. */
function relatedRoute(url: URL): Route {
  const errors: FieldError[] = [];
  const id = (url.searchParams.get('id') ?? '').trim();
  if (id === '') errors.push({ field: 'id', description: 'id must name a listing: id=b1.' });
  else if (id.length > MAX_ID_LENGTH) {
    errors.push({
      field: 'id',
      description: `The id must not be longer than ${MAX_ID_LENGTH} characters.`,
    });
  }
  const limitText = (url.searchParams.get('limit') ?? '').trim();
  const limit = limitText === '' ? RELATED_PROPERTIES_LIMIT : Number(limitText);
  if (!/^\d*$/.test(limitText) || limit < 1 || limit > MAX_RELATED) {
    errors.push({
      field: 'limit',
      description: `limit must be a whole number from 1 to ${MAX_RELATED}.`,
    });
  }
  const language = readLanguage(url);
  if (typeof language !== 'string') errors.push(language);
  if (errors.length > 0 || typeof language !== 'string') return badRequest(errors);
  return {
    task: { kind: 'related', id, language, limit },
    notFound: `No listing has the id ${JSON.stringify(id)}.`,
  };
}

/**
 * Where a path is one of the service's (any method): an unknown path is a 404, a known one 405.
 * A photo's address is one when the service serves photos.
 */
function isServicePath(pathname: string, photos: boolean): boolean {
  return (
    pathname === '/api/health' ||
    pathname === '/api/listings' ||
    pathname.startsWith('/api/listings/') ||
    (photos && pathname.startsWith('/photos/'))
  );
}

export interface ListingsAppOptions {
  /** Where pino's lines go, one JSON object each: standard output when absent; false: nowhere. */
  logStream?: { write(line: string): void } | false;
  /** Pino's level: `warn` by default (refused and failed requests). */
  logLevel?: string;
  /** How long a body that is not an upload may take to arrive (BODY_TIMEOUT_MS; tests: less). */
  bodyTimeoutMs?: number;
  /**
   * Publishing's writes (publishing-routes.ts): its store, its photo store and the check of the
   * API's tokens; with it the service also serves the photos (`GET /photos/<key>`). Without it the
   * service answers reads only (every other method 405).
   */
  publishing?: Omit<PublishingOptions, 'unexpectedMessage'>;
}

/**
 * The service's app (docs/listings-service.md#api): `GET /api/listings`, `GET /api/listings/map`,
 * `GET /api/listings/ids`, `GET /api/listings/by-id`, `GET /api/listings/related`,
 * `GET /api/listings/:id`, `GET /api/health`, and with `publishing` its writes and its photos
 * (docs/publishing.md). Malformed input gets a 400 with field errors; a query past its time
 * bound, or refused by a full pool, a 503 with Retry-After; nothing a client sends makes a 500.
 * Not listening: `app.listen`, or `app.inject` in tests.
 */
export function buildListingsApp(
  executor: QueryExecutor,
  {
    logStream,
    logLevel = 'warn',
    bodyTimeoutMs = BODY_TIMEOUT_MS,
    publishing,
  }: ListingsAppOptions = {},
): FastifyInstance {
  const app = Fastify({
    logger:
      logStream === false
        ? false
        : {
            level: logLevel,
            // Pino's request lines hold no header; should one ever, the token stays out of the log.
            redact: { paths: ['req.headers.authorization'], censor: '[redacted]' },
            ...(logStream ? { stream: logStream } : {}),
          },
    genReqId: (request) => soundRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID(),
    // Bounds on slow clients: headers in 5 s, a kept-alive connection idle 5 s, any other 60 s, a
    // request in 20 minutes (an upload of photos), its body in 10 s unless it is one (below).
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_IDLE_MS,
    keepAliveTimeout: 5_000,
    http: { maxHeaderSize: 16 * 1024, headersTimeout: 5_000 },
    // A malformed address (`/api/listings/%zz`) is answered before routing, in the same shape.
    frameworkErrors: (_error, _request, reply) => badAddress(reply as unknown as FastifyReply),
  });

  // A page of listings is 5-9 KB of JSON and a map's points up to 30 KB: compressed (on libuv's
  // threads), a slow phone's filter change or map move costs a fifth of that.
  void app.register(compress, {
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    commonHeaders(reply);
    return payload;
  });

  // Only an upload of photos needs the server's long bound: any other body still arriving after
  // BODY_TIMEOUT_MS (a client trickling a JSON write) loses its connection, as it did before
  // uploads. A request without a body (every read) is complete with its headers.
  app.addHook('onRequest', (request, _reply, done) => {
    const { headers, raw } = request;
    const hasBody =
      headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
    if (hasBody && !isUpload(request)) {
      const timer = setTimeout(() => {
        // Destroying an incomplete request closes its connection.
        if (raw.complete === false) raw.destroy();
      }, bodyTimeoutMs);
      timer.unref();
      raw.once('close', () => clearTimeout(timer));
    }
    done();
  });

  app.setNotFoundHandler((request, reply) => {
    const { pathname } = new URL(request.url, 'http://listings.invalid');
    if (isServicePath(pathname, publishing !== undefined)) {
      if (request.method === 'OPTIONS') return preflight(reply, publishing !== undefined);
      return reply
        .code(405)
        .header('Allow', allowedMethods(pathname, publishing !== undefined))
        .send({ message: 'This method is not allowed here.' });
    }
    return reply.code(404).send({ message: 'Not found.' });
  });

  // A body Fastify cannot read (not JSON, too large) is answered in the service's shapes.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 400) {
      return reply
        .code(400)
        .send({ errors: [{ field: 'body', description: 'The body is not valid JSON.' }] });
    }
    if (status === 413) return reply.code(413).send({ message: 'The body is too large.' });
    if (status === 415) {
      return reply
        .code(415)
        .send({ message: 'The body must be JSON (Content-Type: application/json).' });
    }
    if (status < 500) return reply.code(status).send({ message: error.message ?? 'Refused.' });
    request.log.error({ err: error, url: request.url }, 'the request failed');
    return reply.code(500).send({ message: UNEXPECTED_MESSAGE });
  });

  const answer = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const url = new URL(request.url, 'http://listings.invalid');
    const decided = route(url);
    if ('status' in decided) {
      return reply.code(decided.status).send(decided.body);
    }
    try {
      // How long it waited for a worker and ran: what a slow answer was made of.
      const found = await executor.run(decided.task, (timing) => {
        void reply.header('Server-Timing', serverTimingHeader(timing));
      });
      if (found === null)
        return reply.code(404).send({ message: decided.notFound ?? 'Not found.' });
      // Withdrawn by its publisher: gone, not unknown (the page says it is no longer available).
      if ('gone' in found) return reply.code(410).send(found.gone);
      // A health check also says how many query workers were replaced since the start (each one
      // a query that outlived its bound on the embedded engine): none, past any overload.
      if (decided.task.kind === 'count') {
        const replaced = executor.replaced?.();
        return {
          status: 'ok',
          ...found,
          ...(replaced === undefined ? {} : { workersReplaced: replaced }),
        };
      }
      return found as Json;
    } catch (error) {
      if (error instanceof QueryTimeoutError || error instanceof QueryOverloadError) {
        // A refusal says why, beside the request in the log and to whoever reads its timing.
        const refusal = error instanceof QueryOverloadError ? error.refusal : undefined;
        request.log.warn({ url: request.url, ...(refusal && { refusal }) }, error.message);
        if (refusal) void reply.header('Server-Timing', refusalTiming(refusal));
        return reply.code(503).header('Retry-After', '1').send({ message: BUSY_MESSAGE });
      }
      request.log.error({ err: error, url: request.url }, 'the request failed');
      return reply.code(500).send({ message: UNEXPECTED_MESSAGE });
    }
  };
  // Registered after the compression plugin, so that its hooks apply to these routes.
  void app.register(async (routes) => {
    // Caches keep the compressed and the plain answer apart, and the plain one says so too: in
    // lower case, as @fastify/compress writes it (it adds its own unless it finds this one).
    routes.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('Vary')) void reply.header('Vary', 'accept-encoding');
      return payload;
    });
    routes.get('/api/health', answer);
    routes.get('/api/listings', answer);
    routes.get('/api/listings/*', answer);
    if (publishing)
      publishingRoutes(routes, { ...publishing, unexpectedMessage: UNEXPECTED_MESSAGE });
  });
  // Apart from the JSON answers: no `Vary`, and never compressed again (compressed images).
  if (publishing) void app.register(async (routes) => photoRoutes(routes, publishing.photos));
  return app;
}
