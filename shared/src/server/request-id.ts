/**
 * A request's id, the same in every server's log line about it: the page server gives each page
 * request one (or keeps the caller's), answers it in `X-Request-Id`, and sends it with the fetches
 * its render makes (page-server/src/network-broker.ts); the listings service logs its answer to
 * such a fetch under the same id.
 */

/** The header that carries it, as Node names incoming headers. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id the caller sent that may be logged and echoed: short, plain characters only. */
export function soundRequestId(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && /^[A-Za-z0-9._:-]{1,64}$/.test(value) ? value : undefined;
}
