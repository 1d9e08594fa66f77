import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

/** What the site's Node servers compress a response with. */
export type ContentEncoding = 'br' | 'gzip';

/** An `Accept-Encoding` coding with its weight (`br;q=0` refuses brotli). */
function weights(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return accepted;
}

/**
 * The encoding to answer a request with, from its `Accept-Encoding`: brotli when accepted, else
 * gzip, else none (null). A coding given `q=0` is refused; `*` accepts both.
 */
export function acceptedEncoding(header: string | string[] | undefined): ContentEncoding | null {
  const accepted = weights(Array.isArray(header) ? header.join(',') : (header ?? ''));
  const allows = (name: ContentEncoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/** Brotli's quality for a response compressed as it goes out: quick, most of the gain. */
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A body compressed per response, off the event loop (libuv's thread pool: a server whose one
 * thread also answers every other request keeps answering while a page is compressed): brotli at
 * quality 5 (a few ms for an HTML page), gzip at its default level.
 */
export function encodeBodyAsync(raw: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(raw, BROTLI_OPTIONS) : gzipAsync(raw);
}
