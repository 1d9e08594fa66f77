/** @jest-environment node */
import { BodyTooLargeError, formatBytes, readCapped, readCappedText } from './capped-body';

/** A streamed body of `chunks` chunks of `size` bytes, counting what was pulled from it. */
function streamed(chunks: number, size: number, headers: HeadersInit = {}) {
  const pulled = { chunks: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.chunks === chunks) return controller.close();
      pulled.chunks += 1;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
    cancel() {
      pulled.cancelled = true;
    },
  });
  return { response: new Response(body, { headers }), pulled };
}

describe('readCapped', () => {
  it('reads a body within its limit whole', async () => {
    const { response } = streamed(4, 1000);
    expect((await readCapped(response, 4000, 'http://r/x.css')).length).toBe(4000);
    expect(await readCappedText(new Response('é'), 2)).toBe('é');
  });

  it('stops at the first chunk past the limit and lets the connection go', async () => {
    // 300 MB offered in 1 MB chunks: refused after the second, nothing more is pulled.
    const { response, pulled } = streamed(300, 1_000_000);
    await expect(readCapped(response, 1_000_000, 'http://r/big.css')).rejects.toThrow(
      new BodyTooLargeError('http://r/big.css', 1_000_000),
    );
    expect(pulled.chunks).toBeLessThanOrEqual(3);
    expect(pulled.cancelled).toBe(true);
  });

  it('refuses a declared length over the limit before reading anything', async () => {
    const { response, pulled } = streamed(10, 100, { 'content-length': '2000000' });
    await expect(readCapped(response, 1_000_000, 'http://r/m.json')).rejects.toThrow(
      'http://r/m.json is larger than 1 MB',
    );
    expect(pulled.chunks).toBeLessThanOrEqual(1);
  });

  it('does not trust a declared length under the limit', async () => {
    const { response } = streamed(5, 1000, { 'content-length': '10' });
    await expect(readCapped(response, 4096)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('reads an empty answer as no bytes', async () => {
    expect((await readCapped(new Response(null), 10)).length).toBe(0);
  });
});

describe('formatBytes', () => {
  it('says a limit as an operator reads it', () => {
    expect(formatBytes(1_000_000)).toBe('1 MB');
    expect(formatBytes(512 * 1024)).toBe('512 KB');
    expect(formatBytes(300)).toBe('300 bytes');
  });
});
