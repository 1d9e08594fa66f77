/** @jest-environment node */
import {
  HttpError,
  SERVER_ERROR_MESSAGE,
  handleHttpError,
  messageFromError,
  messageFromResponse,
  readResponseBody,
  type HttpErrorLike,
} from './error-handler';

describe('handleHttpError (docs/rules.md#error-handler, in order)', () => {
  test.each<[string, HttpErrorLike, string]>([
    // Step 1: the Application-Error header.
    [
      '1. Application-Error header (record) wins over the body',
      { status: 500, headers: { 'Application-Error': 'Database down' }, body: { message: 'x' } },
      'Database down',
    ],
    [
      '1. header name is case-insensitive (record)',
      { status: 500, headers: { 'application-error': 'Quota exceeded' } },
      'Quota exceeded',
    ],
    [
      '1. header from a fetch Headers object',
      { status: 500, headers: new Headers({ 'APPLICATION-ERROR': 'Timeout' }), body: ['a'] },
      'Timeout',
    ],
    [
      '1. an empty header value yields no message: next steps',
      { status: 400, headers: { 'Application-Error': ' ' }, body: { message: 'Bad input' } },
      'Bad input',
    ],
    [
      '1. other headers are ignored',
      { status: 500, headers: { 'Content-Type': 'application/json', Other: undefined } },
      SERVER_ERROR_MESSAGE,
    ],
    // Step 2: a list body.
    [
      '2. list of objects → every non-null field value, joined with line breaks',
      {
        status: 400,
        body: [
          { field: 'email', description: 'E-mail is required.' },
          { field: 'password', description: null, code: 12 },
        ],
      },
      'email\nE-mail is required.\npassword\n12',
    ],
    [
      '2. list of plain values → the non-null ones',
      { status: 400, body: ['First problem', null, 'Second problem', undefined, 42, false] },
      'First problem\nSecond problem\n42\nfalse',
    ],
    [
      '2. nested values are flattened',
      { status: 400, body: [{ field: 'name', errors: ['Too short', 'Not Ethiopic'] }] },
      'name\nToo short\nNot Ethiopic',
    ],
    ['2. an empty list yields no message', { status: 400, body: [] }, SERVER_ERROR_MESSAGE],
    [
      '2. a list of nulls and empty strings yields no message',
      { status: 400, body: [null, { a: null, b: '' }] },
      SERVER_ERROR_MESSAGE,
    ],
    // Step 3: an object body.
    [
      '3. object → its message field',
      { status: 401, body: { message: 'Invalid e-mail or password.' } },
      'Invalid e-mail or password.',
    ],
    [
      '3. message wins over descriptions',
      { status: 400, body: { message: 'Invalid', errors: [{ description: 'ignored' }] } },
      'Invalid',
    ],
    [
      '3. otherwise the description of each entry (an errors list), joined',
      {
        status: 400,
        body: { errors: [{ code: 'a', description: 'Too short.' }, { description: 'No digit.' }] },
      },
      'Too short.\nNo digit.',
    ],
    [
      '3. otherwise the description of each entry (object values), joined',
      {
        status: 400,
        body: { email: { description: 'Required.' }, phone: { description: 'Not a number.' } },
      },
      'Required.\nNot a number.',
    ],
    [
      '3. a non-string or empty message falls back to descriptions',
      { status: 400, body: { message: 42, e: { description: 'From entry.' } } },
      'From entry.',
    ],
    [
      '3. entries without a description are skipped',
      {
        status: 400,
        body: { message: '', a: { code: 1 }, b: 'text', c: { description: 'Kept.' } },
      },
      'Kept.',
    ],
    // Step 4: the server answered, nothing yields a message.
    [
      '4. object without message or descriptions',
      { status: 400, body: { code: 7 } },
      SERVER_ERROR_MESSAGE,
    ],
    ['4. no body', { status: 500, statusText: 'Internal Server Error' }, SERVER_ERROR_MESSAGE],
    ['4. a text body', { status: 502, body: '<html>Bad gateway</html>' }, SERVER_ERROR_MESSAGE],
    ['4. is exactly "Server error"', { status: 404 }, 'Server error'],
    // Step 5: no HTTP response.
    [
      '5. status 0 (network failure)',
      { status: 0, message: 'Failed to fetch' },
      'Error Code: 0 Message: Failed to fetch',
    ],
    [
      '5. falls back to statusText',
      { status: 0, statusText: 'Unknown Error' },
      'Error Code: 0 Message: Unknown Error',
    ],
    ['5. no message at all', { status: 0 }, 'Error Code: 0 Message: '],
    [
      '5. a NaN status counts as 0',
      { status: Number.NaN, message: 'x' },
      'Error Code: 0 Message: x',
    ],
    [
      '5. a negative status is printed as given',
      { status: -1, message: 'Aborted' },
      'Error Code: -1 Message: Aborted',
    ],
    [
      'steps 1–3 still apply without a status',
      { status: 0, body: { message: 'From body' } },
      'From body',
    ],
  ])('%s', (_label, error, expected) => {
    expect(handleHttpError(error)).toBe(expected);
  });
});

