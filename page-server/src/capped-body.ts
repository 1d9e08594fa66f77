/**
 * A remote origin's answer read with its size limit enforced as it arrives. `response.text()`
 * reads the whole body before anyone can look at its size: a remote that answers 300 MB for a
 * stylesheet held 300 MB in the page server before the check. Here the `Content-Length` is
 * refused before a byte is read, and a body without one (or lying about it) is cut off, and its
 * connection dropped, at the first chunk past the limit.
 */

/** The answer was bigger than the reader accepts: said with the limit, never the body. */
export class BodyTooLargeError extends Error {
  constructor(
    readonly url: string,
    readonly maxBytes: number,
  ) {
    super(`${url} is larger than ${formatBytes(maxBytes)}`);
    this.name = 'BodyTooLargeError';
  }
}

/** 1000000 → "1 MB", 65536 → "64 KB": a limit as an operator reads it in a log line. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000 && bytes % 1_000_000 === 0) return `${bytes / 1_000_000} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/** The body of `response` as bytes, at most `maxBytes` of them, else a `BodyTooLargeError`. */
export async function readCapped(
  response: Response,
  maxBytes: number,
  url = response.url,
): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new BodyTooLargeError(url, maxBytes);
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new BodyTooLargeError(url, maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/** The body as UTF-8 text, within the limit. */
export async function readCappedText(
  response: Response,
  maxBytes: number,
  url?: string,
): Promise<string> {
  return (await readCapped(response, maxBytes, url)).toString('utf8');
}
