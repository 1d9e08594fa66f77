/** The header whose value is the message, when present (docs/rules.md#error-handler, step 1). */
export const APPLICATION_ERROR_HEADER = 'Application-Error';

/**
 * Shown when the server answered but nothing in its answer yields a message
 * (docs/rules.md#error-handler, step 4).
 */
export const SERVER_ERROR_MESSAGE = 'Server error';

/** Headers as a fetch `Headers` (or anything with `get`) or a plain record. */
export type HeadersLike =
  Headers | { get(name: string): string | null } | Record<string, string | undefined>;

/** What the error handler reads from a failed call. `status` 0 = no HTTP response. */
export interface HttpErrorLike {
  status: number;
  statusText?: string | undefined;
  headers?: HeadersLike | undefined;
  body?: unknown;
  message?: string | undefined;
}

function headerValue(headers: HeadersLike | undefined, name: string): string | undefined {
  if (!headers || typeof headers !== 'object') return undefined;
  if (typeof headers.get === 'function') {
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  }
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted && typeof value === 'string') return value;
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every non-null, non-empty primitive inside a value (entries of lists, fields of objects), as text. */
function textsOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return [String(value)];
  }
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (isRecord(value)) return Object.values(value).flatMap(textsOf);
  return [];
}

/** The `description` of each entry of an object body: its object values and its lists' items. */
function descriptionsOf(body: Record<string, unknown>): string[] {
  const entries = Object.values(body).flatMap((value) => (Array.isArray(value) ? value : [value]));
  return entries.flatMap((entry) =>
    isRecord(entry) && typeof entry.description === 'string' && entry.description.trim() !== ''
      ? [entry.description]
      : [],
  );
}

/**
 * The one error message of the site (docs/rules.md#error-handler), trying in order: (1) an
 * `Application-Error` header (any case) → its value; (2) a list body → every non-null field value
 * of every entry (and non-null plain entries), joined with '\n'; (3) an object body → its `message`
 * string, or else the `description` of each entry (its object values, or the items of a list such
 * as `errors`) joined with '\n'; (4) when the server answered (status > 0) but none of that yields
 * a message → 'Server error'; (5) otherwise — no HTTP response at all (status 0: network failure,
 * CORS, a thrown error) → `Error Code: {status} Message: {message}`. Empty strings count as no
 * message.
 */
export function handleHttpError(error: HttpErrorLike): string {
  const header = headerValue(error.headers, APPLICATION_ERROR_HEADER);
  if (header !== undefined && header.trim() !== '') return header;

  const { body } = error;
  if (Array.isArray(body)) {
    const texts = textsOf(body);
    if (texts.length > 0) return texts.join('\n');
  } else if (isRecord(body)) {
    if (typeof body.message === 'string' && body.message.trim() !== '') return body.message;
    const descriptions = descriptionsOf(body);
    if (descriptions.length > 0) return descriptions.join('\n');
  }

  const status = Number.isFinite(error.status) ? error.status : 0;
  if (status > 0) return SERVER_ERROR_MESSAGE;
  return `Error Code: ${status} Message: ${error.message || error.statusText || ''}`;
}

/** The body of a response: parsed JSON, else its text, else undefined (never throws). */
export async function readResponseBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An HTTP failure a data loader can throw; its `message` is the handled message. */
export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly headers: HeadersLike | undefined;

  /** Builds the error; `message` is the raw cause (used only when there was no HTTP response). */
  constructor(init: HttpErrorLike) {
    super(handleHttpError(init));
    this.name = 'HttpError';
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.body = init.body;
    this.headers = init.headers;
  }

  /** Reads a failed response (its JSON or text body, tolerantly) into an HttpError. */
  static async fromResponse(response: Response): Promise<HttpError> {
    return new HttpError({
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      body: await readResponseBody(response),
    });
  }
}

/** The handled message of a failed response, reading its body as JSON if it is JSON. */
export async function messageFromResponse(response: Response): Promise<string> {
  return (await HttpError.fromResponse(response)).message;
}

/**
 * The handled message of anything thrown by a call: an HttpError → its message; an object with a
 * numeric `status` → handled as is; an Error thrown by `fetch` itself (TypeError 'Failed to fetch',
 * an abort), an object with a `message`, or any other value → step 5 with status 0.
 */
export function messageFromError(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  if (isRecord(error) && typeof error.status === 'number') {
    return handleHttpError(error as unknown as HttpErrorLike);
  }
  if (error instanceof Error) return handleHttpError({ status: 0, message: error.message });
  if (isRecord(error) && typeof error.message === 'string') {
    return handleHttpError({ status: 0, message: error.message });
  }
  const message =
    typeof error === 'string' ? error : error === null || error === undefined ? '' : String(error);
  return handleHttpError({ status: 0, message });
}
