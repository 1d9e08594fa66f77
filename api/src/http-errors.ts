import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** One entry of a 400-style response; the front end's error handler joins the descriptions. */
export interface FieldError {
  field: string;
  description: string;
  /** A code the client translates (the sign-up's `SignUpErrorCode`); the description is English. */
  code?: string;
}

/** Body of every non-list error response. */
export interface MessageBody {
  message: string;
}

/** The only text a 500 ever shows; details go to the log, never to the client. */
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

// Fastify's own body errors, reworded and answered in the list shape under the field "body".
function describeBodyError(code: string, bodyLimit: number): string | undefined {
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The body is empty; send a JSON object with email and password.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The body must be JSON, sent with Content-Type: application/json.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The body must not be larger than ${Math.floor(bodyLimit / 1024)} KB.`;
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The Content-Length header does not match the body.';
    default:
      return undefined;
  }
}

// Fastify's own messages can quote the request (`'/api/%zz' is not a valid url component`): a
// client only ever sees one of these fixed texts.
const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request is not valid.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  406: 'This response format is not available.',
  408: 'The request took too long.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  415: 'This content type is not accepted.',
  431: 'The request headers are too large.',
};

function messageForStatus(statusCode: number): string {
  return STATUS_MESSAGES[statusCode] ?? STATUS_MESSAGES[400] ?? 'The request is not valid.';
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string';
}

/**
 * Turns every thrown error into one of the two shapes the front end reads: a `{field, description}`
 * list for body problems, `{message}` otherwise; a 500 also carries the `Application-Error` header
 * and is logged with the request id (the response's `X-Request-Id`). Also Fastify's
 * `frameworkErrors` handler, so a malformed URL gets the same headers and never has its text echoed.
 */
export function createErrorHandler(bodyLimit: number) {
  return function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
    const statusCode = isFastifyError(error) ? (error.statusCode ?? 500) : 500;
    if (isFastifyError(error) && statusCode >= 400 && statusCode < 500) {
      const description = describeBodyError(error.code, bodyLimit);
      if (description) {
        const list: FieldError[] = [{ field: 'body', description }];
        return reply.code(statusCode).send(list);
      }
      const message = messageForStatus(statusCode);
      return reply.code(statusCode).send({ message } satisfies MessageBody);
    }
    request.log.error({ err: error, url: request.url }, 'Unexpected error');
    return reply
      .code(500)
      .header('Application-Error', UNEXPECTED_ERROR_MESSAGE)
      .send({ message: UNEXPECTED_ERROR_MESSAGE } satisfies MessageBody);
  };
}
