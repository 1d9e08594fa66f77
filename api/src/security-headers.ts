import type { FastifyReply } from 'fastify';

/**
 * The headers every API response carries: nothing is cached, sniffed, framed or referred, and the
 * request id lets an operator find a reported error in the log.
 */
export function setSecurityHeaders(reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Cache-Control', 'no-store');
  reply.header('Referrer-Policy', 'no-referrer');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  reply.header('X-Request-Id', reply.request.id);
}

const RAW_SECURITY_HEADERS = [
  'X-Content-Type-Options: nosniff',
  'Cache-Control: no-store',
  'Referrer-Policy: no-referrer',
  'X-Frame-Options: DENY',
  "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
];

/**
 * The raw answer to a request Node could not even parse (Fastify's `clientErrorHandler`): the same
 * `{message}` shape and headers as every other answer, and nothing of what the client sent.
 */
export function clientErrorResponse(code: string | undefined): string {
  const [status, reason, message] =
    code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'The request took too long.']
      : code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
        : [400, 'Bad Request', 'The request is not valid.'];
  const body = JSON.stringify({ message });
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...RAW_SECURITY_HEADERS,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}
