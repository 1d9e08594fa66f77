import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { acceptedEncoding, encodeBody } from '../../shared/build/content-encoding';
import { isLanguage, type Language } from '../../shared/src/domain/constants';
import { readIdsRequest } from './listing-ids';
import { readListingSearch, SEARCH_LIMITS, type FieldError } from './listing-params';
import { MAX_IDS, MAX_RELATED } from './listing-lookups';
import { RELATED_PROPERTIES_LIMIT } from '../../shared/src/domain/related-properties';
import { QueryOverloadError, QueryTimeoutError, type QueryExecutor } from './query-pool';
import type { QueryTask } from './query-tasks';

/** The only text an unexpected failure shows; the cause goes to the log. */
export const UNEXPECTED_MESSAGE = 'Something went wrong on our side. Please try again later.';
/** The text of a search past its time bound, or refused because too many wait. */
export const BUSY_MESSAGE = 'The search took too long. Please try again, or narrow it.';
/** The longest listing id looked up; a longer one cannot exist. */
const MAX_ID_LENGTH = 100;

type Json = Record<string, unknown> | unknown[];

/** Answers shorter than this go as they are: compressing them would save less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: Json,
  headers: Record<string, string> = {},
): void {
  const raw = Buffer.from(JSON.stringify(body));
  // A page of listings is 5-9 KB of JSON and a map's points up to 30 KB: compressed, a slow
  // phone's filter change or map move costs a fifth of that.
  const encoding =
    raw.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : null;
  const sent = encoding ? encodeBody(raw, encoding) : raw;
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': sent.length,
    'X-Content-Type-Options': 'nosniff',
    // Public data, read by the site's pages on other origins; nothing here depends on a cookie.
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': status === 200 ? 'public, max-age=30' : 'no-store',
    // Caches keep the compressed and the plain answer apart.
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    ...headers,
  });
  response.end(sent);
}

/** A 400 in the shape the site's error handler reads: each field's description (docs/rules.md#error-handler). */
function invalid(request: IncomingMessage, response: ServerResponse, errors: FieldError[]): void {
  send(request, response, 400, { errors });
}

/** What a request asks for: a task, or an answer already decided (a 400, a 404 …). */
type Route =
  | { task: QueryTask; notFound?: string }
  | { status: number; body: Json; headers?: Record<string, string> };

function route(method: string, url: URL): Route {
  const { pathname } = url;
  const query = url.search.slice(1);
  const known =
    pathname === '/api/health' ||
    pathname === '/api/listings' ||
    pathname.startsWith('/api/listings/');
  if (!known) return { status: 404, body: { message: 'Not found.' } };
  if (method !== 'GET' && method !== 'HEAD') {
    return {
      status: 405,
      body: { message: 'This method is not allowed here.' },
      headers: { Allow: 'GET, HEAD' },
    };
  }
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
  if (!isLanguage(lang)) {
    return {
      status: 400,
      body: { errors: [{ field: 'lang', description: 'lang must be one of en, am.' }] },
    };
  }
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
  return isLanguage(lang) ? lang : { field: 'lang', description: 'lang must be one of en, am.' };
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
 * The service's request handler (docs/listings-service.md#api): `GET /api/listings`,
 * `GET /api/listings/map`, `GET /api/listings/ids`, `GET /api/listings/:id`, `GET /api/health`. Malformed input gets a 400
 * `GET /api/listings/map`, `GET /api/listings/by-id`, `GET /api/listings/related`,
 * `GET /api/listings/:id`, `GET /api/health`. Malformed input gets a 400
 * with field errors; a search past its time bound a 503; nothing a client sends makes a 500.
 */
export function createListingsHandler(
  executor: QueryExecutor,
  log: (message: string) => void = console.error,
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://listings.invalid');
    } catch {
      invalid(request, response, [{ field: 'query', description: 'The address is not valid.' }]);
      return;
    }
    const decided = route(request.method ?? 'GET', url);
    if ('status' in decided) {
      send(request, response, decided.status, decided.body, decided.headers);
      return;
    }
    executor.run(decided.task).then(
      (answer) => {
        if (answer === null)
          send(request, response, 404, { message: decided.notFound ?? 'Not found.' });
        else if (decided.task.kind === 'count')
          send(request, response, 200, { status: 'ok', ...answer });
        else send(request, response, 200, answer as Json);
      },
      (error: unknown) => {
        if (error instanceof QueryTimeoutError || error instanceof QueryOverloadError) {
          log(`listings: ${error.message}: ${request.url ?? ''}`);
          send(request, response, 503, { message: BUSY_MESSAGE }, { 'Retry-After': '1' });
          return;
        }
        log(
          `listings: ${request.url ?? ''} failed: ${error instanceof Error ? error.stack : String(error)}`,
        );
        send(request, response, 500, { message: UNEXPECTED_MESSAGE });
      },
    );
  };
}

/** An HTTP server for the handler, with bounds on slow clients. */
export function createListingsServer(
  executor: QueryExecutor,
  log: (message: string) => void = console.error,
): Server {
  const server = createServer(
    { maxHeaderSize: 16 * 1024, requestTimeout: 10_000, headersTimeout: 5_000 },
    createListingsHandler(executor, log),
  );
  server.keepAliveTimeout = 5_000;
  return server;
}