describe('readResponseBody', () => {
  test.each<[string, Response, unknown]>([
    ['JSON', new Response('{"message":"Hi"}'), { message: 'Hi' }],
    ['JSON list', new Response('[1,2]'), [1, 2]],
    ['text', new Response('Bad gateway'), 'Bad gateway'],
    ['empty', new Response(''), undefined],
    ['no body', new Response(null, { status: 204 }), undefined],
  ])('%s', async (_label, response, expected) => {
    expect(await readResponseBody(response)).toEqual(expected);
  });

  test('a body already read gives undefined, not a throw', async () => {
    const response = new Response('{"a":1}');
    await response.text();
    expect(await readResponseBody(response)).toBeUndefined();
  });
});

describe('messageFromResponse', () => {
  const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });

  test.each<[string, Response, string]>([
    ['Application-Error header', json({}, 500, { 'Application-Error': 'Boom' }), 'Boom'],
    [
      '401 with a message',
      json({ message: 'Invalid e-mail or password.' }, 401),
      'Invalid e-mail or password.',
    ],
    [
      '400 with a list of {field, description}',
      json([{ field: 'email', description: 'Required.' }], 400),
      'email\nRequired.',
    ],
    ['non-JSON body', new Response('<h1>oops</h1>', { status: 500 }), 'Server error'],
    ['empty body', new Response(null, { status: 503 }), 'Server error'],
  ])('%s', async (_label, response, expected) => {
    expect(await messageFromResponse(response)).toBe(expected);
  });
});

describe('HttpError', () => {
  test('carries the status, body and headers; its message is the handled one', () => {
    const error = new HttpError({ status: 401, body: { message: 'Nope' }, headers: { a: 'b' } });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('HttpError');
    expect([error.status, error.body, error.headers]).toEqual([
      401,
      { message: 'Nope' },
      { a: 'b' },
    ]);
    expect(error.message).toBe('Nope');
  });

  test('fromResponse reads the response', async () => {
    const response = new Response('{"message":"Gone"}', { status: 410, statusText: 'Gone' });
    const error = await HttpError.fromResponse(response);
    expect([error.status, error.statusText, error.message]).toEqual([410, 'Gone', 'Gone']);
  });
});

describe('messageFromError', () => {
  test.each<[string, unknown, string]>([
    ['fetch failure', new TypeError('Failed to fetch'), 'Error Code: 0 Message: Failed to fetch'],
    ['an HttpError', new HttpError({ status: 500 }), 'Server error'],
    [
      'an HttpError with an Application-Error header',
      new HttpError({ status: 500, headers: { 'Application-Error': 'Disk full' } }),
      'Disk full',
    ],
    ['an HttpError-like object', { status: 400, body: { message: 'Bad' } }, 'Bad'],
    [
      'an abort',
      new DOMException('The operation was aborted.', 'AbortError'),
      'Error Code: 0 Message: The operation was aborted.',
    ],
    ['an object with a message', { message: 'Odd' }, 'Error Code: 0 Message: Odd'],
    ['a string', 'Offline', 'Error Code: 0 Message: Offline'],
    ['undefined', undefined, 'Error Code: 0 Message: '],
    ['a number', 7, 'Error Code: 0 Message: 7'],
  ])('%s', (_label, error, expected) => {
    expect(messageFromError(error)).toBe(expected);
  });
});
